import type { SeedOf } from './types.js';

/** Architecture diagrams: a heading and its boxes. */

export const orderPipeline: SeedOf<'diagram'> = {
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
      description: '订单离开结账环节之后：连同一条 outbox 记录一次性写入，发布到队列，以幂等方式处理，最后记入账本。',
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
};

export const readReplicas: SeedOf<'diagram'> = {
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
};
