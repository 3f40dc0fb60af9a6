import { findEmails, findPhones } from './contacts.js';
import { findDates, findTimes, resolveToday, type DateMatch } from './dates.js';
import { findExtras } from './extras.js';
import { assignRoles, findNames, type NameMention } from './names.js';
import { findPlaces, oldWardNamed, type PlaceMention } from './places.js';
import {
  cleanInput,
  clauseEnd,
  foldAligned,
  maskPlaceholders,
  sentenceAround,
  sentenceStarts,
  tokenize,
  trimPhrase,
} from './text.js';
import type { ExtractOptions, ReportExtraction, ReportFields } from './types.js';

/** Longer texts are cut: a report is a few paragraphs, and the rules' cost grows with the text. */
export const MAX_INPUT_LENGTH = 20_000;

/** Words that tell the sentence is about the disappearance (where and when the person was last seen). */
const LAST_SEEN =
  /\b(?:mat tich|bi lac|di lac|lac|that lac|lan cuoi|nhin thay|thay lan|bien mat|di khoi|roi (?:nha|khoi)|bo nha|bi be|khong ve|chua ve|ko ve|k ve|mat lien lac|tat may|khong lien lac)\b/;
const HOMETOWN = /\bque(?:\s+quan)?(?:\s+o)?\s*$/;
const DOB_BEFORE = /\b(?:sinh ngay|ngay sinh|ngay thang nam sinh|sinh|sn|ns)\s*:?\s*$/;

/**
 * A report form from a Vietnamese free text (with or without diacritics, SMS style): the missing person, when
 * and where they were last seen, the reporter and how to reach them, descriptions as extras. Pure: nothing is
 * read or sent anywhere. Each field carries a confidence (lower when the rule guessed) and the words it came from.
 */
