import { CATEGORIES } from './media/categories.js';
import { COMMENTS } from './media/comments.js';
import { daLatPines, haLongMist, hoiAnSunset, mekongDawn, muCangChai, saigonNight } from './media/scenes.js';
import { orderPipeline, readReplicas } from './media/diagrams.js';
import { eveningMelody } from './media/melodies.js';
import { eventLoopTalk, messWeAreIn } from './media/talks.js';
import type { MediaSeed } from './media/types.js';

export type { MediaSeed, MediaSeedItem } from './media/types.js';

/**
 * The demo gallery of the sample developer: travel pictures, diagrams, a melody and two talks. Each kind of
 * content has its own file in `media/`; the items stand here in the order they are seeded.
 */
export const MEDIA_SEED: MediaSeed = {
  categories: CATEGORIES,
  items: [
    mekongDawn,
    haLongMist,
    orderPipeline,
    muCangChai,
    eveningMelody,
    readReplicas,
    eventLoopTalk,
    saigonNight,
    messWeAreIn,
    hoiAnSunset,
    daLatPines,
  ],
  comments: COMMENTS,
};
