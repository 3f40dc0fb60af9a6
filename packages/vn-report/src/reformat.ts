import { findPhones, formatPhone } from './contacts.js';
import { findDates } from './dates.js';
import { extractReport } from './extract.js';
import { EXTRA_LABELS } from './extras.js';
import { cleanInput, fold, foldAligned } from './text.js';
import type { ExtractOptions, ImprovementCode, Reformatted, ReportExtraction } from './types.js';
import { PROVINCES } from '@site/vn-places';

// A clean version of the family's text: spacing, capitals, punctuation, SMS abbreviations written out, phones
// and dates in one form, place names given back their diacritics, then a labelled summary of the extraction.
// Nothing is invented: every word of the result comes from the text or from the address data.

/** SMS abbreviations and their full form; only whole words, only when unambiguous in a report. */
const ABBREVIATIONS: Record<string, string> = {
  k: 'không',
  ko: 'không',
  kh: 'không',
  khg: 'không',
  hok: 'không',
  hem: 'không',
  dc: 'được',
  đc: 'được',
  dk: 'được',
  đk: 'được',
  ng: 'người',
  ngta: 'người ta',
  mn: 'mọi người',
  mng: 'mọi người',
  ae: 'anh em',
  tp: 'thành phố',
  hcm: 'Hồ Chí Minh',
  tphcm: 'Thành phố Hồ Chí Minh',
  hn: 'Hà Nội',
  sg: 'Sài Gòn',
  sdt: 'số điện thoại',
  sđt: 'số điện thoại',
  đt: 'điện thoại',
  dt: 'điện thoại',
  lh: 'liên hệ',
  bv: 'bệnh viện',
  kcn: 'khu công nghiệp',
  ktx: 'ký túc xá',
  vs: 'với',
  j: 'gì',
  r: 'rồi',
  ntn: 'như thế nào',
  bn: 'bao nhiêu',
  ck: 'chồng',
  vk: 'vợ',
  a: 'anh',
  e: 'em',
  c: 'chị',
  cty: 'công ty',
};

interface Counter {
  counts: Map<ImprovementCode, number>;
  add(code: ImprovementCode, n?: number): void;
}

function counter(): Counter {
  const counts = new Map<ImprovementCode, number>();
  return { counts, add: (code, n = 1) => n > 0 && counts.set(code, (counts.get(code) ?? 0) + n) };
}

