import type { CaseGender, ReporterRelationship } from '@site/contracts';
import { birthGap, birthMiddle, birthRange, dayNumber, placeKey, type BirthRange } from './facts.js';
import { compareNameParts, MAX_NAME_LENGTH, nameParts, nameWords, round, type NameComparison } from './names.js';
import type { Match, MatchReason, MatchRecord, RankOptions } from './types.js';

export const DEFAULT_LIMIT = 10;
export const DEFAULT_MIN_SCORE = 0.35;

// ---- Weights (README, "Scores"). Each direction's weights add up to 1 (the commune's or the province's).

/** Same person: the name weighs most; the rest counts only as far as the names agree. */
const SAME = { name: 0.45, birth: 0.15, gender: 0.05, commune: 0.2, province: 0.1, date: 0.15 } as const;
/** Reverse search: the crosswise names, then kinship, places and generations. */
const REVERSE = { name: 0.4, otherName: 0.15, kinship: 0.2, commune: 0.15, province: 0.08, generation: 0.1 } as const;

/** Below this name score a pair is not the same person, whatever else agrees. */
const SAME_NAME_FLOOR = 0.35;
/** A reverse search needs a real crosswise name match (a shared given name is not enough). */
const REVERSE_NAME_FLOOR = 0.7;
/** From this name score a reason says "same name"; below it, "similar name" (with what differs). */
const SAME_NAME = 0.95;
/** The rest of the evidence counts from nothing at the floor to fully at this name score. */
const FULL_CONTEXT_NAME = 0.8;

/** Birth years further apart than this are not the same person; within it, closer is better. */
const BIRTH_TOLERANCE = 2;
const BIRTH_SCORES = [1, 0.75, 0.5];
/** Birth years 3 to 5 years apart lower the score; more than 5 lower it strongly. */
const BIRTH_FAR = 5;
const BIRTH_NEAR_PENALTY = 0.7;
const BIRTH_FAR_PENALTY = 0.35;
/** A man and a woman are not the same person: the score drops strongly. */
const GENDER_PENALTY = 0.35;
/** Both provinces known and different: someone may have moved, but it is less likely. */
const OTHER_PROVINCE_PENALTY = 0.8;
/** Missing dates at most this many days apart support the same person, the closer the more. */
const NEAR_DAYS = 30;
/** Kinship that contradicts (both say "parent"), or generations that do not fit it. */
const KINSHIP_PENALTY = 0.6;
const GENERATION_PENALTY = 0.4;

/** What the matcher reads of a record: the names at once, the rest when a name matched (most pairs stop there). */
interface Prepared {
  record: MatchRecord;
  missingName: ReturnType<typeof nameParts>;
  reporterName: ReturnType<typeof nameParts> | undefined;
  details?: Details;
}

interface Details {
  birth: BirthRange | null;
  gender: CaseGender | null;
  day: number | null;
  provinceId: string | null;
  provinceName: string | null;
  communeIds: readonly string[];
  communeName: string | null;
  /** The names as written, for the reason lines. */
  provinceLabel: string;
  communeLabel: string;
}

/** A place's name as written, for a reason line: whitespace made single spaces, at most MAX_LABEL characters. */
const MAX_LABEL = 80;
function label(value: unknown): string {
  return typeof value === 'string'
    ? value
        .slice(0, MAX_LABEL * 4)
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, MAX_LABEL)
    : '';
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function prepare(record: MatchRecord): Prepared {
  const missing = record.missing;
  const reporter = record.reporter && typeof record.reporter.name === 'string' ? record.reporter : null;
  return {
    record,
    missingName: partsOf(missing ? missing.name : ''),
    reporterName: reporter ? partsOf(reporter.name) : undefined,
  };
}

/**
 * Names already cut into folded words, by the name as given. The same cases and reports are compared with every
 * new report, so most names are met again; the table is emptied when it reaches NAME_CACHE_SIZE entries, which
 * bounds its memory (a few megabytes). The answer never depends on it.
 */
const NAME_CACHE_SIZE = 50_000;
const NAME_CACHE = new Map<string, ReturnType<typeof nameParts>>();

function partsOf(name: string): ReturnType<typeof nameParts> {
  if (typeof name !== 'string') return null;
  if (name.length > MAX_NAME_LENGTH) return nameParts(nameWords(name));
  let parts = NAME_CACHE.get(name);
  if (parts === undefined) {
    parts = nameParts(nameWords(name));
    if (NAME_CACHE.size >= NAME_CACHE_SIZE) NAME_CACHE.clear();
    NAME_CACHE.set(name, parts);
  }
  return parts;
}

