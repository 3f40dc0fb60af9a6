import type { Language } from '@site/assistant';
import type { ChatContext, ChatContextInfo } from '@site/contracts';

/** The chat box's pages as `GET /ai/api/contexts` names them, in the ten languages. */
export const CONTEXT_NAMES: Readonly<Record<Language, Readonly<Record<ChatContext, ChatContextInfo>>>> = {
  en: {
    home: {
      name: 'Portfolio',
      description: "Questions about the owner's experience, skills, projects and certifications.",
    },
    reunion: {
      name: 'Family reunion',
      description: 'Questions about searching for a missing person, the guides, stories and public cases.',
    },
    'language-test': {
      name: 'Benchmark',
      description: 'Questions about the language benchmark, the race-condition demo and how this site runs.',
    },
  },
  vi: {
    home: { name: 'Hồ sơ năng lực', description: 'Câu hỏi về kinh nghiệm, kỹ năng, dự án và chứng chỉ của chủ trang.' },
    reunion: {
      name: 'Đoàn tụ gia đình',
      description: 'Câu hỏi về việc tìm người mất tích, các hướng dẫn, câu chuyện và hồ sơ công khai.',
    },
    'language-test': {
      name: 'Đo hiệu năng',
      description: 'Câu hỏi về bài đo hiệu năng ngôn ngữ, bản demo race condition và cách trang web này vận hành.',
    },
  },
  zh: {
    home: { name: '作品集', description: '关于站长的经历、技能、项目和认证的问题。' },
    reunion: { name: '家庭团聚', description: '关于寻找失踪者、指南、故事和公开案例的问题。' },
    'language-test': { name: '基准测试', description: '关于语言基准测试、竞态条件演示以及本站如何运行的问题。' },
  },
  ja: {
    home: { name: 'ポートフォリオ', description: 'サイト運営者の経歴、スキル、プロジェクト、資格についての質問。' },
    reunion: { name: '家族の再会', description: '行方不明者の捜索、ガイド、ストーリー、公開事例についての質問。' },
    'language-test': {
      name: 'ベンチマーク',
      description: '言語ベンチマーク、競合状態のデモ、このサイトの仕組みについての質問。',
    },
  },
  ko: {
    home: { name: '포트폴리오', description: '사이트 운영자의 경력, 기술, 프로젝트, 자격증에 관한 질문.' },
    reunion: { name: '가족 상봉', description: '실종자 찾기, 안내서, 이야기, 공개 사례에 관한 질문.' },
    'language-test': {
      name: '벤치마크',
      description: '언어 벤치마크, 경쟁 상태 데모, 이 사이트의 운영 방식에 관한 질문.',
    },
  },
  fr: {
    home: {
      name: 'Portfolio',
      description: 'Questions sur l’expérience, les compétences, les projets et les certifications du propriétaire.',
    },
    reunion: {
      name: 'Retrouvailles familiales',
      description:
        'Questions sur la recherche d’une personne disparue, les guides, les récits et les dossiers publics.',
    },
    'language-test': {
      name: 'Banc d’essai',
      description:
        'Questions sur le banc d’essai des langages, la démo de condition de concurrence et le fonctionnement du site.',
    },
  },
  de: {
    home: {
      name: 'Portfolio',
      description: 'Fragen zu Erfahrung, Fähigkeiten, Projekten und Zertifizierungen des Inhabers.',
    },
    reunion: {
      name: 'Familienzusammenführung',
      description: 'Fragen zur Suche nach einer vermissten Person, zu Ratgebern, Geschichten und öffentlichen Fällen.',
    },
    'language-test': {
      name: 'Benchmark',
      description: 'Fragen zum Sprach-Benchmark, zur Race-Condition-Demo und dazu, wie diese Website läuft.',
    },
  },
  es: {
    home: {
      name: 'Portafolio',
      description:
        'Preguntas sobre la experiencia, las habilidades, los proyectos y las certificaciones del propietario.',
    },
    reunion: {
      name: 'Reencuentro familiar',
      description:
        'Preguntas sobre la búsqueda de una persona desaparecida, las guías, las historias y los casos públicos.',
    },
    'language-test': {
      name: 'Benchmark',
      description:
        'Preguntas sobre el benchmark de lenguajes, la demo de condición de carrera y cómo funciona este sitio.',
    },
  },
  ru: {
    home: { name: 'Портфолио', description: 'Вопросы об опыте, навыках, проектах и сертификатах владельца сайта.' },
    reunion: {
      name: 'Воссоединение семей',
      description: 'Вопросы о поиске пропавших, руководствах, историях и открытых делах.',
    },
    'language-test': {
      name: 'Бенчмарк',
      description: 'Вопросы о бенчмарке языков, демонстрации состояния гонки и о том, как работает этот сайт.',
    },
  },
  ar: {
    home: { name: 'ملف الأعمال', description: 'أسئلة عن خبرة صاحب الموقع ومهاراته ومشاريعه وشهاداته.' },
    reunion: { name: 'لمّ شمل العائلات', description: 'أسئلة عن البحث عن شخص مفقود والأدلة والقصص والحالات المنشورة.' },
    'language-test': {
      name: 'اختبار الأداء',
      description: 'أسئلة عن اختبار أداء لغات البرمجة وعرض حالة التسابق وكيف يعمل هذا الموقع.',
    },
  },
};
