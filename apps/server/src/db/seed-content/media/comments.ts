import type { MediaSeed } from './types.js';

/** Visitors' comments on the demo items, some answered by the owner, one still waiting for approval. */
export const COMMENTS: MediaSeed['comments'] = [
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
];