function details(prepared: Prepared): Details {
  if (prepared.details) return prepared.details;
  const missing = prepared.record.missing ?? ({} as Partial<MatchRecord['missing']>);
  const gender = missing.gender;
  prepared.details = {
    birth: birthRange(missing, missing.missing_date),
    gender: gender === 'male' || gender === 'female' || gender === 'other' ? gender : null,
    day: dayNumber(missing.missing_date),
    provinceId: text(missing.province_id),
    provinceName: placeKey(missing.province, 'province'),
    communeIds: Array.isArray(missing.commune_ids)
      ? missing.commune_ids.filter((id): id is string => typeof id === 'string' && id !== '')
      : [],
    communeName: placeKey(missing.commune, 'commune'),
    provinceLabel: label(missing.province),
    communeLabel: label(missing.commune),
  };
  return prepared.details;
}

/** How far the rest of the evidence counts, from the name score: none at the floor, all from FULL_CONTEXT_NAME. */
function contextWeight(nameScore: number): number {
  return Math.min(1, Math.max(0, (nameScore - SAME_NAME_FLOOR) / (FULL_CONTEXT_NAME - SAME_NAME_FLOOR)));
}

function nameReason(comparison: NameComparison, crosswise: string): MatchReason {
  const notes: Record<NameComparison['note'], string> = {
    same: 'same name',
    joined: 'same letters, spaced differently',
    typo: 'one letter differs in a word',
    middle_left_out: 'a middle name left out',
    middle_differs: 'another middle name',
    reversed: 'same name in the other order',
    given_only: 'only a given name to compare',
    same_given_name: 'same given name, another family name',
    different: 'other names',
  };
  const detail = `${notes[comparison.note]}${crosswise}`;
  if (comparison.note === 'same_given_name') return { code: 'same_given_name', detail };
  return { code: comparison.score >= SAME_NAME ? 'same_name' : 'similar_name', detail };
}

/** Same commune, same province, other provinces, or nothing to compare. */
interface PlaceComparison {
  level: 'commune' | 'province' | 'other_province' | null;
  reason: MatchReason | null;
}

function comparePlaces(a: Details, b: Details): PlaceComparison {
  // Ids when both sides have them, names otherwise (cases store names); one side's id and the other's name say
  // nothing, since this package does not load the place data.
  let province: boolean | null = null;
  if (a.provinceId !== null && b.provinceId !== null) province = a.provinceId === b.provinceId;
  else if (a.provinceName !== null && b.provinceName !== null) province = a.provinceName === b.provinceName;
  if (a.communeIds.length > 0 && b.communeIds.length > 0) {
    const shared = a.communeIds.find((id) => b.communeIds.includes(id));
    if (shared !== undefined) {
      const split = a.communeIds.length > 1 || b.communeIds.length > 1;
      // The commune's name when a side names exactly that one commune; its id otherwise.
      const named = [a, b].find((side) => side.communeIds.length === 1 && side.communeLabel !== '');
      const name = named ? `"${named.communeLabel}"` : `commune ${shared}`;
      return {
        level: 'commune',
        reason: { code: 'same_commune', detail: split ? `${name} (a ward split in 2025)` : name },
      };
    }
  } else if (a.communeName !== null && b.communeName !== null && province !== false) {
    // Commune names repeat across provinces ("Phường 1"): a name counts only where the provinces may agree.
    if (a.communeName === b.communeName) {
      return { level: 'commune', reason: { code: 'same_commune', detail: `same commune name "${a.communeLabel}"` } };
    }
  }
  if (province === true) {
    const detail = a.provinceLabel !== '' ? `"${a.provinceLabel}"` : `province ${a.provinceId ?? ''}`;
    return { level: 'province', reason: { code: 'same_province', detail } };
  }
  return { level: province === false ? 'other_province' : null, reason: null };
}

interface Scored {
  score: number;
  reasons: MatchReason[];
}

