import type { Language } from '@site/assistant';
import type { ChatContext } from '@site/contracts';

/**
 * Questions a visitor could ask the chat box, written for the tests and the bench (`npm run bench:assistant`)
 * against the demo content (the seed): in the ten languages and on the three pages, each with the page (or
 * pages, when two say it equally) an answer should cite. Hit@k is the share of questions whose expected page is
 * among the answer's first k citations.
 */
export interface AssistantQuestion {
  question: string;
  language: Language;
  context: ChatContext;
  /** The pages that answer it: a hit when any of them is cited. */
  pages: readonly string[];
}

const PAYMENTS = ['/#projects', '/#experience'];

export const ASSISTANT_QUESTIONS: readonly AssistantQuestion[] = [
  // ── home: the owner's experience, skills, projects, certifications ──
  { question: 'Has he built payment systems?', language: 'en', context: 'home', pages: PAYMENTS },
  { question: 'Which databases does he work with?', language: 'en', context: 'home', pages: ['/#skills'] },
  { question: 'What certifications does he have?', language: 'en', context: 'home', pages: ['/#certified'] },
  { question: 'What did he do at Harbor Fintech?', language: 'en', context: 'home', pages: ['/#experience'] },
  { question: 'Does he know Kubernetes?', language: 'en', context: 'home', pages: ['/#skills', '/#certified'] },
  { question: 'Has he worked on an accounting product?', language: 'en', context: 'home', pages: ['/#projects'] },
  { question: 'Are there photos of Ha Long Bay?', language: 'en', context: 'home', pages: ['/media-gallery'] },
  { question: 'Anh ấy đã từng xây dựng hệ thống thanh toán chưa?', language: 'vi', context: 'home', pages: PAYMENTS },
  { question: 'Anh ấy làm việc với những cơ sở dữ liệu nào?', language: 'vi', context: 'home', pages: ['/#skills'] },
  { question: 'Anh ấy có những chứng chỉ nào?', language: 'vi', context: 'home', pages: ['/#certified'] },
  { question: 'Anh ấy đã làm gì ở Lotus Retail Group?', language: 'vi', context: 'home', pages: ['/#experience'] },
  { question: '他做过支付系统吗？', language: 'zh', context: 'home', pages: PAYMENTS },
  { question: '他使用哪些数据库？', language: 'zh', context: 'home', pages: ['/#skills'] },
  { question: '他有哪些认证？', language: 'zh', context: 'home', pages: ['/#certified'] },
  { question: '決済システムを作ったことはありますか？', language: 'ja', context: 'home', pages: PAYMENTS },
  { question: 'どのデータベースを使っていますか？', language: 'ja', context: 'home', pages: ['/#skills'] },
  { question: '결제 시스템을 만들어 본 적이 있나요?', language: 'ko', context: 'home', pages: PAYMENTS },
  { question: '어떤 자격증을 가지고 있나요?', language: 'ko', context: 'home', pages: ['/#certified'] },
  { question: 'A-t-il déjà conçu des systèmes de paiement ?', language: 'fr', context: 'home', pages: PAYMENTS },
  { question: 'Avec quelles bases de données travaille-t-il ?', language: 'fr', context: 'home', pages: ['/#skills'] },
  { question: 'Hat er schon ein Payment-Gateway gebaut?', language: 'de', context: 'home', pages: PAYMENTS },
  { question: 'Was hat er bei Harbor Fintech gemacht?', language: 'de', context: 'home', pages: ['/#experience'] },
  { question: '¿Ha desarrollado sistemas de pago?', language: 'es', context: 'home', pages: PAYMENTS },
  { question: '¿Qué certificaciones tiene?', language: 'es', context: 'home', pages: ['/#certified'] },
  { question: 'Разрабатывал ли он платёжные системы?', language: 'ru', context: 'home', pages: PAYMENTS },
  { question: 'С какими базами данных он работает?', language: 'ru', context: 'home', pages: ['/#skills'] },
  { question: 'هل بنى أنظمة دفع من قبل؟', language: 'ar', context: 'home', pages: PAYMENTS },
  { question: 'ما الشهادات التي يحملها؟', language: 'ar', context: 'home', pages: ['/#certified'] },
  { question: 'I would like to hire him for a project', language: 'en', context: 'home', pages: ['/#contact'] },

  // ── reunion: the guides, the stories, the public cases, the platform's pages ──
  {
    question: 'What should I do in the first 24 hours?',
    language: 'en',
    context: 'reunion',
    pages: ['/stories/first-24-hours'],
  },
  {
    question: 'What information should I gather for the police?',
    language: 'en',
    context: 'reunion',
    pages: ['/stories/how-to-prepare-a-report', '/stories/first-24-hours'],
  },
  {
    question: 'How can I protect an elderly relative with dementia?',
    language: 'en',
    context: 'reunion',
    pages: ['/stories/protecting-children-and-elders-with-dementia'],
  },
  {
    question: 'Why does the map show commune centres instead of addresses?',
    language: 'en',
    context: 'reunion',
    pages: ['/stories/why-the-map-shows-commune-centres'],
  },
  {
    question: 'Is there a case about Nguyễn Văn Hùng?',
    language: 'en',
    context: 'reunion',
    pages: ['/reunion/cases/VN-2025-00018'],
  },
  { question: 'I want to report a missing person', language: 'en', context: 'reunion', pages: ['/reunion'] },
  { question: 'How can I become a volunteer?', language: 'en', context: 'reunion', pages: ['/volunteer'] },
  {
    question: 'Tôi nên làm gì trong 24 giờ đầu tiên?',
    language: 'vi',
    context: 'reunion',
    pages: ['/stories/first-24-hours'],
  },
  {
    question: 'Tôi có phải đợi 24 giờ mới báo công an không?',
    language: 'vi',
    context: 'reunion',
    pages: ['/stories/first-24-hours'],
  },
  {
    question: 'Làm sao bảo vệ người thân cao tuổi bị sa sút trí tuệ?',
    language: 'vi',
    context: 'reunion',
    pages: ['/stories/protecting-children-and-elders-with-dementia'],
  },
  { question: 'Tôi muốn báo người mất tích', language: 'vi', context: 'reunion', pages: ['/reunion'] },
  { question: '最初的24小时我应该做什么？', language: 'zh', context: 'reunion', pages: ['/stories/first-24-hours'] },
  {
    question: '最初の24時間に何をすべきですか？',
    language: 'ja',
    context: 'reunion',
    pages: ['/stories/first-24-hours'],
  },
  {
    question: '처음 24시간 동안 무엇을 해야 하나요?',
    language: 'ko',
    context: 'reunion',
    pages: ['/stories/first-24-hours'],
  },
  {
    question: 'Que faire pendant les premières 24 heures ?',
    language: 'fr',
    context: 'reunion',
    pages: ['/stories/first-24-hours'],
  },
  {
    question: 'Wie schütze ich einen älteren Angehörigen mit Demenz?',
    language: 'de',
    context: 'reunion',
    pages: ['/stories/protecting-children-and-elders-with-dementia'],
  },
  {
    question: '¿Qué información debo reunir para la policía?',
    language: 'es',
    context: 'reunion',
    pages: ['/stories/how-to-prepare-a-report', '/stories/first-24-hours'],
  },
  {
    question: 'Что делать в первые 24 часа?',
    language: 'ru',
    context: 'reunion',
    pages: ['/stories/first-24-hours'],
  },
  {
    question: 'ماذا أفعل في أول 24 ساعة؟',
    language: 'ar',
    context: 'reunion',
    pages: ['/stories/first-24-hours'],
  },

  // ── language-test: the benchmark, the race-condition demo, the infrastructure ──
  { question: 'Why is C++ fastest here?', language: 'en', context: 'language-test', pages: ['/language-test'] },
  {
    question: 'What are the five tasks of the benchmark?',
    language: 'en',
    context: 'language-test',
    pages: ['/language-test'],
  },
  {
    question: 'Why is the browser result not directly comparable?',
    language: 'en',
    context: 'language-test',
    pages: ['/language-test'],
  },
  {
    question: 'What is a race condition?',
    language: 'en',
    context: 'language-test',
    pages: ['/race-condition-presentation'],
  },
  {
    question: 'How does an optimistic lock prevent lost updates?',
    language: 'en',
    context: 'language-test',
    pages: ['/race-condition-presentation'],
  },
  {
    question: 'Which database does this site use?',
    language: 'en',
    context: 'language-test',
    pages: ['/site-infrastructure'],
  },
  { question: 'I want to run the benchmark', language: 'en', context: 'language-test', pages: ['/language-test'] },
  {
    question: 'Năm tác vụ của bài đo là gì?',
    language: 'vi',
    context: 'language-test',
    pages: ['/language-test'],
  },
  { question: '什么是竞态条件？', language: 'zh', context: 'language-test', pages: ['/race-condition-presentation'] },
  {
    question: 'コールドスタートとは何ですか？',
    language: 'ja',
    context: 'language-test',
    pages: ['/language-test'],
  },
  {
    question: '벤치마크의 다섯 가지 작업은 무엇인가요?',
    language: 'ko',
    context: 'language-test',
    pages: ['/language-test'],
  },
  {
    question: 'Qu’est-ce qu’une condition de concurrence ?',
    language: 'fr',
    context: 'language-test',
    pages: ['/race-condition-presentation'],
  },
  {
    question: 'Warum ist das Ergebnis im Browser nicht direkt vergleichbar?',
    language: 'de',
    context: 'language-test',
    pages: ['/language-test'],
  },
  {
    question: '¿Qué significa una ejecución en frío?',
    language: 'es',
    context: 'language-test',
    pages: ['/language-test'],
  },
  {
    question: 'Что такое состояние гонки?',
    language: 'ru',
    context: 'language-test',
    pages: ['/race-condition-presentation'],
  },
  {
    question: 'ما المهام الخمس في اختبار الأداء؟',
    language: 'ar',
    context: 'language-test',
    pages: ['/language-test'],
  },
];

