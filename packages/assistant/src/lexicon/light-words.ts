import { ASSISTANT_LANGUAGES, type Language } from '../languages.js';

/**
 * Words that a question leans on without being its subject, per language, separated by spaces: the general verbs
 * of a question about a person or a site (build, make, do, work, use, know, develop, have, want, tell, show),
 * the pronouns that name the site's owner, "ever", "already", and the general nouns of software work (system,
 * software, application, platform, product, solution), which every project of a developer's site has. In "Has he built payment systems?" the subject is
 * "payment systems": a passage about building in general must not outrank one about payments because "built"
 * is as rare in the site's texts as "payment".
 *
 * Unlike stopwords, they stay in the index, and a question made of them only is searched with them ("What
 * does he build?"); a question with other words is searched without them. Written as people type them; compared after the tokenizer's
 * forms (accents folded, light stems), so "built"/"build" or "xây"/"xay" are both found.
 */
const LISTS: Readonly<Record<Language, string>> = {
  en: `build built builds building make made makes making create created develop developed develops developing work
    worked works working use used uses using know knows knew known do done doing ever already like want need tell
    show give get got find help please him he system systems software application applications app apps platform
    platforms product products solution solutions`,
  vi: `anh ấy chị em bạn ông từng làm xây dựng tạo phát triển dùng sử dụng biết muốn cần giúp hãy cho xem tìm hệ thống phần mềm ứng dụng nền tảng sản phẩm giải pháp`,
  zh: `做 做过 建 建立 建过 开发 开发过 使用 用 用过 知道 会 能 可以 想 要 需要 告诉 帮 帮我 曾经 已经 他有 哪些 系统 软件 应用 平台 产品 方案`,
  ja: `作 作っ 作る 作った 作り 使 使っ 使う 使い 開発 知っ 知る 教え 教えて 欲しい ほしい 彼は 今まで システム ソフトウェア アプリ アプリケーション プラットフォーム 製品`,
  ko: `만들어 만든 만들 만들었 만들다 본 적 적이 개발 개발한 개발했 사용 사용하는 사용한 알 알고 가지고 어떤 해야 알려
    주세요 싶어요 싶습니다 시스템 시스템을 소프트웨어 애플리케이션 앱 플랫폼 제품`,
  fr: `déjà conçu concevoir construit construire fait faire développé développer travaillé travaille travailler
    utilisé utilise utiliser connaît connaître peut pouvez veux voudrais montrer dire aider système systèmes logiciel logiciels application applications plateforme
    plateformes produit produits solution solutions`,
  de: `schon bereits gebaut bauen gemacht machen entwickelt entwickeln gearbeitet arbeitet arbeiten benutzt benutzen
    nutzt nutzen kennt kennen kann können will möchte zeigen sagen helfen system systeme software anwendung anwendungen app apps plattform produkt
    produkte lösung lösungen`,
  es: `desarrollado desarrollar construido construir hecho hacer trabajado trabaja trabajar usado usa usar conoce
    conocer tiene tener puede quiero quisiera mostrar decir ayudar alguna vez sistema sistemas software aplicación aplicaciones plataforma plataformas
    producto productos solución soluciones`,
  ru: `разрабатывал разработал разрабатывать создавал создал создать делал сделал делать построил строил работал
    работает работать использовал использует знает знать может хочу нужно покажите скажите уже когда-нибудь какими система системы систему программа приложение
    приложения платформа продукт решение`,
  ar: `بنى يبني صنع طور عمل يعمل استخدم يستخدم يعرف يستطيع يمكن سبق أريد اريد قبل يحملها لديه نظام أنظمة انظمة برنامج برامج تطبيق تطبيقات منصة منتج حل`,
};

/** The lists, one word per entry. */
export const LIGHT_WORDS: Readonly<Record<Language, readonly string[]>> = Object.fromEntries(
  ASSISTANT_LANGUAGES.map((language) => [language, LISTS[language].split(/\s+/).filter(Boolean)]),
) as unknown as Record<Language, readonly string[]>;