function samePerson(subject: Prepared, candidate: Prepared): Scored | null {
  const name = compareNameParts(subject.missingName, candidate.missingName, SAME_NAME_FLOOR);
  if (name.score < SAME_NAME_FLOOR) return null;
  const s = details(subject);
  const c = details(candidate);
  const reasons: MatchReason[] = [nameReason(name, '')];
  let context = 0;
  let factor = 1;

  if (s.birth !== null && c.birth !== null) {
    const gap = birthGap(s.birth, c.birth);
    const code = s.birth.source === 'birth_year' && c.birth.source === 'birth_year' ? 'birth_year' : 'age';
    const both = `${s.birth.text} vs ${c.birth.text}`;
    if (gap <= BIRTH_TOLERANCE) {
      context += SAME.birth * BIRTH_SCORES[gap]!;
      reasons.push({ code, detail: gap === 0 ? both : `${both} (${gap} year${gap > 1 ? 's' : ''} apart)` });
    } else {
      factor *= gap <= BIRTH_FAR ? BIRTH_NEAR_PENALTY : BIRTH_FAR_PENALTY;
      reasons.push({ code, detail: `${both}: ${gap} years apart, contradicts` });
    }
  }

  if (s.gender !== null && c.gender !== null) {
    if (s.gender === c.gender) {
      context += SAME.gender;
      reasons.push({ code: 'gender', detail: `both ${s.gender}` });
    } else if (s.gender !== 'other' && c.gender !== 'other') {
      factor *= GENDER_PENALTY;
      reasons.push({ code: 'gender', detail: `${s.gender} vs ${c.gender}, contradicts` });
    }
  }

  const place = comparePlaces(s, c);
  if (place.level === 'commune') context += SAME.commune;
  else if (place.level === 'province') context += SAME.province;
  else if (place.level === 'other_province') factor *= OTHER_PROVINCE_PENALTY;
  if (place.reason) reasons.push(place.reason);

  if (s.day !== null && c.day !== null) {
    const days = Math.abs(s.day - c.day);
    if (days <= NEAR_DAYS) {
      context += SAME.date * (1 - days / (2 * NEAR_DAYS));
      reasons.push({
        code: 'near_date',
        detail: days === 0 ? 'same missing date' : `missing dates ${days} days apart`,
      });
    }
  }

  const score = (SAME.name * name.score + contextWeight(name.score) * context) * factor;
  return { score, reasons };
}

/** The kinship that answers each one: a parent's missing child is, seen from the child, a missing parent. */
const COMPLEMENT: Partial<Record<ReporterRelationship, ReporterRelationship>> = {
  parent: 'child',
  child: 'parent',
  sibling: 'sibling',
  spouse: 'spouse',
  grandparent: 'grandchild',
  grandchild: 'grandparent',
};
const FAMILY = new Set<ReporterRelationship>(['parent', 'child', 'sibling', 'spouse', 'grandparent', 'grandchild']);

/**
 * How well two reporters' kinships answer each other, 0..1, or null when they contradict: exact complements 1
 * (child ↔ parent, sibling ↔ sibling, spouse ↔ spouse, grandchild ↔ grandparent), "relative" with any kinship
 * 0.6, friend or neighbour with the same 0.5, "other" 0.4.
 */
function kinship(a: ReporterRelationship, b: ReporterRelationship): number | null {
  if (COMPLEMENT[a] === b) return 1;
  if (a === 'relative' || b === 'relative') return FAMILY.has(a) || FAMILY.has(b) || a === b ? 0.6 : 0.4;
  if (a === 'other' || b === 'other') return 0.4;
  if ((a === 'friend' || a === 'neighbour') && a === b) return 0.5;
  if (FAMILY.has(a) && FAMILY.has(b)) return null;
  return 0.4;
}

/**
 * Whether two birth years fit a kinship, where `relation` is what X is to Y and `gap` is Y's birth year minus X's:
 * a child born 12 to 60 years after the parent, a grandchild at least 28 years after, siblings within 25 years of
 * each other, spouses within 30; null when the kinship says nothing about ages.
 */
function generationFits(relation: ReporterRelationship, gap: number): boolean | null {
  switch (relation) {
    case 'child':
      return gap <= -12 && gap >= -60;
    case 'parent':
      return gap >= 12 && gap <= 60;
    case 'grandchild':
      return gap <= -28;
    case 'grandparent':
      return gap >= 28;
    case 'sibling':
      return Math.abs(gap) <= 25;
    case 'spouse':
      return Math.abs(gap) <= 30;
    default:
      return null;
  }
}

