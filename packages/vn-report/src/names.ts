import type { ReporterRelationship } from '@site/contracts';
import {
  DOUBLE_FAMILY_NAMES,
  FAMILY_NAMES,
  FIRST_PERSON,
  inverse,
  KIN_WORDS,
  MIDDLE_NAMES,
  NOT_NAME_START,
  PLACE_WORDS,
} from './lexicon.js';
import { isPlaceName } from './places.js';
import { isCapitalised, titleCase, type Token } from './text.js';

// Person names and who they are: the missing person, the reporter, or someone else named in the story.

export interface NameMention {
  /** Capitalised, diacritics as typed. */
  value: string;
  folded: string;
  start: number;
  end: number;
  /** 0.9 for a known family name and a given name; lower for a name recognised only by the word before it. */
  confidence: number;
}

export interface Roles {
  missing?: NameMention;
  missingConfidence: number;
  reporter?: NameMention;
  reporterConfidence: number;
  /** How the reporter is related to the missing person, and how sure. */
  relationship?: { value: ReporterRelationship; confidence: number; span: string };
  /** The missing person's gender told by a kinship word ("con trai tôi", "bố tôi"). */
  kinGender?: 'male' | 'female';
}

const KIN = KIN_WORDS.map(([word]) => word).join('|');
const KIN_LOOKUP = new Map<string, [ReporterRelationship, 'male' | 'female' | undefined]>();
for (const [word, relation, gender] of KIN_WORDS) if (!KIN_LOOKUP.has(word)) KIN_LOOKUP.set(word, [relation, gender]);

/** Words that, right before capitalised words, announce a name even without a known family name. */
const NAME_TRIGGERS = new Set([
  ...KIN_WORDS.map(([word]) => word.split(' ').at(-1)!),
  'be',
  'la',
  'ten',
  'minh',
  'chau',
  'ong',
  'ba',
  'anh',
  'chi',
  'em',
  'co',
  'chu',
  'bac',
  'cau',
]);

/** The words of a run of capitalised words that are a person's name, or undefined. */
export function findNames(text: string, tokens: readonly Token[]): NameMention[] {
  const mentions: NameMention[] = [];
  let i = 0;
  while (i < tokens.length) {
    const lower = lowerCaseName(text, tokens, i);
    if (lower) {
      mentions.push(lower.mention);
      i = lower.next;
      continue;
    }
    if (!isNameWord(tokens[i]!)) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < tokens.length && isNameWord(tokens[j]!) && /^ +$/.test(text.slice(tokens[j - 1]!.end, tokens[j]!.start)))
      j++;
    const run = tokens.slice(i, j);
    const before = i > 0 && /^[ :]*$/.test(text.slice(tokens[i - 1]!.end, run[0]!.start)) ? tokens[i - 1] : undefined;
    const mention = repeatOfName(run, mentions) ?? nameOfRun(text, run, before);
    if (mention) mentions.push(mention);
    i = j;
  }
  return mentions;
}

/**
 * "Anh Sơn", "bà Lan" after "Bùi Văn Sơn" / "Nguyễn Thị Lan": a title and the given name of someone already
 * named is that person again (even when the two words are also a place's name, like Anh Sơn in Nghệ An).
 */
function repeatOfName(run: readonly Token[], earlier: readonly NameMention[]): NameMention | undefined {
  if (run.length !== 2 || !NAME_TRIGGERS.has(run[0]!.folded)) return undefined;
  const given = run[1]!.folded;
  const person = earlier.find((m) => m.folded.split(' ').length >= 2 && m.folded.endsWith(` ${given}`));
  return person && { ...person, start: run[0]!.start, end: run[1]!.end, confidence: 0.8 };
}

const LOWER_TRIGGERS = new Set(['ten', 'la']);

/**
 * A name typed all in lower case, as in many text messages ("ten tran minh khoa 15t"): only right after "tên"
 * or "là", starting with a known family name, two to four words that are not common words.
 */
