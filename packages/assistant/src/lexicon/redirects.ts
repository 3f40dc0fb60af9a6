import type { Language } from '../languages.js';
import type { RedirectReason } from '../types.js';

/**
 * The page that does each job better than an answer. Reporting a missing person has no address of its own: the
 * report dialog opens from the reunion landing page's "Report missing" button.
 */
export const REDIRECT_URLS: Readonly<Record<RedirectReason, string>> = {
  'report-missing': '/reunion',
  'search-missing': '/search',
  benchmark: '/language-test',
  'race-demo': '/race-condition-presentation',
  contact: '/#contact',
  volunteer: '/volunteer',
  'note-dance': '/note-dance',
};

/** The order reasons are tried in: the more specific first (reporting before searching, contact last). */
export const REDIRECT_ORDER: readonly RedirectReason[] = [
  'report-missing',
  'search-missing',
  'volunteer',
  'benchmark',
  'race-demo',
  'note-dance',
  'contact',
];

/**
 * What a question says when it asks for one of these jobs, per language. A pattern is groups joined by ` + `,
 * each group alternatives joined by `|`; it matches when every group has an alternative in the question, at
 * places that do not overlap. Both sides are compared lower-cased, accent-folded (so "bao mat tich" matches
 * "báo mất tích") and with Arabic letters unified. In languages written with spaces an alternative is whole
 * words, or a word beginning when it ends with `*` ("signal*" matches "signaler", "signalement"); in Chinese,
 * Japanese, Korean and Arabic (words joined to particles and prefixes) an alternative matches anywhere.
 *
 * The patterns ask for the action ("run the benchmark", "report a missing person"), not the topic: "why is C++
 * fastest?" or "what should I do in the first 24 hours?" are answered from the site's passages.
 */
export const REDIRECT_PATTERNS: Readonly<
  Record<Language, Readonly<Partial<Record<RedirectReason, readonly string[]>>>>