export function extractReport(input: string, options: ExtractOptions = {}): ReportExtraction {
  // A template's unfilled blanks ("[Họ tên con]") say nothing yet: they are read as spaces.
  const { text, blanks } = maskPlaceholders(
    cleanInput(typeof input === 'string' ? input.slice(0, MAX_INPUT_LENGTH) : ''),
  );
  const today = resolveToday(options.today);
  const folded = foldAligned(text);
  const tokens = tokenize(text, folded);
  const starts = sentenceStarts(text);
  const fields: ReportFields = {};

  const phones = findPhones(text);
  const emails = findEmails(text);
  const contactRanges = [...phones, ...emails].map((c) => [c.start, c.end] as const);
  const nameTokens = tokens.filter((t) => !contactRanges.some(([s, e]) => t.start >= s && t.start < e));
  const names = findNames(text, nameTokens);
  const roles = assignRoles(text, folded, names, phones);
  const missing = roles.missing;

  if (missing)
    fields.missing_person_name = {
      value: missing.value,
      confidence: roles.missingConfidence,
      span: text.slice(missing.start, missing.end),
    };
  if (roles.reporter)
    fields.reporter_name = {
      value: roles.reporter.value,
      confidence: roles.reporterConfidence,
      span: text.slice(roles.reporter.start, roles.reporter.end),
    };
  if (roles.relationship)
    fields.reporter_relationship_id = {
      value: roles.relationship.value,
      confidence: roles.relationship.confidence,
      span: roles.relationship.span,
    };
  const phone = pickContact(phones, roles.reporter);
  if (phone)
    fields.reporter_phone = { value: phone.value, confidence: phones.length === 1 ? 0.95 : 0.8, span: phone.span };
  const email = pickContact(emails, roles.reporter);
  if (email) fields.reporter_email = { value: email.value, confidence: 0.95, span: text.slice(email.start, email.end) };

  // Ages and birth years belong to the person named last before them in the same sentence.
  const ownerOf = (offset: number): NameMention | undefined => {
    const [sentenceStart] = sentenceAround(starts, text.length, offset);
    return [...names].reverse().find((n) => n.end <= offset && n.start >= sentenceStart);
  };
  const aboutMissing = (offset: number): boolean => {
    const owner = ownerOf(offset);
    return !owner || owner.folded !== roles.reporter?.folded;
  };
  findAge(text, folded, aboutMissing, fields);
  const dates = findDates(folded, today);
  const isBirth = (d: DateMatch): boolean => DOB_BEFORE.test(folded.slice(Math.max(0, d.start - 20), d.start));
  const birth = dates.find((d) => d.kind === 'full' && isBirth(d) && aboutMissing(d.start));
  if (birth) {
    fields.date_of_birth = { value: birth.value, confidence: 0.9, span: text.slice(birth.start, birth.end) };
    fields.birth_year ??= {
      value: Number(birth.value.slice(0, 4)),
      confidence: 0.9,
      span: text.slice(birth.start, birth.end),
    };
  }
  const missingDate = pickMissingDate(
    dates.filter((d) => !isBirth(d) && d.value <= today),
    folded,
  );
  if (missingDate)
    fields.missing_date = {
      value: missingDate.value,
      confidence: missingDate.kind === 'full' ? 0.9 : missingDate.kind === 'relative' ? 0.85 : 0.7,
      span: text.slice(missingDate.start, missingDate.end),
    };
  const times = findTimes(folded).filter((t) => !dates.some((d) => t.start >= d.start && t.start < d.end));
  const time = missingDate ? (times.find((t) => Math.abs(t.start - missingDate.start) < 60) ?? times[0]) : times[0];
  if (time) fields.missing_time = { value: time.value, confidence: 0.8, span: text.slice(time.start, time.end) };

  const masked = (offset: number): boolean => names.some((n) => offset >= n.start && offset < n.end);
  const places = findPlaces(text, tokens, masked);
  resolvePlace(text, folded, starts, places, roles.reporter, fields);

  const gender = findGender(text, folded, missing, roles.kinGender);
  if (gender) fields.gender_id = gender;

  const circumstances = redact(
    text,
    starts
      .map((s, i) => [s, starts[i + 1] ?? text.length] as const)
      // A sentence with a blank still to fill is not told yet.
      .filter(([s, e]) => LAST_SEEN.test(folded.slice(s, e)) && !blanks.some((b) => b.start >= s && b.start < e)),
    [...phones, ...emails, ...names.filter((n) => n.folded === roles.reporter?.folded)],
  );
  if (circumstances) fields.circumstances = { value: circumstances, confidence: 0.6 };

  // Extras are read with person names blanked ("Sùng Seo Páo" has no scar).
  let extrasFolded = folded;
  for (const n of names)
    extrasFolded = extrasFolded.slice(0, n.start) + ' '.repeat(n.end - n.start) + extrasFolded.slice(n.end);
  const extras = findExtras(text, extrasFolded);

  const people = [...new Map(names.map((n) => [n.folded, n.value])).entries()]
    .sort(([a], [b]) => (a === missing?.folded ? -1 : b === missing?.folded ? 1 : 0))
    .map(([, value]) => value);
  return { fields, extras, people, confidence: overallConfidence(fields) };
}

/**
 * The sentences of the disappearance, with the reporter's name, every phone and every e-mail replaced by
 * "[…]": the circumstances may be published with the case, the reporter's contact never is.
 */
function redact(
  text: string,
  sentences: readonly (readonly [number, number])[],
  hidden: readonly { start: number; end: number }[],
): string {
  const parts: string[] = [];
  let length = 0;
  for (const [start, end] of sentences) {
    let sentence = '';
    let at = start;
    for (const h of [...hidden].filter((h) => h.start >= start && h.end <= end).sort((a, b) => a.start - b.start)) {
      if (h.start < at) continue;
      sentence += `${text.slice(at, h.start)}[…]`;
      at = h.end;
    }
    sentence = (sentence + text.slice(at, end)).replace(/\s+/g, ' ').trim();
    if (length + sentence.length > 2000) break;
    parts.push(sentence);
    length += sentence.length + 1;
  }
  return parts.join(' ');
}

/** The reporter's phone or e-mail: the one nearest after the reporter's name, else the first. */
function pickContact<T extends { start: number }>(
  list: readonly T[],
  reporter: NameMention | undefined,
): T | undefined {
  if (!reporter) return list[0];
  return list.find((c) => c.start >= reporter.end && c.start - reporter.end < 120) ?? list[0];
}