/** DD/MM/YYYY, the way dates are read in Vietnam. */
function viDate(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** For each province whose name has diacritics, a pattern of the name typed without them. */
let patterns: [RegExp, string][] | undefined;
function provincePatterns(): [RegExp, string][] {
  patterns ??= PROVINCES.filter((p) => fold(p.shortName) !== p.shortName.toLowerCase()).map((p) => [
    new RegExp(`(?<![\\p{L}\\p{N}])${fold(p.shortName).replace(/ /g, ' +')}(?![\\p{L}\\p{N}])`, 'giu'),
    p.shortName,
  ]);
  return patterns;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** Applies a change to the text outside e-mail addresses. */
function outsideEmails(text: string, change: (part: string) => string): string {
  let out = '';
  let at = 0;
  for (const m of text.matchAll(EMAIL)) {
    out += change(text.slice(at, m.index)) + m[0];
    at = m.index + m[0].length;
  }
  return out + change(text.slice(at));
}

export function reformatReport(input: string, options: ExtractOptions = {}): Reformatted {
  const original = cleanInput(typeof input === 'string' ? input : '').trim();
  const extraction = extractReport(original, options);
  const c = counter();
  let text = original;

  // Spacing: one space between words, none before punctuation, one after it, no blank runs of lines; e-mail
  // addresses are left as typed.
  const spaced = outsideEmails(text, (part) =>
    part
      .replace(/[ \t\u00a0]+/g, ' ')
      .replace(/ +([,.;:!?)])/g, '$1')
      .replace(/([,;!?])(?=[\p{L}])/gu, '$1 ')
      .replace(/(?<=\p{Ll}{2})\.(?=\p{L})/gu, '. ')
      .replace(/ *\n */g, '\n')
      .replace(/\n{3,}/g, '\n\n'),
  );
  if (spaced !== text) c.add('normalisedSpacing', countDiff(text, spaced));
  text = spaced;

  // Phones: 0XXXXXXXXX in readable groups.
  let phoneCount = 0;
  for (const phone of findPhones(text).reverse()) {
    const formatted = formatPhone(phone.value);
    if (phone.span !== formatted) {
      text = text.slice(0, phone.start) + formatted + text.slice(phone.end);
      phoneCount++;
    }
  }
  c.add('normalisedPhone', phoneCount);

  // Dates: DD/MM/YYYY; a relative date keeps its words and gets the day in brackets.
  const today = options.today;
  let dateCount = 0;
  const dates = findDates(
    foldAligned(text),
    today && /^\d{4}-\d{2}-\d{2}$/.test(today) ? today : new Date().toISOString().slice(0, 10),
  );
  for (const date of [...dates].reverse()) {
    const typed = text.slice(date.start, date.end);
    let replacement = typed;
    if (date.kind === 'relative') replacement = `${typed} (${viDate(date.value)})`;
    else if (date.kind === 'full' && /^[\d\s/.-]+$/.test(typed)) replacement = viDate(date.value);
    if (replacement !== typed) {
      text = text.slice(0, date.start) + replacement + text.slice(date.end);
      dateCount++;
    }
  }
  c.add('normalisedDates', dateCount);

  // Abbreviations, whole words only; "q1"/"q.1" → "quận 1", "p.12" → "phường 12".
  let abbreviations = 0;
  text = text.replace(/(?<![\p{L}\p{N}@.])([Qq]|[Pp])\.?\s?(\d{1,2})(?![\p{N}])/gu, (_, p: string, n: string) => {
    abbreviations++;
    return `${p.toLowerCase() === 'q' ? 'quận' : 'phường'} ${n}`;
  });
  text = text.replace(/(?<![\p{L}\p{N}@.])(\d{1,3})t(?![\p{L}\p{N}])/gu, (_, n: string) => {
    abbreviations++;
    return `${n} tuổi`;
  });
  text = text.replace(/\b(sn)\s+((?:19|20)\d{2})\b/gi, (_, __, year: string) => {
    abbreviations++;
    return `sinh năm ${year}`;
  });
  text = text.replace(/(?<![\p{L}\p{N}@.-])([\p{L}]{1,5})(?![\p{L}\p{N}@-])/gu, (word: string) => {
    if (/^(TP|HCM|HN|SG)$/.test(word)) return word;
    const expanded = ABBREVIATIONS[word.toLowerCase()];
    if (!expanded) return word;
    abbreviations++;
    return word[0] === word[0]!.toUpperCase() && word[0] !== word[0]!.toLowerCase()
      ? expanded[0]!.toUpperCase() + expanded.slice(1)
      : expanded;
  });
  c.add('expandedAbbreviations', abbreviations);

  // Diacritics: province names typed without them ("ha noi" → "Hà Nội"), whole words only.
  let restored = 0;
  for (const [pattern, name] of provincePatterns()) {
    text = text.replace(pattern, () => {
      restored++;
      return name;
    });
  }
  c.add('restoredDiacritics', restored);

  // Capitals: the names found, and the first letter of each sentence.
  let capitals = 0;
  for (const person of extraction.people) {
    const pattern = new RegExp(`(?<![\\p{L}])${escape(person)}(?![\\p{L}])`, 'giu');
    text = text.replace(pattern, (typed: string) => {
      if (typed !== person) capitals++;
      return person;
    });
  }
  text = text.replace(/(^|[.!?]\s+|\n)(\p{Ll})/gu, (_, lead: string, letter: string) => {
    capitals++;
    return lead + letter.toUpperCase();
  });
  c.add('capitalised', capitals);

  // Punctuation: every line and the text end with a full stop (or ! ?).
  let punctuated = 0;
  text = text
    .split('\n')
    .map((line) => {
      const trimmed = line.trimEnd();
      if (!trimmed || /[.!?:]$/.test(trimmed)) return trimmed;
      punctuated++;
      return `${trimmed.replace(/[,;]$/, '')}.`;
    })
    .join('\n');
  c.add('punctuated', punctuated);

  const summary = summarise(extraction);
  if (summary) c.add('addedSummary');
  return {
    text: summary ? `${text}\n\n${summary}` : text,
    summary,
    improvements: [...c.counts.entries()].map(([code, count]) => ({ code, count })),
  };
}

function countDiff(a: string, b: string): number {
  return Math.max(1, Math.abs(a.length - b.length));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The labelled summary block: only the lines the extraction could fill. */
function summarise(extraction: ReportExtraction): string {
  const f = extraction.fields;
  const lines: string[] = [];
  if (f.missing_person_name) lines.push(`Họ và tên: ${f.missing_person_name.value}`);
  if (f.age) lines.push(`Tuổi: ${f.age.value}`);
  else if (f.birth_year) lines.push(`Năm sinh: ${f.birth_year.value}`);
  if (f.gender_id) lines.push(`Giới tính: ${f.gender_id.value === 'male' ? 'Nam' : 'Nữ'}`);
  if (f.missing_date) {
    const time = f.missing_time ? `${f.missing_time.value} ` : '';
    lines.push(`Ngày mất tích: ${time}${viDate(f.missing_date.value)}`);
  }
  if (f.last_seen_location) lines.push(`Nơi nhìn thấy lần cuối: ${f.last_seen_location.value}`);
  for (const extra of extraction.extras)
    lines.push(`${EXTRA_LABELS[extra.key as keyof typeof EXTRA_LABELS] ?? extra.label}: ${extra.value}`);
  const contact = [
    f.reporter_name?.value,
    f.reporter_phone ? formatPhone(f.reporter_phone.value) : undefined,
    f.reporter_email?.value,
  ]
    .filter(Boolean)
    .join(' – ');
  if (contact) lines.push(`Liên hệ: ${contact}`);
  return lines.join('\n');
}
