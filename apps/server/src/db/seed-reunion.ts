import { LANGUAGE_CODES, type CaseTranslation, type LanguageCode } from '@site/contracts';
import { ReunionRepository, type StatusNote } from '../modules/reunion/reunion.repository.js';
import { coarse } from '../modules/reunion/reunion.service.js';
import { SiteRepository } from '../modules/site/site.repository.js';
import type { FileStorage } from '../plugins/storage.js';
import type { Db } from './database.js';
import { avatarWebp } from './seed-avatar.js';
import {
  REUNION_SEED,
  SEED_CASE_FACTS,
  SEED_CASE_KEYS,
  type SeedCaseKey,
  type SeedNoteKey,
} from './seed-content/reunion/index.js';

/** Marks that the demo cases were created, so that the owner's deletions stick. */
const REUNION_SEEDED = 'seed.reunion';

/** A case's texts in every language. */
function translationsOf(key: SeedCaseKey): Record<LanguageCode, CaseTranslation> {
  return Object.fromEntries(LANGUAGE_CODES.map((code) => [code, REUNION_SEED[code].cases[key]])) as Record<
    LanguageCode,
    CaseTranslation
  >;
}

/** A status note in every language. */
function noteOf(key: SeedNoteKey | undefined): StatusNote {
  if (!key) return {};
  return Object.fromEntries(LANGUAGE_CODES.map((code) => [code, REUNION_SEED[code].notes[key]]));
}

/**
 * The twelve demo cases of the reunion platform: fictional people marked as samples, with drawn avatars,
 * texts in all ten languages, their status histories and fictional reporter contacts. Once per database.
 */
export async function seedReunion(db: Db, storage: FileStorage): Promise<string[]> {
  const settings = new SiteRepository(db);
  if ((await settings.getMany([REUNION_SEEDED])).has(REUNION_SEEDED)) return [];
  const repo = new ReunionRepository(db);
  const existing = await repo.existingNumbers(SEED_CASE_KEYS.map((key) => SEED_CASE_FACTS[key].case_number));
  const inserted: string[] = [];
  for (const key of SEED_CASE_KEYS) {
    const facts = SEED_CASE_FACTS[key];
    if (existing.has(facts.case_number)) continue;
    const photoKey = `seed/reunion/${facts.case_number}.webp`;
    await storage.put(
      photoKey,
      await avatarWebp({ case_number: facts.case_number, gender: facts.gender, age: facts.age_at_missing }),
    );
    const [opening, ...changes] = facts.history;
    if (!opening) throw new Error(`seed case ${key} has no history`);
    const id = await repo.create(
      {
        is_sample: true,
        full_name: facts.full_name,
        gender: facts.gender,
        birth_year: facts.birth_year,
        age_at_missing: facts.age_at_missing,
        height_cm: facts.height_cm,
        photo_url: storage.urlOf(photoKey),
        missing_since: facts.missing_since,
        last_seen: coarse(facts),
        translations: translationsOf(key),
      },
      facts.contact,
      { case_number: facts.case_number, status: opening.status, note: noteOf(opening.note), at: opening.at },
    );
    for (const change of changes) await repo.changeStatus(id, change.status, noteOf(change.note), change.at);
    inserted.push(`reunion-case:${facts.case_number}`);
  }
  await settings.setMany({ [REUNION_SEEDED]: new Date().toISOString() });
  return inserted;
}
