import type { LanguageCode } from '@site/contracts';
import { ar } from './ar.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import { ru } from './ru.js';
import type { ReunionSeedLanguage } from './types.js';
import { vi } from './vi.js';
import { zh } from './zh.js';

export { SEED_CASE_FACTS } from './facts.js';
export { SEED_CASE_KEYS, SEED_NOTE_KEYS, type SeedCaseFacts, type SeedCaseKey, type SeedNoteKey } from './types.js';

/** The demo cases' texts and status notes in all ten languages. */
export const REUNION_SEED: Record<LanguageCode, ReunionSeedLanguage> = { en, vi, zh, ja, ko, fr, de, es, ru, ar };