/**
 * More questions, written after the search was tuned on ASSISTANT_QUESTIONS and not tuned on: the bench reports
 * them apart, as a check that the tuning did not only learn the first set.
 */
export const HELD_OUT_QUESTIONS: readonly AssistantQuestion[] = [
  { question: 'Has he worked with React?', language: 'en', context: 'home', pages: ['/#skills', '/#projects'] },
  {
    question: 'Which cloud platforms does he use?',
    language: 'en',
    context: 'home',
    pages: ['/#skills', '/#certified'],
  },
  { question: 'Tell me about the supply chain project', language: 'en', context: 'home', pages: ['/#projects'] },
  {
    question: 'How do I share a missing person’s case safely?',
    language: 'en',
    context: 'reunion',
    pages: ['/stories/share-a-case-without-putting-anyone-at-risk'],
  },
  {
    question: 'Are cases checked before they are published?',
    language: 'en',
    context: 'reunion',
    pages: ['/stories/how-cases-are-moderated'],
  },
  {
    question: 'What is a lost update?',
    language: 'en',
    context: 'language-test',
    pages: ['/race-condition-presentation'],
  },
  {
    question: 'What does this site run on?',
    language: 'en',
    context: 'language-test',
    pages: ['/site-infrastructure'],
  },
  {
    question: 'Anh ấy có kinh nghiệm với Kubernetes không?',
    language: 'vi',
    context: 'home',
    pages: ['/#skills', '/#certified'],
  },
  {
    question: 'Làm sao chia sẻ hồ sơ mà vẫn an toàn?',
    language: 'vi',
    context: 'reunion',
    pages: ['/stories/share-a-case-without-putting-anyone-at-risk'],
  },
  {
    question: '如何保护患有痴呆症的老人？',
    language: 'zh',
    context: 'reunion',
    pages: ['/stories/protecting-children-and-elders-with-dementia'],
  },
  {
    question: '彼はどのクラウドを使っていますか？',
    language: 'ja',
    context: 'home',
    pages: ['/#skills', '/#certified'],
  },
  { question: '실종자를 신고하려면 어떻게 해야 하나요?', language: 'ko', context: 'reunion', pages: ['/reunion'] },
  {
    question: 'Pourquoi le C++ est-il le plus rapide ?',
    language: 'fr',
    context: 'language-test',
    pages: ['/language-test'],
  },
  { question: 'Wie kann ich Freiwilliger werden?', language: 'de', context: 'reunion', pages: ['/volunteer'] },
  { question: '¿Tiene experiencia con pagos?', language: 'es', context: 'home', pages: PAYMENTS },
  {
    question: 'Что такое оптимистическая блокировка?',
    language: 'ru',
    context: 'language-test',
    pages: ['/race-condition-presentation'],
  },
  {
    question: 'كيف أشارك قضية دون تعريض أحد للخطر؟',
    language: 'ar',
    context: 'reunion',
    pages: ['/stories/share-a-case-without-putting-anyone-at-risk'],
  },
];

