import type { SeedOf } from './types.js';

/** Talks on YouTube: the video id and its length. */

export const eventLoopTalk: SeedOf<'youtube'> = {
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
      description: 'JSConf EU 2014에서 Philip Roberts가 한 발표로, JavaScript 이벤트 루프를 가장 명쾌하게 설명합니다.',
    },
    fr: {
      title: 'What the heck is the event loop anyway?',
      description:
        'Philip Roberts à la JSConf EU 2014 : l’explication la plus claire de la boucle d’événements de JavaScript.',
    },
    de: {
      title: 'What the heck is the event loop anyway?',
      description: 'Philip Roberts auf der JSConf EU 2014: die verständlichste Erklärung der JavaScript-Event-Loop.',
    },
    es: {
      title: 'What the heck is the event loop anyway?',
      description: 'Philip Roberts en la JSConf EU 2014: la explicación más clara del bucle de eventos de JavaScript.',
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
};

export const messWeAreIn: SeedOf<'youtube'> = {
  key: 'mess-we-are-in',
  kind: 'youtube',
  category: 'talks',
  youtubeId: 'lKXe3HUG2l4',
  duration: 2729,
  translations: {
    en: {
      title: "The Mess We're In",
      description: 'Joe Armstrong at Strange Loop 2014 on complexity, entropy and why software is hard to keep simple.',
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
      description: 'جو أرمسترونغ في Strange Loop 2014 يتحدث عن التعقيد والإنتروبيا، ولماذا يصعب إبقاء البرمجيات بسيطة.',
    },
  },
};