function findAge(text: string, folded: string, aboutMissing: (offset: number) => boolean, fields: ReportFields): void {
  const ages: [RegExp, number][] = [
    [/(?<![\d.,/])(\d{1,3})\s*(?:tuoi|t)\b(?!\s*\d)/g, 0.9],
    [/\btuoi\s*:\s*(\d{1,3})\b/g, 0.9],
    [/\bnam nay\s+(\d{1,3})\b(?!\s*(?:tuoi|\d))/g, 0.8],
  ];
  for (const [pattern, confidence] of ages) {
    if (fields.age) break;
    for (const m of folded.matchAll(pattern)) {
      const age = Number(m[1]);
      if (age > 120 || !aboutMissing(m.index)) continue;
      fields.age = { value: age, confidence, span: text.slice(m.index, m.index + m[0].length) };
      break;
    }
  }
  const years: [RegExp, number][] = [
    [/\b(?:sinh nam|sinh|nam sinh|sn|ns)\s*:?\s*((?:19|20)\d{2})\b/g, 0.9],
    [/\b(?:sinh|sn)\s+(?:khoang|tam|vao|chung)\s+(?:nam\s+)?((?:19|20)\d{2})\b/g, 0.75],
    [/\(\s*((?:19|20)\d{2})\s*\)/g, 0.75],
  ];
  for (const [pattern, confidence] of years) {
    if (fields.birth_year) break;
    for (const m of folded.matchAll(pattern)) {
      if (!aboutMissing(m.index)) continue;
      fields.birth_year = { value: Number(m[1]), confidence, span: text.slice(m.index, m.index + m[0].length) };
      break;
    }
  }
}

const DATE_KEYWORDS =
  /\b(?:mat tich|lac|that lac|roi|di khoi|bo nha|khong ve|chua ve|ko ve|mat lien lac|tu|ngay|luc|toi|sang|trua|chieu|dem)\b/;

/** The date of the disappearance: a date near words of the disappearance, written in full rather than guessed. */
function pickMissingDate(dates: readonly DateMatch[], folded: string): DateMatch | undefined {
  let best: DateMatch | undefined;
  let bestScore = -Infinity;
  for (const d of dates) {
    const before = folded.slice(Math.max(0, d.start - 40), d.start);
    let score = d.kind === 'no-year' ? 0 : 1;
    if (DATE_KEYWORDS.test(before)) score += 2;
    if (/\b(?:cong vien|duong|pho|so nha|cau)\s*$/.test(before)) score -= 4;
    if (score > bestScore) {
      best = d;
      bestScore = score;
    }
  }
  return best;
}

function findGender(
  text: string,
  folded: string,
  missing: NameMention | undefined,
  kinGender: 'male' | 'female' | undefined,
): ReportFields['gender_id'] {
  const stated = /\b(?:gioi tinh\s*:?\s*|,\s*)(nam|nu)\s*(?:,|\.|$)/m.exec(folded);
  if (stated)
    return {
      value: stated[1] === 'nam' ? 'male' : 'female',
      confidence: 0.95,
      span: text.slice(stated.index, stated.index + stated[0].length).trim(),
    };
  if (kinGender) return { value: kinGender, confidence: 0.9 };
  if (!missing) return undefined;
  const before = text.slice(Math.max(0, missing.start - 8), missing.start).toLowerCase();
  const honorific = /(ông|bà|anh|chị|bé trai|bé gái|cô|chú)\s*$/.exec(before);
  if (honorific) {
    const male = ['ông', 'anh', 'bé trai', 'chú'].includes(honorific[1]!);
    const female = ['bà', 'chị', 'bé gái', 'cô'].includes(honorific[1]!);
    if (male || female) return { value: male ? 'male' : 'female', confidence: 0.8, span: honorific[1] };
  }
  const words = missing.folded.split(' ');
  if (words.slice(1, -1).includes('thi') || words.slice(1).includes('nu'))
    return { value: 'female', confidence: 0.85, span: missing.value };
  if (words.slice(1, -1).includes('van')) return { value: 'male', confidence: 0.8, span: missing.value };
  // Ê Đê and Jarai given names start with H for a woman, Y for a man ("H Lan Niê", "Y Bhin Niê").
  if (words[0] === 'h' && words.length >= 2) return { value: 'female', confidence: 0.6, span: missing.value };
  if (words[0] === 'y' && words.length >= 2) return { value: 'male', confidence: 0.6, span: missing.value };
  return undefined;
}