function lowerCaseName(
  text: string,
  tokens: readonly Token[],
  i: number,
): { mention: NameMention; next: number } | undefined {
  const first = tokens[i]!;
  const before = tokens[i - 1];
  if (!before || !LOWER_TRIGGERS.has(before.folded) || !FAMILY_NAMES.has(first.folded)) return undefined;
  if (first.text !== first.text.toLowerCase() || !/^ +$/.test(text.slice(before.end, first.start))) return undefined;
  let j = i + 1;
  while (
    j < tokens.length &&
    j - i < 4 &&
    /^\p{Ll}+$/u.test(tokens[j]!.text) &&
    !COMMON_WORDS.has(tokens[j]!.folded) &&
    /^ +$/.test(text.slice(tokens[j - 1]!.end, tokens[j]!.start))
  )
    j++;
  if (j - i < 2) return undefined;
  const words = tokens.slice(i, j);
  if (isPlaceName(words.map((w) => w.folded).join(' '))) return undefined;
  return { mention: mention(text, words as Token[], 0.6), next: j };
}

/** Common words that end a name typed in lower case. */
const COMMON_WORDS = new Set(
  (
    'tuoi t di ve o tai tu mat bi lac khong ko k chua da dang hoc lam nha cua va voi cho gi nay qua luc khoang ' +
    'sinh nam ngay thang gio sang chieu toi trua dem mac cao nang gay map hay rat la co the duoc dc roi thi ma ' +
    'nhe nha oi a u toi em ban be chau ong ba me bo cha con vo chong nguoi o'
  ).split(/\s+/),
);

/** A word that may be part of a name: capitalised (or in capitals), letters only. */
function isNameWord(token: Token): boolean {
  return /^\p{L}+$/u.test(token.text) && isCapitalised(token.text);
}

/** A word in capitals ("NGUYỄN", "TP", "HCM"). */
function isAllCaps(token: Token): boolean {
  return token.text.length > 1 && token.text === token.text.toUpperCase();
}

function nameOfRun(text: string, run: Token[], before: Token | undefined): NameMention | undefined {
  let words = run;
  if (before !== undefined && PLACE_WORDS.has(before.folded)) return undefined;
  if (isPlaceName(run.map((w) => w.folded).join(' '))) return undefined;
  let triggered = before !== undefined && NAME_TRIGGERS.has(before.folded) && !isCapitalised(before.text);
  while (words.length > 0 && NOT_NAME_START.has(words[0]!.folded)) {
    const next = words[1];
    if (FAMILY_NAMES.has(words[0]!.folded) && next && MIDDLE_NAMES.has(next.folded)) break;
    // After "bé", "chị"…, a capitalised word is the name even if it is also a common word ("bé Bảo Ngọc").
    if (triggered && !NAME_TRIGGERS.has(words[0]!.folded)) break;
    triggered = NAME_TRIGGERS.has(words[0]!.folded) || words[0]!.folded === 'ten';
    words = words.slice(1);
  }
  if (words.length === 0) return undefined;
  words = words.slice(0, 5);
  const folded = words.map((w) => w.folded).join(' ');
  const hasFamily =
    words.length >= 2 &&
    (FAMILY_NAMES.has(words[0]!.folded) || DOUBLE_FAMILY_NAMES.has(`${words[0]!.folded} ${words[1]!.folded}`));
  const originalBefore = before ? before.text.toLowerCase() : '';
  if (['chợ', 'hồ', 'cầu', 'quán', 'cổng', 'trường', 'bãi', 'đường', 'phố'].includes(originalBefore)) return undefined;
  if (!triggered && isPlaceName(folded)) return undefined;
  // Words in capitals are a name only when they start with a family name ("NGUYỄN HỮU TÀI", not "TP HCM").
  if (words.some(isAllCaps) && !(hasFamily && words.every(isAllCaps))) return undefined;
  if (hasFamily) return mention(text, words, 0.9);
  if (triggered && words.length <= 4) return mention(text, words, 0.65);
  return undefined;
}

function mention(text: string, words: Token[], confidence: number): NameMention {
  const start = words[0]!.start;
  const end = words.at(-1)!.end;
  const value = titleCase(text.slice(start, end));
  return { value, folded: words.map((w) => w.folded).join(' '), start, end, confidence };
}