function reverse(subject: Prepared, candidate: Prepared): Scored | null {
  const subjectReporter = subject.record.reporter ?? null;
  const candidateReporter = candidate.record.reporter ?? null;
  if (subjectReporter === null && candidateReporter === null) return null;
  // This record's reporter is the other's missing person, and/or the other's reporter is this missing person.
  const ours =
    subject.reporterName !== undefined
      ? compareNameParts(subject.reporterName, candidate.missingName, REVERSE_NAME_FLOOR)
      : null;
  const theirs =
    candidate.reporterName !== undefined
      ? compareNameParts(candidate.reporterName, subject.missingName, REVERSE_NAME_FLOOR)
      : null;
  const oursOk = ours !== null && ours.score >= REVERSE_NAME_FLOOR;
  const theirsOk = theirs !== null && theirs.score >= REVERSE_NAME_FLOOR;
  if (!oursOk && !theirsOk) return null;
  const s = details(subject);
  const c = details(candidate);

  const best = Math.max(oursOk ? ours.score : 0, theirsOk ? theirs.score : 0);
  const other = oursOk && theirsOk ? Math.min(ours.score, theirs.score) : 0;
  const reasons: MatchReason[] = [];
  if (oursOk) reasons.push(nameReason(ours, " (this reporter and the other's missing person)"));
  if (theirsOk) reasons.push(nameReason(theirs, " (the other's reporter and this missing person)"));
  let context = REVERSE.otherName * other;
  let factor = 1;

  // Kinship: the two reporters' relationships should answer each other.
  let kin = 0.5;
  let kinText = 'one kinship known';
  if (subjectReporter !== null && candidateReporter !== null) {
    const fit = kinship(subjectReporter.relationship, candidateReporter.relationship);
    kinText = `${subjectReporter.relationship} ↔ ${candidateReporter.relationship}`;
    if (fit === null) {
      kin = 0;
      factor *= KINSHIP_PENALTY;
      kinText += ', contradicts';
    } else kin = fit;
  }
  context += REVERSE.kinship * kin;
  reasons.unshift({
    code: 'reverse_search',
    detail: `${oursOk && theirsOk ? 'names match both ways' : 'names match one way'}; ${kinText}`,
  });

  // Generations: X (the other's missing person) should be of the age the kinship says, relative to Y (this one).
  // Read from the side whose names matched: this reporter is X, or the other's reporter is Y.
  const relation: ReporterRelationship | null =
    oursOk && subjectReporter !== null
      ? subjectReporter.relationship
      : candidateReporter !== null
        ? (COMPLEMENT[candidateReporter.relationship] ?? null)
        : null;
  let generation = 0.5;
  if (relation !== null && s.birth !== null && c.birth !== null) {
    const gap = Math.round(birthMiddle(s.birth) - birthMiddle(c.birth));
    const fits = generationFits(relation, gap);
    const both = `${s.birth.text} vs ${c.birth.text}`;
    if (fits === true) {
      generation = 1;
      reasons.push({ code: 'birth_year', detail: `${both}, fits ${relation}` });
    } else if (fits === false) {
      generation = 0;
      factor *= GENERATION_PENALTY;
      reasons.push({ code: 'birth_year', detail: `${both}, does not fit ${relation}` });
    }
  }
  context += REVERSE.generation * generation;

  const place = comparePlaces(s, c);
  if (place.level === 'commune') context += REVERSE.commune;
  else if (place.level === 'province') context += REVERSE.province;
  else if (place.level === 'other_province') factor *= OTHER_PROVINCE_PENALTY;
  if (place.reason) reasons.push(place.reason);

  const score = (REVERSE.name * best + contextWeight(best) * context) * factor;
  return { score, reasons };
}

function option(value: number | undefined, fallback: number, min: number, max: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}

/**
 * The candidates that may be the subject's missing person reported again (`same_person`), or the other side of a
 * reverse search (`reverse`), best first (score, then kind, then id), at most `limit`, none below `minScore`.
 * The subject itself (same kind and id) is never a candidate.
 */
export function rankMatches(
  subject: MatchRecord,
  candidates: readonly MatchRecord[],
  options: RankOptions = {},
): Match[] {
  const limit = Math.floor(option(options.limit, DEFAULT_LIMIT, 0, Number.MAX_SAFE_INTEGER));
  const minScore = option(options.minScore, DEFAULT_MIN_SCORE, 0, 1);
  if (limit === 0 || !subject || !Array.isArray(candidates)) return [];
  const prepared = prepare(subject);
  const matches: Match[] = [];
  for (const record of candidates) {
    if (!record || (record.kind === subject.kind && record.id === subject.id)) continue;
    const candidate = prepare(record);
    const same = samePerson(prepared, candidate);
    const back = reverse(prepared, candidate);
    const chosen: [Scored, Match['direction']] | null =
      same && (!back || same.score >= back.score) ? [same, 'same_person'] : back ? [back, 'reverse'] : null;
    if (chosen === null) continue;
    const score = round(Math.min(1, Math.max(0, chosen[0].score)));
    if (score < minScore || score === 0) continue;
    matches.push({ kind: record.kind, id: record.id, score, direction: chosen[1], reasons: chosen[0].reasons });
  }
  matches.sort((a, b) => b.score - a.score || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) || a.id - b.id);
  return matches.slice(0, limit);
}