interface Chain {
  mentions: PlaceMention[];
  start: number;
  end: number;
  score: number;
}

const LANDMARK =
  /\b(?:cho|ga|ben xe|ben pha|ben tau|cong vien|benh vien|cong truong|cong|truong|sieu thi|chua|nha tho|ho|bai bien|bai|khu cong nghiep|kcn|san bay|ky tuc xa|ktx|quan ca phe|quan|nha hang|bo de|cau|duong|trung tam thuong mai|tttm|nha ga|tram xe buyt|cong ty|khu du lich)\b/g;
/** Landmark words that fold like common words: only as typed with their diacritics (or before a capital). */
const LANDMARK_AS_TYPED: Record<string, RegExp> = {
  cho: /^(chợ|Chợ|cho(?= \p{Lu}))/u,
  ho: /^(hồ|Hồ)(?= \p{Lu})/u,
  cau: /^(cầu|Cầu)(?= \p{Lu})/u,
  quan: /^(quán|Quán)/u,
  cong: /^(cổng|Cổng|cong(?= truong))/u,
  truong: /^(trường|Trường)/u,
  bai: /^(bãi|Bãi)/u,
  chua: /^(chùa|Chùa)/u,
  duong: /^(đường|Đường)/u,
  ga: /^(ga|Ga)(?= \p{Lu})/u,
  'cong ty': /^(công ty|Công ty|cong ty)/u,
};
const LANDMARK_STOP =
  /\s(?:luc|khoang|vao|tu|khi|roi|va|thi|ngay|sang|trua|chieu|toi|dem|hom|de|nhung|o|tai|phuong|xa|quan|huyen|tinh|tp|thanh pho|q|p|thi xa|ko|khong|k|di|mat|bi|nam)\b/;