/** Up to 60 folded characters before an offset, from the start of its sentence (or line). */
function contextBefore(folded: string, offset: number): string {
  const from = Math.max(0, offset - 60);
  const piece = folded.slice(from, offset);
  const cut = Math.max(piece.lastIndexOf('.'), piece.lastIndexOf('\n'), piece.lastIndexOf('!'), piece.lastIndexOf('?'));
  return ` ${piece.slice(cut + 1)}`;
}

const MISSING_BY_KIN = new RegExp(
  `\\b(${KIN})\\s+(?:[a-z]+\\s+){0,2}?(?:cua\\s+)?(?:${FIRST_PERSON}|chau(?=\\s+ten))\\s*(?:,|la|ten la|ten|:)?\\s*(?:(?:ong|ba|be|chau|anh|chi|em|co|chu)\\s+)?$`,
);
const MISSING_AFTER_FIRST_PERSON = new RegExp(
  `\\b${FIRST_PERSON}\\s+(?:(?!la\\b)[a-z]+\\s+){1,2}(${KIN})\\s+(?:la|ten la|ten)\\s*(?:(?:ong|ba|be|chau|anh|chi|em|co|chu)\\s+)?$`,
);
const MISSING_BY_SEARCH = new RegExp(
  `\\btim\\s+(?:kiem\\s+)?(?:(${KIN})\\s+(?:[a-z]+\\s+){0,2}?)?(?:la|ten la|ten)?\\s*(?:(?:ong|ba|be|chau|anh|chi|em|co|chu)\\s+)?$`,
);
const MISSING_BY_LABEL =
  /(?:^|[.\n]\s*|\b(?:ho va ten|ho ten|nguoi mat tich|tim nguoi(?: than)?|bao cao nguoi mat tich|ten nguoi mat tich))\s*(?:\bten\s*)?:\s*(?:(?:ong|ba|be|chau|anh|chi|em)\s+)?$/;
const REPORTER_AS_KIN_OF = new RegExp(`\\b(?:toi|minh|em)\\s+la\\s+(${KIN})\\s+cua\\s+(?:[a-z]+\\s+){0,3}$`);
const REPORTER_SELF =
  /\b(?:toi|minh|tui|em|e)\s+(?:la|ten la|ten|ho ten la)\b([a-z ,]{0,28})$|\bten\s+(?:toi|minh|em)\s+la\s*$|\b(?:nguoi bao(?: tin)?|nguoi lien he|nguoi bao cao|lien he|lh)\s*:?\s*(?:[a-z]+\s+){0,2}$/;
const KIN_LABEL = new RegExp(
  `\\b(${KIN})(?:\\s+(?:cua\\s+)?(?:chau|be|ong|ba|em|anh|chi|co|chu))?\\s*(?:la|ten|ten la)?\\s*:?\\s*$`,
);

function kinOf(word: string | undefined): [ReporterRelationship, 'male' | 'female' | undefined] | undefined {
  return word ? KIN_LOOKUP.get(word.trim().replace(/\s+/g, ' ')) : undefined;
}

/**
 * Tells the missing person and the reporter apart, and the reporter's relationship. Explicit phrases first:
 * "<kin> tôi (là) X" and "tìm <kin> (là) X" name the missing person (a "con trai tôi" makes the reporter a
 * parent), "tôi là / tôi tên / người báo / liên hệ X" the reporter, "<kin>: X" or "X (<kin>)" with a phone
 * the reporter as the missing person's <kin>. Otherwise the missing person is the first name that is not the
 * reporter, and the reporter the name written just before or after a phone.
 */
