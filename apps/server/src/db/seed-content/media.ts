import type { LanguageCode, MediaCategoryIcon } from '@site/contracts';

/** Text in every language; English is the fallback. */
type Texts<T> = { en: T } & Partial<Record<LanguageCode, T>>;
interface ItemText {
  title: string;
  description: string;
}

interface SeedBase {
  key: string;
  category: string;
  featured?: boolean;
  translations: Texts<ItemText>;
}

export type MediaSeedItem =
  | (SeedBase & { kind: 'scene'; width: number; height: number; palette: string[]; seed: number })
  | (SeedBase & { kind: 'diagram'; heading: string; boxes: string[] })
  | (SeedBase & { kind: 'melody'; notes: number[] })
  | (SeedBase & { kind: 'youtube'; youtubeId: string; duration: number | null });

export interface MediaSeed {
  categories: Array<{
    key: string;
    icon: MediaCategoryIcon;
    color: string;
    names: Texts<string>;
    descriptions: Texts<string>;
  }>;
  items: MediaSeedItem[];
  comments: Array<{
    item: string;
    name: string;
    text: string;
    status: 'approved' | 'pending';
    response?: string;
  }>;
}

/** The demo gallery of the sample developer: travel pictures, diagrams, a melody and two talks. */
export const MEDIA_SEED: MediaSeed = {
  categories: [
    {
      key: 'travel',
      icon: 'camera',
      color: '#2a9d8f',
      names: {
        en: 'Travel',
        vi: 'Du lịch',
        zh: '旅行',
        ja: '旅',
        ko: '여행',
        fr: 'Voyages',
        de: 'Reisen',
        es: 'Viajes',
        ru: 'Путешествия',
        ar: 'رحلات',
      },
      descriptions: {
        en: 'Places in Vietnam seen between two projects.',
        vi: 'Những nơi ở Việt Nam tôi đã ghé qua giữa hai dự án.',
        zh: '两个项目之间走过的越南各地。',
        ja: 'プロジェクトの合間に訪れたベトナム各地。',
        ko: '프로젝트 사이사이에 다녀온 베트남 곳곳.',
        fr: 'Des coins du Viêt Nam découverts entre deux projets.',
        de: 'Orte in Vietnam, entdeckt zwischen zwei Projekten.',
        es: 'Rincones de Vietnam descubiertos entre un proyecto y otro.',
        ru: 'Места во Вьетнаме, где я побывал между проектами.',
        ar: 'أماكن في فيتنام زرتُها بين مشروعين.',
      },
    },
    {
      key: 'nature',
      icon: 'map',
      color: '#52b788',
      names: {
        en: 'Nature',
        vi: 'Thiên nhiên',
        zh: '自然',
        ja: '自然',
        ko: '자연',
        fr: 'Nature',
        de: 'Natur',
        es: 'Naturaleza',
        ru: 'Природа',
        ar: 'طبيعة',
      },
      descriptions: {
        en: 'Mountains, rivers and forests.',
        vi: 'Núi non, sông nước và rừng cây.',
        zh: '山川与森林。',
        ja: '山と川と森。',
        ko: '산과 강, 그리고 숲.',
        fr: 'Montagnes, rivières et forêts.',
        de: 'Berge, Flüsse und Wälder.',
        es: 'Montañas, ríos y bosques.',
        ru: 'Горы, реки и леса.',
        ar: 'جبال وأنهار وغابات.',
      },
    },
    {
      key: 'architecture',
      icon: 'code',
      color: '#e76f51',
      names: {
        en: 'Architecture',
        vi: 'Kiến trúc',
        zh: '架构',
        ja: 'アーキテクチャ',
        ko: '아키텍처',
        fr: 'Architecture',
        de: 'Architektur',
        es: 'Arquitectura',
        ru: 'Архитектура',
        ar: 'معمارية الأنظمة',
      },
      descriptions: {
        en: 'Diagrams of systems I designed.',
        vi: 'Sơ đồ các hệ thống do tôi thiết kế.',
        zh: '我设计过的系统架构图。',
        ja: '自分で設計したシステムの構成図。',
        ko: '직접 설계한 시스템의 다이어그램.',
        fr: 'Schémas de systèmes que j’ai conçus.',
        de: 'Diagramme von Systemen, die ich entworfen habe.',
        es: 'Diagramas de sistemas que he diseñado.',
        ru: 'Схемы систем, которые я спроектировал.',
        ar: 'مخططات لأنظمة صمّمتُها.',
      },
    },
    {
      key: 'talks',
      icon: 'mic',
      color: '#efc940',
      names: {
        en: 'Talks',
        vi: 'Bài nói chuyện',
        zh: '演讲',
        ja: '講演',
        ko: '강연',
        fr: 'Conférences',
        de: 'Vorträge',
        es: 'Charlas',
        ru: 'Доклады',
        ar: 'محاضرات',
      },
      descriptions: {
        en: 'Conference talks worth watching.',
        vi: 'Những bài nói chuyện tại hội nghị đáng để xem.',
        zh: '值得一看的技术大会演讲。',
        ja: '一見の価値があるカンファレンス講演。',
        ko: '볼 만한 콘퍼런스 강연.',
        fr: 'Des conférences techniques qui valent le détour.',
        de: 'Konferenzvorträge, die sich lohnen.',
        es: 'Charlas de conferencias que vale la pena ver.',
        ru: 'Доклады с конференций, которые стоит посмотреть.',
        ar: 'محاضرات من مؤتمرات تستحق المشاهدة.',
      },
    },
    {
      key: 'music',
      icon: 'music',
      color: '#6d597a',
      names: {
        en: 'Music',
        vi: 'Âm nhạc',
        zh: '音乐',
        ja: '音楽',
        ko: '음악',
        fr: 'Musique',
        de: 'Musik',
        es: 'Música',
        ru: 'Музыка',
        ar: 'موسيقى',
      },
      descriptions: {
        en: 'Small pieces written for the Note Dance game.',
        vi: 'Những bản nhạc nhỏ viết cho trò chơi Note Dance.',
        zh: '为 Note Dance 游戏写的小曲。',
        ja: 'ゲーム「Note Dance」のために書いた小品。',
        ko: 'Note Dance 게임을 위해 만든 소품들.',
        fr: 'Petits morceaux composés pour le jeu Note Dance.',
        de: 'Kleine Stücke, geschrieben für das Spiel Note Dance.',
        es: 'Piezas breves compuestas para el juego Note Dance.',
        ru: 'Небольшие пьесы, написанные для игры Note Dance.',
        ar: 'مقطوعات قصيرة كتبتُها للعبة Note Dance.',
      },
    },
  ],
  items: [
    {
      key: 'mekong-dawn',
      kind: 'scene',
      category: 'travel',
      width: 1800,
      height: 1100,
      seed: 11,
      palette: ['#1d3557', '#f4a261', '#ffd166', '#355070', '#264653', '#1b263b'],
      translations: {
        en: {
          title: 'Dawn over the Mekong Delta',
          description:
            'First light over the river near Cần Thơ, when the floating market starts. Boats, mist and the smell of coffee.',
        },
        vi: {
          title: 'Bình minh trên đồng bằng sông Cửu Long',
          description:
            'Những tia nắng đầu tiên trên sông gần Cần Thơ, lúc chợ nổi bắt đầu nhóm họp. Ghe xuồng, sương sớm và mùi cà phê.',
        },
        zh: {
          title: '湄公河三角洲的黎明',
          description: '芹苴附近的河面上泛起第一缕晨光，水上市场正要开市。小船、薄雾，还有咖啡的香气。',
        },
        ja: {
          title: 'メコンデルタの夜明け',
          description:
            'カントー近くの川に朝の光が差し込み、水上マーケットが始まる頃。小舟と朝もや、そしてコーヒーの香り。',
        },
        ko: {
          title: '메콩 델타의 새벽',
          description: '껀터 근처 강 위로 첫 햇살이 비치고 수상시장이 열리는 시간. 배와 물안개, 그리고 커피 향.',
        },
        fr: {
          title: 'L’aube sur le delta du Mékong',
          description:
            'Premières lueurs sur le fleuve près de Cần Thơ, à l’heure où s’anime le marché flottant. Des barques, de la brume et une odeur de café.',
        },
        de: {
          title: 'Morgendämmerung im Mekongdelta',
          description:
            'Das erste Licht über dem Fluss bei Cần Thơ, wenn der schwimmende Markt beginnt. Boote, Nebel und der Duft von Kaffee.',
        },
        es: {
          title: 'Amanecer sobre el delta del Mekong',
          description:
            'Las primeras luces sobre el río cerca de Cần Thơ, cuando arranca el mercado flotante. Barcas, bruma y olor a café.',
        },
        ru: {
          title: 'Рассвет в дельте Меконга',
          description: 'Первые лучи над рекой у Кантхо, когда открывается плавучий рынок. Лодки, туман и запах кофе.',
        },
        ar: {
          title: 'الفجر فوق دلتا الميكونغ',
          description: 'أولى خيوط الضوء فوق النهر قرب كان ثو، حين تبدأ السوق العائمة. قوارب وضباب ورائحة القهوة.',
        },
      },
    },
    {
      key: 'ha-long-mist',
      kind: 'scene',
      category: 'nature',
      featured: true,
      width: 1600,
      height: 1000,
      seed: 23,
      palette: ['#adb5bd', '#e9ecef', '#ffffff', '#6c757d', '#495057', '#343a40'],
      translations: {
        en: {
          title: 'Ha Long Bay in the mist',
          description: 'Limestone islands fading into the morning haze, seen from a junk boat in late spring.',
        },
        vi: {
          title: 'Vịnh Hạ Long trong sương',
          description: 'Những đảo đá vôi mờ dần trong làn sương sớm, nhìn từ một chiếc thuyền buồm vào cuối xuân.',
        },
        zh: { title: '雾中的下龙湾', description: '暮春时节，从帆船上远眺，一座座石灰岩岛屿渐渐隐入晨雾。' },
        ja: { title: '霧のハロン湾', description: '晩春、ジャンク船から眺めた、朝霧に溶けていく石灰岩の島々。' },
        ko: {
          title: '안개 낀 하롱베이',
          description: '늦봄, 정크선 위에서 바라본, 아침 안개 속으로 희미하게 사라져 가는 석회암 섬들.',
        },
        fr: {
          title: 'La baie d’Along dans la brume',
          description:
            'Des îles calcaires qui se fondent dans la brume du matin, vues depuis une jonque à la fin du printemps.',
        },
        de: {
          title: 'Die Halong-Bucht im Nebel',
          description:
            'Kalksteininseln, die im Morgendunst verschwimmen, gesehen von einer Dschunke im späten Frühling.',
        },
        es: {
          title: 'La bahía de Ha Long entre la niebla',
          description:
            'Islas de piedra caliza que se desvanecen en la bruma matinal, vistas desde un junco a finales de primavera.',
        },
        ru: {
          title: 'Бухта Халонг в тумане',
          description: 'Известняковые острова, тающие в утренней дымке, — вид с джонки в конце весны.',
        },
        ar: {
          title: 'خليج ها لونغ في الضباب',
          description:
            'جزر من الحجر الجيري تتلاشى في ضباب الصباح، كما بدت من على متن قارب شراعي تقليدي في أواخر الربيع.',
        },
      },
    },
    {
      key: 'order-pipeline',
      kind: 'diagram',
      category: 'architecture',
      heading: 'Event-driven order pipeline',
      boxes: ['Checkout API', 'Outbox', 'Queue', 'Workers', 'Ledger'],
      translations: {
        en: {
          title: 'Event-driven order pipeline',
          description:
            'How orders leave the checkout: written once with an outbox row, published to a queue, processed idempotently and booked in the ledger.',
        },
        vi: {
          title: 'Luồng xử lý đơn hàng hướng sự kiện',
          description:
            'Đơn hàng đi ra từ bước thanh toán như thế nào: được ghi một lần kèm một dòng outbox, đẩy lên hàng đợi, xử lý idempotent rồi hạch toán vào sổ cái.',
        },
        zh: {
          title: '事件驱动的订单处理流水线',
          description:
            '订单离开结账环节之后：连同一条 outbox 记录一次性写入，发布到队列，以幂等方式处理，最后记入账本。',
        },
        ja: {
          title: 'イベント駆動の注文パイプライン',
          description:
            'チェックアウトを出た注文の流れ。アウトボックスの行と一緒に一度だけ書き込み、キューに発行し、冪等に処理して台帳に記帳します。',
        },
        ko: {
          title: '이벤트 기반 주문 파이프라인',
          description:
            '결제 이후 주문이 처리되는 흐름: 아웃박스 행과 함께 한 번만 기록하고, 큐에 발행한 뒤, 멱등하게 처리해 원장에 기록합니다.',
        },
        fr: {
          title: 'Pipeline de commandes piloté par les événements',
          description:
            'Le parcours d’une commande après le paiement : écrite une seule fois avec une ligne d’outbox, publiée dans une file, traitée de façon idempotente puis enregistrée dans le grand livre.',
        },
        de: {
          title: 'Ereignisgesteuerte Bestell-Pipeline',
          description:
            'Wie Bestellungen den Checkout verlassen: einmal zusammen mit einer Outbox-Zeile geschrieben, in eine Queue veröffentlicht, idempotent verarbeitet und im Hauptbuch verbucht.',
        },
        es: {
          title: 'Pipeline de pedidos orientado a eventos',
          description:
            'Cómo salen los pedidos del checkout: se escriben una sola vez junto con una fila en la outbox, se publican en una cola, se procesan de forma idempotente y se asientan en el libro mayor.',
        },
        ru: {
          title: 'Событийно-ориентированный конвейер заказов',
          description:
            'Что происходит с заказом после оформления: он один раз записывается вместе со строкой outbox, публикуется в очередь, идемпотентно обрабатывается и проводится по главной книге.',
        },
        ar: {
          title: 'خط معالجة الطلبات القائم على الأحداث',
          description:
            'كيف تخرج الطلبات من مرحلة الدفع: تُكتب مرة واحدة مع سجل في جدول outbox، ثم تُنشر في طابور، وتُعالَج بشكل آمن عند التكرار (idempotent)، وتُقيَّد في دفتر الأستاذ.',
        },
      },
    },
    {
      key: 'mu-cang-chai',
      kind: 'scene',
      category: 'nature',
      width: 1200,
      height: 1500,
      seed: 37,
      palette: ['#90e0ef', '#caf0f8', '#fff3b0', '#95d5b2', '#52b788', '#2d6a4f', '#1b4332'],
      translations: {
        en: {
          title: 'Terraced fields of Mù Cang Chải',
          description: 'Rice terraces in September, just before the harvest turns them gold.',
        },
        vi: {
          title: 'Ruộng bậc thang Mù Cang Chải',
          description: 'Ruộng bậc thang vào tháng Chín, ngay trước khi lúa chín vàng chờ ngày gặt.',
        },
        zh: { title: '木江界的梯田', description: '九月的梯田，稻谷即将成熟，转眼就要染成一片金黄。' },
        ja: { title: 'ムーカンチャイの棚田', description: '9月の棚田。収穫を前に、もうすぐ一面が黄金色に染まります。' },
        ko: {
          title: '무깡짜이의 계단식 논',
          description: '9월의 계단식 논. 수확을 앞두고 곧 황금빛으로 물들기 직전입니다.',
        },
        fr: {
          title: 'Les rizières en terrasses de Mù Cang Chải',
          description: 'Les rizières en septembre, juste avant qu’elles ne se parent d’or à l’approche de la récolte.',
        },
        de: {
          title: 'Reisterrassen von Mù Cang Chải',
          description: 'Reisterrassen im September, kurz bevor sie sich zur Ernte golden färben.',
        },
        es: {
          title: 'Los arrozales en terrazas de Mù Cang Chải',
          description: 'Las terrazas de arroz en septiembre, justo antes de que la cosecha las tiña de dorado.',
        },
        ru: {
          title: 'Рисовые террасы Мукангчая',
          description: 'Рисовые террасы в сентябре — совсем скоро, к сбору урожая, они станут золотыми.',
        },
        ar: {
          title: 'المدرجات الزراعية في مو كانغ تشاي',
          description: 'مدرجات الأرز في سبتمبر، قُبيل أن يكسوها موسم الحصاد بلونه الذهبي.',
        },
      },
    },
    {
      key: 'evening-melody',
      kind: 'melody',
      category: 'music',
      notes: [69, 72, 74, 76, 79, 76, 74, 72, 69, 67, 69, 72, 74, 72, 69],
      translations: {
        en: {
          title: 'Evening study in A minor',
          description: 'A short pentatonic melody written as a Note Dance practice piece.',
        },
        vi: {
          title: 'Khúc luyện tập buổi tối cung La thứ',
          description: 'Một giai điệu ngũ cung ngắn, viết làm bài luyện tập cho Note Dance.',
        },
        zh: { title: 'A 小调晚间练习曲', description: '一段简短的五声音阶旋律，是为 Note Dance 写的练习曲。' },
        ja: {
          title: 'イ短調の夕べのエチュード',
          description: 'Note Dance の練習曲として書いた、短いペンタトニックのメロディー。',
        },
        ko: { title: '가단조 저녁 연습곡', description: 'Note Dance 연습곡으로 만든 짧은 5음 음계 멜로디.' },
        fr: {
          title: 'Étude du soir en la mineur',
          description: 'Une courte mélodie pentatonique, écrite comme exercice pour Note Dance.',
        },
        de: {
          title: 'Abendetüde in a-Moll',
          description: 'Eine kurze pentatonische Melodie, geschrieben als Übungsstück für Note Dance.',
        },
        es: {
          title: 'Estudio vespertino en la menor',
          description: 'Una breve melodía pentatónica compuesta como pieza de práctica para Note Dance.',
        },
        ru: {
          title: 'Вечерний этюд ля минор',
          description: 'Короткая пентатоническая мелодия, написанная как упражнение для Note Dance.',
        },
        ar: {
          title: 'دراسة مسائية من مقام لا الصغير',
          description: 'لحن خماسي قصير كتبتُه كمقطوعة تدريبية في Note Dance.',
        },
      },
    },
    {
      key: 'read-replicas',
      kind: 'diagram',
      category: 'architecture',
      heading: 'Reads and writes, split',
      boxes: ['App servers', 'Primary', 'Replicas', 'Cache'],
      translations: {
        en: {
          title: 'Read replicas and a write primary',
          description: 'Writes go to the primary; reads that can be a second stale go to replicas behind a cache.',
        },
        vi: {
          title: 'Read replica và một primary nhận ghi',
          description:
            'Lệnh ghi đi vào primary; những lượt đọc chấp nhận dữ liệu trễ một giây thì đi tới các replica phía sau lớp cache.',
        },
        zh: {
          title: '只读副本与写主库',
          description: '写操作走主库；能容忍一秒延迟的读操作，则交给缓存后面的只读副本。',
        },
        ja: {
          title: 'リードレプリカと書き込み用プライマリ',
          description: '書き込みはプライマリへ。1秒程度古くても構わない読み取りは、キャッシュの背後にあるレプリカへ。',
        },
        ko: {
          title: '읽기 복제본과 쓰기용 프라이머리',
          description: '쓰기는 프라이머리로 보내고, 1초 정도 지연돼도 괜찮은 읽기는 캐시 뒤의 복제본으로 보냅니다.',
        },
        fr: {
          title: 'Réplicas en lecture et primaire en écriture',
          description:
            'Les écritures vont au primaire ; les lectures qui tolèrent une seconde de retard vont aux réplicas, derrière un cache.',
        },
        de: {
          title: 'Lesereplikate und ein Primary für Schreibzugriffe',
          description:
            'Schreibzugriffe gehen an den Primary; Lesezugriffe, die eine Sekunde veraltet sein dürfen, gehen an Replikate hinter einem Cache.',
        },
        es: {
          title: 'Réplicas de lectura y un primario de escritura',
          description:
            'Las escrituras van al primario; las lecturas que toleran un segundo de retraso van a las réplicas, detrás de una caché.',
        },
        ru: {
          title: 'Реплики для чтения и основной узел для записи',
          description:
            'Запись идёт в основной узел, а чтение, которому допустимо отставание в секунду, — в реплики за кешем.',
        },
        ar: {
          title: 'نسخ متماثلة للقراءة وخادم رئيسي للكتابة',
          description:
            'تذهب عمليات الكتابة إلى الخادم الرئيسي، أما عمليات القراءة التي تحتمل تأخرًا بثانية واحدة فتذهب إلى النسخ المتماثلة خلف ذاكرة تخزين مؤقت.',
        },
      },
    },
    {
      key: 'event-loop-talk',
      kind: 'youtube',
      category: 'talks',
      youtubeId: '8aGhZQkoFbQ',
      duration: 1606,
      translations: {
        en: {
          title: 'What the heck is the event loop anyway?',
          description: 'Philip Roberts at JSConf EU 2014: the clearest explanation of the JavaScript event loop.',
        },
        vi: {
          title: 'What the heck is the event loop anyway?',
          description: 'Philip Roberts tại JSConf EU 2014: lời giải thích dễ hiểu nhất về event loop trong JavaScript.',
        },
        zh: {
          title: 'What the heck is the event loop anyway?',
          description: 'Philip Roberts 在 JSConf EU 2014 上的演讲：对 JavaScript 事件循环最清晰的讲解。',
        },
        ja: {
          title: 'What the heck is the event loop anyway?',
          description:
            'JSConf EU 2014 での Philip Roberts の講演。JavaScript のイベントループをこれ以上なく分かりやすく解説しています。',
        },
        ko: {
          title: 'What the heck is the event loop anyway?',
          description:
            'JSConf EU 2014에서 Philip Roberts가 한 발표로, JavaScript 이벤트 루프를 가장 명쾌하게 설명합니다.',
        },
        fr: {
          title: 'What the heck is the event loop anyway?',
          description:
            'Philip Roberts à la JSConf EU 2014 : l’explication la plus claire de la boucle d’événements de JavaScript.',
        },
        de: {
          title: 'What the heck is the event loop anyway?',
          description:
            'Philip Roberts auf der JSConf EU 2014: die verständlichste Erklärung der JavaScript-Event-Loop.',
        },
        es: {
          title: 'What the heck is the event loop anyway?',
          description:
            'Philip Roberts en la JSConf EU 2014: la explicación más clara del bucle de eventos de JavaScript.',
        },
        ru: {
          title: 'What the heck is the event loop anyway?',
          description:
            'Филип Робертс на JSConf EU 2014 — самое понятное объяснение цикла событий (event loop) в JavaScript.',
        },
        ar: {
          title: 'What the heck is the event loop anyway?',
          description: 'فيليب روبرتس في JSConf EU 2014: أوضح شرح لحلقة الأحداث (event loop) في JavaScript.',
        },
      },
    },
    {
      key: 'saigon-night',
      kind: 'scene',
      category: 'travel',
      width: 1600,
      height: 900,
      seed: 53,
      palette: ['#03045e', '#7209b7', '#f72585', '#3a0ca3', '#240046', '#10002b'],
      translations: {
        en: {
          title: 'Saigon at night',
          description: 'The skyline from District 4 after the rain, neon reflected in the Saigon River.',
        },
        vi: {
          title: 'Sài Gòn về đêm',
          description: 'Đường chân trời nhìn từ Quận 4 sau cơn mưa, ánh đèn neon soi bóng xuống sông Sài Gòn.',
        },
        zh: { title: '西贡之夜', description: '雨后从第四郡望去的城市天际线，霓虹倒映在西贡河上。' },
        ja: {
          title: '夜のサイゴン',
          description: '雨上がりの4区から眺めたスカイライン。ネオンがサイゴン川に映り込みます。',
        },
        ko: { title: '사이공의 밤', description: '비 갠 뒤 4군에서 바라본 스카이라인, 사이공강에 비친 네온 불빛.' },
        fr: {
          title: 'Saïgon la nuit',
          description:
            'Les tours vues du 4e arrondissement après la pluie, et les néons qui se reflètent dans la rivière de Saïgon.',
        },
        de: {
          title: 'Saigon bei Nacht',
          description: 'Die Skyline vom 4. Bezirk aus nach dem Regen, Neonlichter spiegeln sich im Saigon-Fluss.',
        },
        es: {
          title: 'Saigón de noche',
          description:
            'El perfil de la ciudad desde el Distrito 4 tras la lluvia, con los neones reflejados en el río Saigón.',
        },
        ru: {
          title: 'Ночной Сайгон',
          description: 'Панорама города из 4-го округа после дождя, неоновые огни отражаются в реке Сайгон.',
        },
        ar: {
          title: 'سايغون ليلًا',
          description: 'أفق المدينة من الحي الرابع بعد المطر، وأضواء النيون تنعكس على صفحة نهر سايغون.',
        },
      },
    },
    {
      key: 'mess-we-are-in',
      kind: 'youtube',
      category: 'talks',
      youtubeId: 'lKXe3HUG2l4',
      duration: 2729,
      translations: {
        en: {
          title: "The Mess We're In",
          description:
            'Joe Armstrong at Strange Loop 2014 on complexity, entropy and why software is hard to keep simple.',
        },
        vi: {
          title: "The Mess We're In",
          description:
            'Joe Armstrong tại Strange Loop 2014 nói về độ phức tạp, entropy và vì sao phần mềm khó giữ được sự đơn giản.',
        },
        zh: {
          title: "The Mess We're In",
          description: 'Joe Armstrong 在 Strange Loop 2014 上谈复杂性、熵，以及为什么软件很难保持简单。',
        },
        ja: {
          title: "The Mess We're In",
          description:
            'Strange Loop 2014 での Joe Armstrong の講演。複雑さやエントロピー、そしてソフトウェアをシンプルに保つのがなぜ難しいのかを語ります。',
        },
        ko: {
          title: "The Mess We're In",
          description:
            'Strange Loop 2014에서 Joe Armstrong이 복잡성과 엔트로피, 그리고 소프트웨어를 단순하게 유지하기가 왜 어려운지 이야기합니다.',
        },
        fr: {
          title: "The Mess We're In",
          description:
            'Joe Armstrong à Strange Loop 2014, sur la complexité, l’entropie et la difficulté de garder un logiciel simple.',
        },
        de: {
          title: "The Mess We're In",
          description:
            'Joe Armstrong auf der Strange Loop 2014 über Komplexität, Entropie und darüber, warum es so schwer ist, Software einfach zu halten.',
        },
        es: {
          title: "The Mess We're In",
          description:
            'Joe Armstrong en Strange Loop 2014 sobre la complejidad, la entropía y por qué cuesta tanto mantener el software simple.',
        },
        ru: {
          title: "The Mess We're In",
          description:
            'Джо Армстронг на Strange Loop 2014 о сложности, энтропии и о том, почему программы так трудно сохранять простыми.',
        },
        ar: {
          title: "The Mess We're In",
          description:
            'جو أرمسترونغ في Strange Loop 2014 يتحدث عن التعقيد والإنتروبيا، ولماذا يصعب إبقاء البرمجيات بسيطة.',
        },
      },
    },
    {
      key: 'hoi-an-sunset',
      kind: 'scene',
      category: 'travel',
      featured: true,
      width: 1500,
      height: 1000,
      seed: 71,
      palette: ['#ff7b00', '#ffb703', '#fff1b8', '#9d0208', '#6a040f', '#370617'],
      translations: {
        en: {
          title: 'Sunset over Hội An',
          description: 'Lanterns coming on along the Thu Bồn river as the sun goes down over the old town.',
        },
        vi: {
          title: 'Hoàng hôn trên Hội An',
          description: 'Đèn lồng lần lượt thắp sáng dọc sông Thu Bồn khi mặt trời lặn xuống phố cổ.',
        },
        zh: { title: '会安的日落', description: '夕阳西沉，古城秋盆河畔的灯笼一盏盏亮起。' },
        ja: { title: 'ホイアンの夕暮れ', description: '旧市街に日が沈み、トゥボン川沿いにランタンが灯りはじめます。' },
        ko: {
          title: '호이안의 해질녘',
          description: '구시가지 위로 해가 지면서 투본강을 따라 등불이 하나둘 켜집니다.',
        },
        fr: {
          title: 'Coucher de soleil sur Hội An',
          description:
            'Les lanternes s’allument le long de la rivière Thu Bồn tandis que le soleil se couche sur la vieille ville.',
        },
        de: {
          title: 'Sonnenuntergang über Hội An',
          description:
            'Entlang des Flusses Thu Bồn gehen die Laternen an, während die Sonne über der Altstadt versinkt.',
        },
        es: {
          title: 'Atardecer en Hội An',
          description:
            'Los farolillos se encienden a lo largo del río Thu Bồn mientras el sol se pone sobre el casco antiguo.',
        },
        ru: {
          title: 'Закат над Хойаном',
          description: 'Вдоль реки Тхубон зажигаются фонарики, пока солнце садится над старым городом.',
        },
        ar: {
          title: 'غروب الشمس فوق هوي آن',
          description: 'الفوانيس تُضاء على طول نهر ثو بون بينما تغيب الشمس فوق البلدة القديمة.',
        },
      },
    },
    {
      key: 'da-lat-pines',
      kind: 'scene',
      category: 'nature',
      width: 1100,
      height: 1400,
      seed: 89,
      palette: ['#a8dadc', '#f1faee', '#e9f5db', '#52796f', '#354f52', '#2f3e46'],
      translations: {
        en: {
          title: 'Pine forest of Đà Lạt',
          description:
            'Cool air, pine needles and fog in the highlands, three hundred kilometres from the heat of the city.',
        },
        vi: {
          title: 'Rừng thông Đà Lạt',
          description:
            'Không khí se lạnh, lá thông và sương mù nơi cao nguyên, cách cái nóng của thành phố ba trăm cây số.',
        },
        zh: { title: '大叻的松林', description: '高原上清凉的空气、松针与薄雾，离城市的酷热足有三百公里。' },
        ja: {
          title: 'ダラットの松林',
          description: '高原のひんやりとした空気、松葉、そして霧。街の暑さから300キロ離れた場所です。',
        },
        ko: {
          title: '달랏의 소나무 숲',
          description: '도시의 더위에서 300킬로미터 떨어진 고원의 서늘한 공기와 솔잎, 그리고 안개.',
        },
        fr: {
          title: 'La forêt de pins de Dalat',
          description:
            'Air frais, aiguilles de pin et brouillard sur les hauts plateaux, à trois cents kilomètres de la chaleur de la ville.',
        },
        de: {
          title: 'Kiefernwald bei Đà Lạt',
          description:
            'Kühle Luft, Kiefernnadeln und Nebel im Hochland, dreihundert Kilometer von der Hitze der Stadt entfernt.',
        },
        es: {
          title: 'El pinar de Đà Lạt',
          description:
            'Aire fresco, agujas de pino y niebla en las tierras altas, a trescientos kilómetros del calor de la ciudad.',
        },
        ru: {
          title: 'Сосновый лес Далата',
          description: 'Прохладный воздух, сосновая хвоя и туман на плато — в трёхстах километрах от городской жары.',
        },
        ar: {
          title: 'غابة الصنوبر في دالات',
          description: 'هواء منعش وإبر الصنوبر وضباب في المرتفعات، على بعد ثلاثمئة كيلومتر من حرّ المدينة.',
        },
      },
    },
  ],
  comments: [
    {
      item: 'ha-long-mist',
      name: 'Lan Pham',
      text: 'Beautiful! Which month was this taken? I am planning a trip.',
      status: 'approved',
      response: 'Late April. The mornings are misty like this until about 9 o’clock.',
    },
    {
      item: 'ha-long-mist',
      name: 'Tom Becker',
      text: 'The colours remind me of a Chinese ink painting. Lovely work.',
      status: 'approved',
    },
    {
      item: 'order-pipeline',
      name: 'Sara Ahmed',
      text: 'How do you handle a worker that crashes after booking but before acknowledging the message?',
      status: 'approved',
      response: 'Booking is idempotent: the ledger has a unique key per order event, so a redelivery is a no-op.',
    },
    {
      item: 'hoi-an-sunset',
      name: 'Kenji Watanabe',
      text: 'I stood on that same bridge last year. Great memories, thank you for sharing.',
      status: 'pending',
    },
  ],
};