> = {
  en: {
    'report-missing': [
      'report*|file a|submit*|register*|post + missing|disappear*|lost person|lost child|gone missing',
      'missing person report|missing-person report',
    ],
    'search-missing': [
      'search*|find|look for|looking for|look up|lookup + missing|disappeared|lost person|lost child|case number|cases',
    ],
    volunteer: [
      'become|sign up|signup|register*|join*|apply|i want to|i d like to|how can i|how do i|how to|can i + volunteer*',
    ],
    benchmark: [
      'run*|start*|launch*|try|begin + benchmark*|speed test*|performance test*|language test*',
      'compare + speed|performance + languages',
    ],
    'race-demo': ['show|see|try|run*|watch|simulat*|demo* + race condition*|race demo|concurrent payment*'],
    'note-dance': ['play*|open*|start*|launch*|try + note dance|piano game|piano'],
    contact: [
      'contact form',
      'get in touch',
      'contact*|reach|email|e mail|write to|message|hire|hiring|talk to + him|minh|owner|developer|author',
      'contact*|email|e mail|write to|hire|talk to + you',
    ],
  },
  vi: {
    'report-missing': [
      'báo cáo|trình báo|khai báo|thông báo|đăng tin|đăng ký|báo tin|gửi + mất tích|thất lạc|đi lạc|mất liên lạc',
      'báo mất tích|báo người mất tích|báo có người mất tích',
    ],
    'search-missing': [
      'tìm kiếm|tra cứu|muốn tìm|cách tìm|tìm người|tìm con|tìm cha|tìm bố|tìm mẹ|tìm em|tìm anh|tìm chị|tìm ông|tìm bà|tìm hồ sơ + mất tích|thất lạc|đi lạc|mã hồ sơ',
    ],
    volunteer: ['trở thành|đăng ký|tham gia|làm|muốn + tình nguyện viên|tình nguyện'],
    benchmark: [
      'chạy|thử|bắt đầu|kiểm tra + benchmark|đo hiệu năng|đo tốc độ|so sánh tốc độ|so sánh hiệu năng|hiệu năng ngôn ngữ',
    ],
    'race-demo': ['xem|thử|chạy|mô phỏng|demo + race condition|tranh chấp|điều kiện tranh chấp'],
    'note-dance': ['chơi|mở|thử|bắt đầu + note dance|trò chơi piano|đàn piano|piano'],
    contact: [
      'biểu mẫu liên hệ|form liên hệ',
      'liên hệ|liên lạc|nhắn tin|gửi email|gửi thư|thuê|tuyển dụng + anh ấy|anh minh|chủ trang|tác giả|lập trình viên',
      'liên hệ với bạn|liên hệ bạn|liên lạc với bạn',
    ],
  },
  zh: {
    'report-missing': ['报|登记|提交|发布 + 失踪|走失|失联|寻人'],
    'search-missing': ['搜索|查找|寻找|查询|找|搜 + 失踪|走失|失联|寻人|案例|案件|编号'],
    volunteer: ['成为|加入|报名|注册|申请|当|做 + 志愿者|义工|志愿'],
    benchmark: ['运行|开始|启动|测一下|试|跑 + 基准测试|性能测试|跑分|速度测试|语言测试|benchmark'],
    'race-demo': ['演示|查看|运行|试|模拟|看 + 竞态|竞争条件|并发'],
    'note-dance': ['玩|打开|开始|启动|试 + note dance|钢琴游戏|钢琴'],
    contact: [
      '联系表单|联系表|留言表单',
      '联系|联络|雇用|聘请|招聘|留言|发消息|写信|发邮件 + 他|站长|作者|开发者|您|你|minh',
    ],
  },
  ja: {
    'report-missing': ['届け|届出|通報|報告|登録|提出|知らせ|投稿 + 行方不明|失踪|迷子|いなくな'],
    'search-missing': ['探|検索|捜|調べ + 行方不明|失踪|迷子|事例|ケース|案件'],
    volunteer: ['なり|なる|参加|登録|応募|申し込|したい + ボランティア'],
    benchmark: ['実行|開始|始め|試|走らせ|やって|動か + ベンチマーク|速度テスト|性能テスト|言語テスト|benchmark'],
    'race-demo': ['デモ|見|試|実行|シミュレー + 競合状態|レースコンディション|競合|race condition'],
    'note-dance': ['遊|プレイ|開|始め|試 + note dance|ノートダンス|ピアノゲーム|ピアノ'],
    contact: [
      'お問い合わせフォーム|問い合わせフォーム|連絡フォーム',
      '連絡|問い合わせ|メール|依頼|雇|採用 + 彼|オーナー|作者|開発者|あなた|minh|ミン',
    ],
  },
  ko: {
    'report-missing': ['신고|제보|등록|접수|알리 + 실종|미아|행방불명|사라진|사라졌|없어졌'],
    'search-missing': ['검색|찾|조회 + 실종|미아|행방불명|사례|사건|번호'],
    volunteer: ['되고|될 수|되려면|참여|가입|등록|지원하|신청|하고 싶|하려면 + 자원봉사|봉사자|자원 봉사'],
    benchmark: ['실행|시작|돌려|해보|테스트해 + 벤치마크|속도 테스트|성능 테스트|언어 테스트|benchmark'],
    'race-demo': ['데모|보기|보여|실행|시뮬레이|해보 + 경쟁 상태|경쟁 조건|레이스 컨디션|동시성|race condition'],
    'note-dance': ['플레이|하기|열기|열어|시작|해보|실행 + note dance|노트 댄스|노트댄스|피아노 게임|피아노'],
    contact: [
      '문의 양식|연락 양식|연락처 양식',
      '연락|문의|이메일|메시지|채용|고용 + 그에게|그와|그분|운영자|개발자|사이트 주인|당신|minh|민 님',
    ],
  },
  fr: {
    'report-missing': ['signal*|declar*|depos*|enregistr*|rapport*|publi* + disparu*|disparition*|perdu*'],
    'search-missing': ['cherch*|trouv*|recherch*|retrouv* + disparu*|disparition*|personne perdue|cas|dossier*'],
    volunteer: ['deven*|inscri*|rejoindr*|particip*|postul*|engag*|etre + benevol*'],
    benchmark: [
      'lanc*|execut*|demarr*|essay*|faire tourner|tester + benchmark*|banc d essai|test de vitesse|test de performance*|test des langages',
    ],
    'race-demo': [
      'voir|montr*|essay*|lanc*|simul*|demo* + race condition*|situation* de competition|condition* de course|concurren*',
    ],
    'note-dance': ['jou*|lanc*|ouvr*|essay* + note dance|jeu de piano|piano'],
    contact: [
      'formulaire de contact',
      'contact*|joindre|ecrire a|embauch*|recrut*|envoyer un message|envoyer un e mail + minh|proprietaire|developpeur|auteur|vous|lui|le',
      'le contacter|vous contacter|lui ecrire|l embaucher|le joindre|le recruter',
    ],
  },
  de: {
    'report-missing': [
      'meld*|anzeig*|registrier*|einreich*|aufgeb* + vermisst*|verschwund*|abgangig*',
      'vermisstenmeldung*|vermisstenanzeige*',
    ],
    'search-missing': ['such*|find*|recherch* + vermisst*|verschwund*|fall|falle|fallnummer', 'vermisstensuche'],
    volunteer: ['werd*|anmeld*|registrier*|mitmach*|beitret*|bewerb*|mitarbeit* + freiwillig*|ehrenamt*'],
    benchmark: [
      'start*|ausfuhr*|laufen lassen|test*|probier* + benchmark*|geschwindigkeitstest*|leistungstest*|sprachtest*|leistungsvergleich*',
    ],
    'race-demo': [
      'zeig*|seh*|start*|ausprobier*|simulier*|demo* + race condition*|wettlaufsituation*|nebenlaufigkeit*',
    ],
    'note-dance': ['spiel*|offn*|start*|probier* + note dance|klavierspiel*|klavier'],
    contact: [
      'kontaktformular*',
      'kontaktier*|kontakt aufnehmen|in kontakt treten + ihn|ihm|minh|inhaber|entwickler|sie|betreiber',
      'schreib*|erreich*|einstell*|anstell*|beauftrag* + ihn|ihm|minh|inhaber|entwickler|betreiber',
    ],
  },
  es: {
    'report-missing': ['report*|denunci*|registr*|avis*|inform*|publica* + desaparec*|desaparici*|perdid*|extraviad*'],
    'search-missing': ['busc*|encontr*|consult* + desaparec*|desaparici*|perdid*|extraviad*|caso|casos|expediente*'],
    volunteer: ['hacerme|hacer*|ser|unir*|inscrib*|registr*|postul*|particip* + voluntari*'],
    benchmark: ['ejecut*|inici*|lanz*|prob*|corr* + benchmark*|prueba de velocidad|prueba de rendimiento|comparativa*'],
    'race-demo': ['ver|mostr*|prob*|ejecut*|simul*|demo* + condicion* de carrera|race condition*|concurrencia'],
    'note-dance': ['jug*|abr*|inici*|prob* + note dance|juego de piano|piano'],
    contact: [
      'formulario de contacto',
      'contact*|escrib*|contrat*|enviar un mensaje|enviar un correo + minh|propietario|desarrollador|usted|autor|con el',
      'contactarlo|contactarle|escribirle|contratarlo|contratarle',
    ],
  },
  ru: {
    'report-missing': ['сообщ*|заяв*|подат*|зарегистр*|пода* + пропа*|потерял*|исчез*|без вести'],
    'search-missing': ['найт*|най*|иска*|искат*|поиск*|ищ* + пропа*|потерял*|исчез*|без вести|случа*|номер*'],
    volunteer: ['стать|стат*|записат*|вступ*|присоедин*|зарегистр*|участв* + волонт*|доброволь*'],
    benchmark: ['запуст*|запуск*|начат*|попроб*|прогнат* + бенчмарк*|тест* скорост*|тест* производит*|тест* язык*'],
    'race-demo': ['показ*|посмотр*|запуст*|попроб*|смодел*|демо* + гонк*|состояни* гонки|race condition*|конкурентн*'],
    'note-dance': ['игра*|сыгра*|откр*|запуст*|попроб* + note dance|пианино|фортепиано'],
    contact: [
      'форм* обратной связи|контактн* форм*',
      'связат*|свяж*|написат*|напиш*|нанят*|нанять|обратит* + ним|ему|минь|minh|владел*|разработчик*|автор*|вами|вам',
    ],
  },
  ar: {
    'report-missing': ['بلغ|بلاغ|سجل|تسجيل|اعلان|ابلاغ + مفقود|اختف|ضائع|تائه'],
    'search-missing': ['بحث|ابحث|العثور|ايجاد|اجد + مفقود|اختف|ضائع|تائه|حاله|حالات'],
    volunteer: ['انضم|الانضمام|سجل|تسجيل|اصبح|اكون|كيف يمكنني|اريد + تطوع'],
    benchmark: ['تشغيل|شغل|ابدا|بدء|جرب|تجربه + اختبار الاداء|قياس الاداء|اختبار السرعه|مقارنه الاداء|benchmark'],
    'race-demo': ['عرض|اعرض|شاهد|مشاهده|جرب|تشغيل|محاكاه + حالات التسابق|حاله التسابق|تسابق|race condition'],
    'note-dance': ['العب|لعب|افتح|ابدا|جرب + note dance|لعبه البيانو|البيانو'],
    contact: [
      'نموذج الاتصال|نموذج التواصل',
      'تواصل|اتصل|الاتصال|التواصل|راسل|مراسله|توظيف|وظف + معه|بالمالك|بالمطور|صاحب الموقع|المطور|معك|minh',
    ],
  },
};