export function assignRoles(
  text: string,
  folded: string,
  names: readonly NameMention[],
  phones: readonly { start: number; end: number }[],
): Roles {
  const roles: Roles = { missingConfidence: 0, reporterConfidence: 0 };
  let relationFromMissing: Roles['relationship'];
  let relationFromReporterSelf: Roles['relationship'];
  let relationFromLabel: Roles['relationship'];
  const isReporter = new Set<NameMention>();
  const isMissing = new Set<NameMention>();
  for (const name of names) {
    const before = contextBefore(folded, name.start);
    const kinMatch = MISSING_BY_KIN.exec(before) ?? MISSING_AFTER_FIRST_PERSON.exec(before);
    const searchMatch = kinMatch ? null : MISSING_BY_SEARCH.exec(before);
    const labelMatch = MISSING_BY_LABEL.exec(before);
    const asKinOf = REPORTER_AS_KIN_OF.exec(before);
    if (kinMatch || searchMatch || labelMatch || asKinOf) {
      isMissing.add(name);
      const kin = kinOf(kinMatch?.[1] ?? searchMatch?.[1]);
      if (!roles.missing || (roles.missingConfidence < 0.9 && (kinMatch || searchMatch))) {
        roles.missing = name;
        roles.missingConfidence = kinMatch || searchMatch || labelMatch ? 0.9 : 0.8;
        if (kin && !relationFromMissing) {
          relationFromMissing = {
            value: inverse(kin[0]),
            confidence: 0.9,
            span: text.slice(name.start - (before.length - 1), name.start).trim(),
          };
          roles.kinGender = kin[1];
        }
        const reporterKin = kinOf(asKinOf?.[1]);
        if (reporterKin && !relationFromReporterSelf)
          relationFromReporterSelf = { value: reporterKin[0], confidence: 0.85, span: asKinOf![0].trim() };
      }
      continue;
    }
    const self = REPORTER_SELF.exec(before);
    if (self && !self[1]?.includes('cua')) {
      isReporter.add(name);
      if (!roles.reporter || roles.reporterConfidence < 0.9) {
        roles.reporter = name;
        roles.reporterConfidence = 0.9;
      }
      const selfKin = self[1]
        ? /\b([a-z ]+?)\s*,?\s*$/.exec(self[1].replace(/\b(chau|be|ong|ba)\s*,?\s*$/, ''))?.[1]
        : undefined;
      const kin = selfKin ? longestKin(selfKin) : undefined;
      if (kin && !relationFromReporterSelf)
        relationFromReporterSelf = { value: kin[0], confidence: 0.85, span: self[0].trim() };
    }
    const label = KIN_LABEL.exec(before);
    const after = folded.slice(name.end, name.end + 20);
    const parens = /^\s*\(([a-z ]+)\)/.exec(after);
    // A bare title ("chị Thủy", "chú Toàn") is also plain politeness: it tells a relation only before a full name.
    const politeOnly =
      label && !parens && /^(?:anh|chi|em|co|chu|bac|ong|ba)$/.test(label[1]!) && !name.folded.includes(' ');
    const labelKin = kinOf(parens?.[1]) ?? (politeOnly ? undefined : kinOf(label?.[1]));
    const phoneNear = phones.some(
      (p) => (p.start >= name.end && p.start - name.end <= 30) || (p.end <= name.start && name.start - p.end <= 8),
    );
    if (labelKin && (phoneNear || isReporter.has(name) || parens)) {
      relationFromLabel ??= { value: labelKin[0], confidence: 0.8, span: (parens?.[0] ?? label?.[0] ?? '').trim() };
    }
    if (!isReporter.has(name) && phoneNear && name !== roles.missing) {
      isReporter.add(name);
      if (!roles.reporter) {
        roles.reporter = name;
        roles.reporterConfidence = 0.75;
      }
    }
  }
  if (!roles.missing) {
    const first = names.find((name) => !isReporter.has(name) && name.folded !== roles.reporter?.folded);
    if (first) {
      roles.missing = first;
      roles.missingConfidence = 0.6;
    }
  }
  if (roles.reporter && roles.missing && roles.reporter.folded === roles.missing.folded) {
    roles.reporter = undefined;
    roles.reporterConfidence = 0;
  }
  roles.relationship = relationFromMissing ?? relationFromReporterSelf ?? relationFromLabel;
  return roles;
}

/** The longest kinship word a phrase ends with ("em trai chị" → em trai). */
function longestKin(phrase: string): [ReporterRelationship, 'male' | 'female' | undefined] | undefined {
  const words = phrase.trim().split(/\s+/);
  for (let start = 0; start < words.length; start++) {
    for (let end = words.length; end > start; end--) {
      const kin = KIN_LOOKUP.get(words.slice(start, end).join(' '));
      if (kin) return kin;
    }
  }
  return undefined;
}