/**
 * Questions the site has no answer to, in the ten languages and on the three pages: the assistant should say it
 * found nothing (and suggest the contact form) rather than quote passages that share a word with them.
 */
export const OFF_TOPIC_QUESTIONS: readonly Omit<AssistantQuestion, 'pages'>[] = [
  { question: 'What is the weather today?', language: 'en', context: 'home' },
  { question: 'Can you give me a recipe for pho?', language: 'en', context: 'reunion' },
  { question: 'Who won the World Cup in 2022?', language: 'en', context: 'language-test' },
  { question: 'How tall is Mount Everest?', language: 'en', context: 'home' },
  { question: 'Giá vàng hôm nay bao nhiêu?', language: 'vi', context: 'home' },
  { question: 'Thời tiết hôm nay thế nào?', language: 'vi', context: 'language-test' },
  { question: 'Cách nấu phở bò ngon?', language: 'vi', context: 'reunion' },
  { question: '今天天气怎么样？', language: 'zh', context: 'home' },
  { question: '谁赢得了世界杯？', language: 'zh', context: 'language-test' },
  { question: '今日の天気はどうですか？', language: 'ja', context: 'home' },
  { question: '寿司の作り方を教えてください', language: 'ja', context: 'reunion' },
  { question: '오늘 날씨 어때요?', language: 'ko', context: 'home' },
  { question: '김치찌개 만드는 법을 알려 주세요', language: 'ko', context: 'reunion' },
  { question: 'Quel temps fait-il aujourd’hui ?', language: 'fr', context: 'home' },
  { question: 'Qui a gagné la Coupe du monde ?', language: 'fr', context: 'language-test' },
  { question: 'Wie wird das Wetter morgen?', language: 'de', context: 'home' },
  { question: 'Wer hat die Fußballweltmeisterschaft gewonnen?', language: 'de', context: 'reunion' },
  { question: '¿Qué tiempo hace hoy?', language: 'es', context: 'home' },
  { question: '¿Quién ganó la Copa del Mundo?', language: 'es', context: 'language-test' },
  { question: 'Какая сегодня погода?', language: 'ru', context: 'home' },
  { question: 'Кто выиграл чемпионат мира по футболу?', language: 'ru', context: 'reunion' },
  { question: 'كيف حال الطقس اليوم؟', language: 'ar', context: 'home' },
  { question: 'من فاز بكأس العالم؟', language: 'ar', context: 'language-test' },
];

/** The position (from 1) of the first expected page among the cited pages, or null when none is cited. */
export function rankOfExpected(question: AssistantQuestion, citedUrls: readonly string[]): number | null {
  const i = citedUrls.findIndex((url) => question.pages.includes(url));
  return i < 0 ? null : i + 1;
}
