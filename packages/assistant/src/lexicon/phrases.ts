import type { Language } from '../languages.js';
import type { RedirectReason } from '../types.js';

/** The words the offline assistant adds around the passages it quotes; everything else it says is quoted. */
export interface AnswerPhrases {
  /** Opens an answer from passages in the asked language. */
  intro: string;
  /** Opens an answer from English passages when the asked language had none that fit. */
  introFallback: string;
  /** Leads the titles of further pages that matched but are not quoted. */
  seeAlso: string;
  /** The whole answer when nothing matched. */
  none: string;
  /** Title of the contact form's citation. */
  contactTitle: string;
  /** Label the UI or a text rendering may put before the citations. */
  sources: string;
  /** For each redirect: the answer's text, and the title of the page it links to. */
  redirects: Record<RedirectReason, { text: string; title: string }>;
}

/** Real translations, one entry per language; page titles are the site's own (the web app's `pages.*`). */
export const ANSWER_PHRASES: Readonly<Record<Language, AnswerPhrases>> = {
  en: {
    intro: 'Here is what the site says:',
    introFallback: 'I found this only in English:',
    seeAlso: 'See also:',
    none: "I found nothing on that in the site's pages. You can ask the owner directly through the contact form.",
    contactTitle: 'Contact form',
    sources: 'Sources',
    redirects: {
      'report-missing': {
        title: 'Family reunion platform',
        text: "To report a missing person, use the **Report a missing person** button on the reunion platform's page: the form guides you step by step.",
      },
      'search-missing': {
        title: 'Search the reunion platform',
        text: 'To look for a missing person, search the public cases by name, place or case number on the search page.',
      },
      benchmark: {
        title: 'Language performance benchmark',
        text: 'You can run the benchmark yourself on its page: the same five tasks in seven languages, with the results side by side.',
      },
      'race-demo': {
        title: 'Race conditions explained',
        text: 'The race-condition demo shows it live: concurrent payments on a real database, then three fixes that keep every cent.',
      },
      contact: {
        title: 'Contact form',
        text: 'You can write to the owner directly with the contact form on the home page.',
      },
      volunteer: {
        title: 'Volunteer network',
        text: 'You can join the volunteer network on its page: volunteers verify reports, search on the ground and help families.',
      },
      'note-dance': {
        title: 'Note Dance',
        text: 'Note Dance is played on its own page, with your computer keyboard, a MIDI piano or a real piano.',
      },
    },
  },
  vi: {
    intro: 'Đây là những gì trang web nói:',
    introFallback: 'Tôi chỉ tìm thấy thông tin này bằng tiếng Anh:',
    seeAlso: 'Xem thêm:',
    none: 'Tôi không tìm thấy thông tin nào về điều này trên các trang của trang web. Bạn có thể hỏi trực tiếp chủ trang qua biểu mẫu liên hệ.',
    contactTitle: 'Biểu mẫu liên hệ',
    sources: 'Nguồn',
    redirects: {
      'report-missing': {
        title: 'Nền tảng đoàn tụ gia đình',
        text: 'Để báo người mất tích, hãy dùng nút **Báo người mất tích** trên trang của nền tảng đoàn tụ: biểu mẫu sẽ hướng dẫn bạn từng bước.',
      },
      'search-missing': {
        title: 'Tìm kiếm trên nền tảng đoàn tụ',
        text: 'Để tìm người mất tích, hãy tìm trong các hồ sơ công khai theo tên, địa điểm hoặc mã hồ sơ trên trang tìm kiếm.',
      },
      benchmark: {
        title: 'Đo hiệu năng ngôn ngữ lập trình',
        text: 'Bạn có thể tự chạy bài đo trên trang của nó: cùng năm tác vụ bằng bảy ngôn ngữ, kết quả đặt cạnh nhau.',
      },
      'race-demo': {
        title: 'Giải thích điều kiện tranh chấp (race condition)',
        text: 'Bản demo điều kiện tranh chấp cho thấy trực tiếp: các khoản thanh toán đồng thời trên một cơ sở dữ liệu thật, rồi ba cách sửa giữ đúng từng đồng.',
      },
      contact: {
        title: 'Biểu mẫu liên hệ',
        text: 'Bạn có thể viết trực tiếp cho chủ trang qua biểu mẫu liên hệ trên trang chủ.',
      },
      volunteer: {
        title: 'Mạng lưới tình nguyện viên',
        text: 'Bạn có thể tham gia mạng lưới tình nguyện viên trên trang của mạng lưới: tình nguyện viên xác minh báo cáo, tìm kiếm tại chỗ và hỗ trợ các gia đình.',
      },
      'note-dance': {
        title: 'Note Dance',
        text: 'Note Dance được chơi trên trang riêng, bằng bàn phím máy tính, đàn piano MIDI hoặc đàn piano thật.',
      },
    },
  },
  zh: {
    intro: '以下是网站上的相关内容：',
    introFallback: '我只找到了英文内容：',
    seeAlso: '另请参阅：',
    none: '我在网站的页面中没有找到相关内容。您可以通过联系表单直接询问网站主人。',
    contactTitle: '联系表单',
    sources: '来源',
    redirects: {
      'report-missing': {
        title: '寻亲团聚平台',
        text: '要报告失踪人员，请使用寻亲团聚平台页面上的 **报告失踪人员** 按钮：表单会一步步引导您。',
      },
      'search-missing': {
        title: '搜索团聚平台',
        text: '要寻找失踪人员，请在搜索页面按姓名、地点或案例编号搜索公开案例。',
      },
      benchmark: {
        title: '编程语言性能基准测试',
        text: '您可以在基准测试页面亲自运行测试：七种语言执行相同的五项任务，结果并列显示。',
      },
      'race-demo': {
        title: '竞态条件详解',
        text: '竞态条件演示会现场展示：在真实数据库上进行并发支付，然后用三种修复方法保住每一分钱。',
      },
      contact: {
        title: '联系表单',
        text: '您可以通过首页上的联系表单直接给网站主人留言。',
      },
      volunteer: {
        title: '志愿者网络',
        text: '您可以在志愿者网络页面加入：志愿者核实报告、实地寻找并帮助家庭。',
      },
      'note-dance': {
        title: 'Note Dance',
        text: 'Note Dance 在它自己的页面上游玩，可以使用电脑键盘、MIDI 钢琴或真正的钢琴。',
      },
    },
  },
  ja: {
    intro: 'サイトにはこう書かれています：',
    introFallback: '英語の情報しか見つかりませんでした：',
    seeAlso: '関連ページ：',
    none: 'サイトのページにはその情報が見つかりませんでした。お問い合わせフォームからサイトのオーナーに直接お尋ねください。',
    contactTitle: 'お問い合わせフォーム',
    sources: '出典',
    redirects: {
      'report-missing': {
        title: '家族再会プラットフォーム',
        text: '行方不明者を届け出るには、家族再会プラットフォームのページにある **行方不明者を届け出る** ボタンを使ってください。フォームが手順どおりに案内します。',
      },
      'search-missing': {
        title: '再会プラットフォームを検索',
        text: '行方不明者を探すには、検索ページで名前・場所・事例番号から公開中の事例を検索してください。',
      },
      benchmark: {
        title: '言語パフォーマンスベンチマーク',
        text: 'ベンチマークはそのページでご自身で実行できます。7 つの言語で同じ 5 つのタスクを実行し、結果を並べて表示します。',
      },
      'race-demo': {
        title: '競合状態（レースコンディション）の解説',
        text: '競合状態のデモで実際に確かめられます。本物のデータベースで同時に支払いを行い、その後 3 つの対策で金額がまったく失われないことを示します。',
      },
      contact: {
        title: 'お問い合わせフォーム',
        text: 'ホームページのお問い合わせフォームから、オーナーに直接メッセージを送れます。',
      },
      volunteer: {
        title: 'ボランティアネットワーク',
        text: 'ボランティアネットワークのページから参加できます。ボランティアは報告を確認し、現地で捜索し、家族を支えます。',
      },
      'note-dance': {
        title: 'Note Dance',
        text: 'Note Dance は専用のページで、パソコンのキーボード、MIDI ピアノ、または本物のピアノで遊べます。',
      },
    },
  },
  ko: {
    intro: '사이트에 나와 있는 내용은 다음과 같습니다:',
    introFallback: '영어로 된 내용만 찾았습니다:',
    seeAlso: '함께 보기:',
    none: '사이트의 페이지에서 그에 관한 내용을 찾지 못했습니다. 문의 양식을 통해 사이트 운영자에게 직접 물어보실 수 있습니다.',
    contactTitle: '문의 양식',
    sources: '출처',
    redirects: {
      'report-missing': {
        title: '가족 찾기 플랫폼',
        text: '실종자를 신고하려면 가족 찾기 플랫폼 페이지의 **실종자 신고** 버튼을 이용하세요. 양식이 단계별로 안내합니다.',
      },
      'search-missing': {
        title: '재회 플랫폼 검색',
        text: '실종자를 찾으려면 검색 페이지에서 이름, 장소 또는 사례 번호로 공개된 사례를 검색하세요.',
      },
      benchmark: {
        title: '프로그래밍 언어 성능 벤치마크',
        text: '벤치마크 페이지에서 직접 실행해 볼 수 있습니다. 일곱 가지 언어로 같은 다섯 가지 작업을 실행하고 결과를 나란히 보여 줍니다.',
      },
      'race-demo': {
        title: '경쟁 상태 알아보기',
        text: '경쟁 상태 데모에서 직접 확인할 수 있습니다. 실제 데이터베이스에서 동시 결제를 실행한 뒤, 한 푼도 잃지 않는 세 가지 해결 방법을 보여 줍니다.',
      },
      contact: {
        title: '문의 양식',
        text: '홈 페이지의 문의 양식으로 운영자에게 직접 메시지를 보낼 수 있습니다.',
      },
      volunteer: {
        title: '자원봉사자 네트워크',
        text: '자원봉사자 네트워크 페이지에서 참여할 수 있습니다. 자원봉사자는 신고를 확인하고, 현장에서 수색하며, 가족을 돕습니다.',
      },
      'note-dance': {
        title: 'Note Dance',
        text: 'Note Dance는 전용 페이지에서 컴퓨터 키보드, MIDI 피아노 또는 실제 피아노로 즐길 수 있습니다.',
      },
    },
  },
  fr: {
    intro: 'Voici ce que dit le site :',
    introFallback: 'Je n’ai trouvé cela qu’en anglais :',
    seeAlso: 'Voir aussi :',
    none: 'Je n’ai rien trouvé à ce sujet dans les pages du site. Vous pouvez poser la question directement au propriétaire grâce au formulaire de contact.',
    contactTitle: 'Formulaire de contact',
    sources: 'Sources',
    redirects: {
      'report-missing': {
        title: 'Plateforme de retrouvailles familiales',
        text: 'Pour signaler une personne disparue, utilisez le bouton **Signaler une disparition** sur la page de la plateforme de retrouvailles : le formulaire vous guide pas à pas.',
      },
      'search-missing': {
        title: 'Rechercher sur la plateforme de retrouvailles',
        text: 'Pour rechercher une personne disparue, cherchez parmi les dossiers publics par nom, lieu ou numéro de dossier sur la page de recherche.',
      },
      benchmark: {
        title: 'Banc d’essai des performances des langages',
        text: 'Vous pouvez lancer le banc d’essai vous-même sur sa page : les cinq mêmes tâches dans sept langages, avec les résultats côte à côte.',
      },
      'race-demo': {
        title: 'Les situations de compétition (race conditions) expliquées',
        text: 'La démonstration des situations de compétition le montre en direct : des paiements simultanés sur une vraie base de données, puis trois correctifs qui préservent chaque centime.',
      },
      contact: {
        title: 'Formulaire de contact',
        text: 'Vous pouvez écrire directement au propriétaire grâce au formulaire de contact de la page d’accueil.',
      },
      volunteer: {
        title: 'Réseau de bénévoles',
        text: 'Vous pouvez rejoindre le réseau de bénévoles sur sa page : les bénévoles vérifient les signalements, cherchent sur le terrain et aident les familles.',
      },
      'note-dance': {
        title: 'Note Dance',
        text: 'Note Dance se joue sur sa propre page, avec le clavier de l’ordinateur, un piano MIDI ou un vrai piano.',
      },
    },
  },
  de: {
    intro: 'Das steht auf der Website:',
    introFallback: 'Ich habe das nur auf Englisch gefunden:',
    seeAlso: 'Siehe auch:',
    none: 'Dazu habe ich auf den Seiten der Website nichts gefunden. Sie können den Inhaber über das Kontaktformular direkt fragen.',
    contactTitle: 'Kontaktformular',
    sources: 'Quellen',
    redirects: {
      'report-missing': {
        title: 'Plattform für Familienzusammenführung',
        text: 'Um eine vermisste Person zu melden, nutzen Sie die Schaltfläche **Vermisste Person melden** auf der Seite der Plattform für Familienzusammenführung: Das Formular führt Sie Schritt für Schritt.',
      },
      'search-missing': {
        title: 'Die Wiedersehensplattform durchsuchen',
        text: 'Um eine vermisste Person zu suchen, durchsuchen Sie die öffentlichen Fälle auf der Suchseite nach Name, Ort oder Fallnummer.',
      },
      benchmark: {
        title: 'Leistungsvergleich von Programmiersprachen',
        text: 'Sie können den Leistungsvergleich auf seiner Seite selbst starten: dieselben fünf Aufgaben in sieben Sprachen, die Ergebnisse nebeneinander.',
      },
      'race-demo': {
        title: 'Race Conditions erklärt',
        text: 'Die Race-Condition-Demo zeigt es live: gleichzeitige Zahlungen auf einer echten Datenbank, dann drei Lösungen, die jeden Cent bewahren.',
      },
      contact: {
        title: 'Kontaktformular',
        text: 'Sie können dem Inhaber über das Kontaktformular auf der Startseite direkt schreiben.',
      },
      volunteer: {
        title: 'Freiwilligennetzwerk',
        text: 'Sie können dem Freiwilligennetzwerk auf seiner Seite beitreten: Freiwillige prüfen Meldungen, suchen vor Ort und helfen Familien.',
      },
      'note-dance': {
        title: 'Note Dance',
        text: 'Note Dance wird auf einer eigenen Seite gespielt, mit der Computertastatur, einem MIDI-Klavier oder einem echten Klavier.',
      },
    },
  },
  es: {
    intro: 'Esto es lo que dice el sitio:',
    introFallback: 'Solo encontré esto en inglés:',
    seeAlso: 'Ver también:',
    none: 'No encontré nada sobre eso en las páginas del sitio. Puedes preguntar directamente al propietario mediante el formulario de contacto.',
    contactTitle: 'Formulario de contacto',
    sources: 'Fuentes',
    redirects: {
      'report-missing': {
        title: 'Plataforma de reencuentro familiar',
        text: 'Para denunciar la desaparición de una persona, usa el botón **Denunciar una desaparición** en la página de la plataforma de reencuentro: el formulario te guía paso a paso.',
      },
      'search-missing': {
        title: 'Buscar en la plataforma de reencuentros',
        text: 'Para buscar a una persona desaparecida, busca entre los casos públicos por nombre, lugar o número de caso en la página de búsqueda.',
      },
      benchmark: {
        title: 'Comparativa de rendimiento de lenguajes',
        text: 'Puedes ejecutar la comparativa tú mismo en su página: las mismas cinco tareas en siete lenguajes, con los resultados uno al lado del otro.',
      },
      'race-demo': {
        title: 'Condiciones de carrera explicadas',
        text: 'La demostración de condiciones de carrera lo muestra en directo: pagos simultáneos en una base de datos real y, después, tres soluciones que conservan cada céntimo.',
      },
      contact: {
        title: 'Formulario de contacto',
        text: 'Puedes escribir directamente al propietario con el formulario de contacto de la página de inicio.',
      },
      volunteer: {
        title: 'Red de voluntarios',
        text: 'Puedes unirte a la red de voluntarios en su página: los voluntarios verifican los reportes, buscan sobre el terreno y ayudan a las familias.',
      },
      'note-dance': {
        title: 'Note Dance',
        text: 'Note Dance se juega en su propia página, con el teclado del ordenador, un piano MIDI o un piano de verdad.',
      },
    },
  },
  ru: {
    intro: 'Вот что говорится на сайте:',
    introFallback: 'Я нашёл это только на английском:',
    seeAlso: 'См. также:',
    none: 'Я ничего не нашёл об этом на страницах сайта. Вы можете спросить владельца напрямую через форму обратной связи.',
    contactTitle: 'Форма обратной связи',
    sources: 'Источники',
    redirects: {
      'report-missing': {
        title: 'Платформа воссоединения семей',
        text: 'Чтобы сообщить о пропавшем человеке, нажмите кнопку **Сообщить о пропавшем** на странице платформы воссоединения семей: форма проведёт вас шаг за шагом.',
      },
      'search-missing': {
        title: 'Поиск по платформе воссоединения',
        text: 'Чтобы найти пропавшего человека, ищите среди открытых дел по имени, месту или номеру дела на странице поиска.',
      },
      benchmark: {
        title: 'Сравнение производительности языков',
        text: 'Вы можете сами запустить сравнение на его странице: одни и те же пять задач на семи языках, результаты рядом.',
      },
      'race-demo': {
        title: 'Состояние гонки простыми словами',
        text: 'Демонстрация состояния гонки показывает это вживую: одновременные платежи в настоящей базе данных, а затем три исправления, которые сохраняют каждую копейку.',
      },
      contact: {
        title: 'Форма обратной связи',
        text: 'Вы можете написать владельцу напрямую через форму обратной связи на главной странице.',
      },
      volunteer: {
        title: 'Сеть волонтёров',
        text: 'Вы можете присоединиться к сети волонтёров на её странице: волонтёры проверяют сообщения, ищут на месте и помогают семьям.',
      },
      'note-dance': {
        title: 'Note Dance',
        text: 'В Note Dance играют на отдельной странице — с клавиатуры компьютера, на MIDI-пианино или на настоящем пианино.',
      },
    },
  },
  ar: {
    intro: 'إليك ما يقوله الموقع:',
    introFallback: 'لم أجد هذا إلا باللغة الإنجليزية:',
    seeAlso: 'انظر أيضًا:',
    none: 'لم أجد شيئًا عن ذلك في صفحات الموقع. يمكنك أن تسأل صاحب الموقع مباشرة عبر نموذج التواصل.',
    contactTitle: 'نموذج التواصل',
    sources: 'المصادر',
    redirects: {
      'report-missing': {
        title: 'منصة لمّ شمل العائلات',
        text: 'للإبلاغ عن شخص مفقود، استخدم زر **أبلغ عن شخص مفقود** في صفحة منصة لمّ شمل العائلات: سيرشدك النموذج خطوة بخطوة.',
      },
      'search-missing': {
        title: 'البحث في منصة لمّ الشمل',
        text: 'للبحث عن شخص مفقود، ابحث في الحالات المنشورة بالاسم أو المكان أو رقم الحالة في صفحة البحث.',
      },
      benchmark: {
        title: 'مقارنة أداء لغات البرمجة',
        text: 'يمكنك تشغيل المقارنة بنفسك في صفحتها: المهام الخمس نفسها بسبع لغات، والنتائج جنبًا إلى جنب.',
      },
      'race-demo': {
        title: 'شرح حالات التسابق',
        text: 'يعرض عرض حالات التسابق ذلك مباشرة: مدفوعات متزامنة على قاعدة بيانات حقيقية، ثم ثلاثة حلول تحافظ على كل قرش.',
      },
      contact: {
        title: 'نموذج التواصل',
        text: 'يمكنك مراسلة صاحب الموقع مباشرة عبر نموذج التواصل في الصفحة الرئيسية.',
      },
      volunteer: {
        title: 'شبكة المتطوعين',
        text: 'يمكنك الانضمام إلى شبكة المتطوعين من صفحتها: يتحقق المتطوعون من البلاغات ويبحثون ميدانيًا ويساعدون العائلات.',
      },
      'note-dance': {
        title: 'Note Dance',
        text: 'تُلعب Note Dance في صفحتها الخاصة، بلوحة مفاتيح الحاسوب أو بيانو MIDI أو بيانو حقيقي.',
      },
    },
  },
};
