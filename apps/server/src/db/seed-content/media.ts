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
      names: { en: 'Travel' },
      descriptions: { en: 'Places in Vietnam seen between two projects.' },
    },
    {
      key: 'nature',
      icon: 'map',
      color: '#52b788',
      names: { en: 'Nature' },
      descriptions: { en: 'Mountains, rivers and forests.' },
    },
    {
      key: 'architecture',
      icon: 'code',
      color: '#e76f51',
      names: { en: 'Architecture' },
      descriptions: { en: 'Diagrams of systems I designed.' },
    },
    {
      key: 'talks',
      icon: 'mic',
      color: '#efc940',
      names: { en: 'Talks' },
      descriptions: { en: 'Conference talks worth watching.' },
    },
    {
      key: 'music',
      icon: 'music',
      color: '#6d597a',
      names: { en: 'Music' },
      descriptions: { en: 'Small pieces written for the Note Dance game.' },
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