function resolvePlace(
  text: string,
  folded: string,
  starts: readonly number[],
  places: readonly PlaceMention[],
  reporter: NameMention | undefined,
  fields: ReportFields,
): void {
  const chains: Chain[] = [];
  for (const place of places) {
    const last = chains.at(-1);
    if (last && /^[\s,\-–]*$/.test(text.slice(last.end, place.start))) {
      last.mentions.push(place);
      last.end = place.end;
    } else chains.push({ mentions: [place], start: place.start, end: place.end, score: 0 });
  }
  for (const chain of chains) {
    const [sentenceStart, sentenceEnd] = sentenceAround(starts, text.length, chain.start);
    const sentence = folded.slice(sentenceStart, sentenceEnd);
    let score = 1;
    if (chain.mentions.some((m) => m.prefixed)) score += 0.5;
    if (LAST_SEEN.test(sentence)) score += 1;
    if (HOMETOWN.test(folded.slice(Math.max(0, chain.start - 12), chain.start))) score -= 2;
    if (reporter && reporter.start >= sentenceStart && reporter.start < sentenceEnd) score -= 1;
    chain.score = score;
  }
  const best = chains.reduce<Chain | undefined>((a, c) => (!a || c.score > a.score ? c : a), undefined);
  const landmark = findLandmark(text, folded, starts, best);

  if (best) {
    const provinceCounts = new Map<string, number>();
    for (const m of best.mentions)
      for (const id of m.provinceIds)
        provinceCounts.set(id, (provinceCounts.get(id) ?? 0) + (m.level === 'commune' ? 1 : 2));
    const provinceId = [...provinceCounts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    const ambiguous = best.mentions.every((m) => m.provinceIds.length > 1);
    const span = text.slice(best.start, best.end);
    if (provinceId) {
      const strong = best.mentions.some((m) => m.level === 'province' || m.prefixed);
      fields.last_seen_province_id = { value: provinceId, confidence: ambiguous ? 0.4 : strong ? 0.9 : 0.7, span };
      const commune = best.mentions.find((m) => m.communes)?.communes?.find((c) => c.provinceId === provinceId);
      if (commune) fields.last_seen_ward_id = { value: commune.id, confidence: 0.85, span };
      const district = best.mentions.find((m) => m.oldDistrictId && m.provinceIds.includes(provinceId));
      const oldProvince =
        district?.oldProvinceId ?? best.mentions.find((m) => m.oldProvinceId && m.level === 'province')?.oldProvinceId;
      if (oldProvince) fields.last_seen_old_province_id = { value: oldProvince, confidence: 0.85, span };
      if (district?.oldDistrictId) {
        fields.last_seen_old_district_id = { value: district.oldDistrictId, confidence: 0.85, span };
        const wardMention = best.mentions.find((m) => m.communes);
        if (wardMention) {
          const wardName = folded
            .slice(wardMention.start, wardMention.end)
            .replace(/^(?:phuong|p|xa|x|thi tran|tt)[\s.]+/, '');
          const oldWard = oldWardNamed(district.oldDistrictId, wardName);
          if (oldWard) fields.last_seen_old_ward_id = { value: oldWard, confidence: 0.7, span };
        }
      }
    }
  }
  const chainText = best ? text.slice(best.start, best.end) : undefined;
  let location: string | undefined;
  if (landmark && best && landmark.end >= best.start - 6 && landmark.start <= best.end) {
    location = text.slice(Math.min(landmark.start, best.start), Math.max(landmark.end, best.end));
  } else if (landmark && (!best || !sameSentence(starts, text.length, landmark.start, best.start))) {
    location = text.slice(landmark.start, landmark.end);
  } else location = chainText;
  if (location) {
    const value = trimPhrase(location.replace(/\s+/g, ' '));
    if (value) fields.last_seen_location = { value, confidence: landmark ? 0.75 : 0.7, span: location };
  }
}

function sameSentence(starts: readonly number[], length: number, a: number, b: number): boolean {
  return sentenceAround(starts, length, a)[0] === sentenceAround(starts, length, b)[0];
}

/** A named place of the story ("chợ Bến Thành", "bến xe Miền Đông"), preferably in a sentence of the disappearance. */
function findLandmark(
  text: string,
  folded: string,
  starts: readonly number[],
  chain: Chain | undefined,
): { start: number; end: number } | undefined {
  const candidates: { start: number; end: number; score: number }[] = [];
  for (const m of folded.matchAll(LANDMARK)) {
    const typed = LANDMARK_AS_TYPED[m[0]];
    if (typed && !typed.test(text.slice(m.index, m.index + m[0].length + 3))) continue;
    if (m.index > 0 && /\p{L}/u.test(text[m.index - 1]!)) continue;
    const wordEnd = m.index + m[0].length;
    let end = clauseEnd(text, wordEnd, 50);
    const stop = LANDMARK_STOP.exec(folded.slice(wordEnd, end));
    if (stop) end = wordEnd + stop.index;
    // A one-word landmark needs its name ("chợ Bến Thành"); "ra chợ" alone says nothing of where.
    if (!m[0].includes(' ') && !/\S/.test(text.slice(wordEnd, end))) continue;
    const [sentenceStart, sentenceEnd] = sentenceAround(starts, text.length, m.index);
    let score = LAST_SEEN.test(folded.slice(sentenceStart, sentenceEnd)) ? 1 : 0;
    if (chain && m.index <= chain.end && end >= chain.start - 6) score += 2;
    if (/\b(?:que|nha|song)\s+(?:o\s+)?$/.test(folded.slice(Math.max(0, m.index - 10), m.index))) score -= 1;
    candidates.push({ start: m.index, end, score });
  }
  const best = candidates.reduce<(typeof candidates)[number] | undefined>(
    (a, c) => (!a || c.score > a.score ? c : a),
    undefined,
  );
  return best && best.score > 0 ? best : undefined;
}

/**
 * The overall confidence: half how sure the fields found are (their mean confidence), half how complete the
 * report is (the share of the form's six required fields found).
 */
function overallConfidence(fields: ReportFields): number {
  const values = Object.values(fields).map((f) => f.confidence);
  if (!values.length) return 0;
  const required = [
    'missing_person_name',
    'missing_date',
    'last_seen_location',
    'reporter_name',
    'reporter_phone',
    'reporter_relationship_id',
  ] as const;
  const complete = required.filter((k) => fields[k]).length / required.length;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.round((0.5 * mean + 0.5 * complete) * 100) / 100;
}
