import { EXTRA_KEYS, type ExtraKey, type ExtraSuggestion } from './types.js';
import { clauseEnd, fold, trimPhrase } from './text.js';

// Descriptions outside the form's fields: height, weight, clothing, features, medical conditions, belongings,
// vehicle, last contact. Found on the folded text; the value is the phrase as typed.

export const EXTRA_LABELS: Readonly<Record<ExtraKey, string>> = {
  height: 'Chiều cao',
  weight: 'Cân nặng',
  clothing: 'Trang phục',
  physical_features: 'Đặc điểm nhận dạng',
  personality: 'Tính cách',
  hobbies: 'Sở thích',
  medical_condition: 'Tình trạng sức khỏe',
  last_contact: 'Liên lạc lần cuối',
  vehicle: 'Phương tiện',
  belongings: 'Đồ mang theo',
};

/** Height in centimetres: 1m45, 1m5 (150), 1,6m, 1.6 m, 160 cm, "cao 1m7". */
export function findHeight(folded: string): { cm: number; start: number; end: number } | undefined {
  const patterns: [RegExp, (m: RegExpExecArray) => number][] = [
    [/(?<![\d.,])([12])\s*m\s*(\d{1,2})(?!\d)/g, (m) => 100 * Number(m[1]) + Number(m[2]!.padEnd(2, '0'))],
    [/(?<![\d.,])([12])[.,](\d{1,2})\s*(?:m|met)\b/g, (m) => 100 * Number(m[1]) + Number(m[2]!.padEnd(2, '0'))],
    [/(?<![\d.,])(\d{2,3})\s*(?:cm|phan)\b/g, (m) => Number(m[1])],
    [/\bcao\s+(?:khoang\s+|tam\s+|chung\s+)?([12])\s*(?:m|met)\b(?!\s*\d)/g, (m) => 100 * Number(m[1])],
  ];
  let best: { cm: number; start: number; end: number } | undefined;
  for (const [pattern, value] of patterns) {
    for (const m of folded.matchAll(pattern)) {
      const cm = value(m);
      if (cm < 40 || cm > 230) continue;
      if (!best || m.index < best.start) best = { cm, start: m.index, end: m.index + m[0].length };
      break;
    }
  }
  return best;
}

/** Weight in kilograms: 45kg, 45 ký, nặng 45 cân. */
export function findWeight(folded: string): { kg: number; start: number; end: number } | undefined {
  const m = /(?<![\d.,])(\d{1,3})(?:[.,]\d)?\s*(?:kg|ky|ki|kilo|kilogram|can)\b/.exec(folded);
  if (!m) return undefined;
  const kg = Number(m[1]);
  if (kg < 2 || kg > 250) return undefined;
  return { kg, start: m.index, end: m.index + m[0].length };
}

const MEDICAL: readonly string[] = [
  'sa sut tri tue',
  'suy giam tri nho',
  'mat tri nho',
  'alzheimer',
  'parkinson',
  'tu ky',
  'tu ki',
  'dong kinh',
  'tram cam',
  'tieu duong',
  'dai thao duong',
  'tai bien',
  'dot quy',
  'tam than phan liet',
  'roi loan luong cuc',
  'roi loan tam than',
  'benh tam than',
  'thieu nang tri tue',
  'cham phat trien',
  'hoi chung down',
  'bai nao',
  'cam diec',
  'khiem thinh',
  'huyet ap cao',
  'benh tim',
  'hen suyen',
  'lu lan',
  'hay quen',
  'mat tri',
];

const MEDICAL_PATTERNS = MEDICAL.map((term) => new RegExp(`\\b${term}\\b`, 'g'));

/** Medical conditions named in the text, as typed, in text order. */
export function findMedical(text: string, folded: string): string[] {
  const found: { start: number; value: string }[] = [];
  for (const pattern of MEDICAL_PATTERNS) {
    for (const m of folded.matchAll(pattern)) {
      if (found.some((f) => f.start <= m.index && m.index < f.start + f.value.length)) continue;
      found.push({ start: m.index, value: text.slice(m.index, m.index + m[0].length) });
    }
  }
  // "bị lẫn" (confused), only after "bị": "lẫn" alone is too common a word.
  for (const m of folded.matchAll(/\bbi (lan)\b(?! lon)/g)) {
    const start = m.index + 3;
    if (!found.some((f) => f.start <= start && start < f.start + f.value.length))
      found.push({ start, value: text.slice(start, start + 3) });
  }
  return found.sort((a, b) => a.start - b.start).map((f) => f.value);
}

/** Phrases introduced by a verb, up to the end of their clause ("mặc áo thun xanh", "đeo balo đen"). */
function phrasesAfter(text: string, folded: string, verbs: RegExp, stop: RegExp): { start: number; value: string }[] {
  const phrases: { start: number; value: string }[] = [];
  for (const m of folded.matchAll(verbs)) {
    const start = m.index + m[0].length;
    let end = clauseEnd(text, start, 70);
    const cut = stop.exec(folded.slice(start, end));
    if (cut) end = start + cut.index;
    const value = trimPhrase(text.slice(start, end));
    if (value.length >= 2) phrases.push({ start, value });
  }
  return phrases;
}

const STOP =
  /\s(?:luc|khoang|vao|tu|khi|roi|thi|de|ma|nhung|o|tai|va (?:di|deo|mang|doi)|di (?:xe|bo|lac)|co (?:not|seo|vet))\b/;

const CLOTHING_VERB =
  /\b(?:hay |dang )?mac\s+|\b(?:di|mang|xo)\s+(?=(?:dep|giay|guoc|ung|tat)\b)|\b(?:doi|deo)\s+(?=(?:mu|non|khan|khau trang)\b)/g;
const BELONGING_VERB =
  /\bmang theo\s+|\b(?:deo|xach|cam|khoac|mang)\s+(?=(?:balo|ba lo|cap|tui|vali|va li|dien thoai|vi tien|xe dap)\b)/g;
const VEHICLE_VERB = /\b(?:di|chay|lai|dap|cuoi)\s+(?=xe\s)/g;

/** Physical features: moles, scars, birthmarks, tattoos, teeth, hair, glasses, dimples… */
const FEATURE_START =
  /\b(?:vet seo|seo|not ruoi|vet bot|bot (?=do|xanh|nau|den|tim|o)|hinh xam|xam hinh|rang khenh|rang cua|rang (?=ho|vau|sun|bi|mat|gay)|toc (?=bac|dai|ngan|xoan|quan|nhuom|hui|ngang|vang|do|muoi|trang|bu|tet|ca|den)|deo kinh|mat kinh|lum dong tien|seo mo|sut moi|bi gu|hoi gu|lung cong|tat o|khuyet tat|thot chan|bi cut)/g;

function features(text: string, folded: string): { start: number; value: string }[] {
  const found: { start: number; value: string }[] = [];
  for (const m of folded.matchAll(FEATURE_START)) {
    if (found.some((f) => m.index < f.start + f.value.length)) continue;
    let end = clauseEnd(text, m.index, 60);
    const cut = /\s(?:va (?:mac|di|deo|mang)|mac|di|deo (?!kinh)|mang|nguoi|ai)\b/.exec(folded.slice(m.index + 3, end));
    if (cut) end = m.index + 3 + cut.index;
    found.push({ start: m.index, value: trimPhrase(text.slice(m.index, end)) });
  }
  return found;
}

function suggestion(key: ExtraKey, value: string, confidence: number): ExtraSuggestion {
  return { key, label: EXTRA_LABELS[key], value, confidence };
}

/** Every extra found, one suggestion per key (several pieces joined by "; "), in the quick-add keys' order. */
export function findExtras(text: string, folded: string): ExtraSuggestion[] {
  const extras: ExtraSuggestion[] = [];
  const height = findHeight(folded);
  if (height) extras.push(suggestion('height', `${height.cm} cm`, 0.9));
  const weight = findWeight(folded);
  if (weight) extras.push(suggestion('weight', `${weight.kg} kg`, 0.9));
  const clothing = phrasesAfter(text, folded, CLOTHING_VERB, STOP);
  if (clothing.length) extras.push(suggestion('clothing', join(clothing), 0.75));
  const feature = features(text, folded);
  if (feature.length) extras.push(suggestion('physical_features', join(feature), 0.7));
  const personality = phrasesAfter(
    text,
    folded,
    /\btinh (?:cach|tinh)\s*:?\s*|\b(?:hien lanh|nhut nhat|it noi)\b/g,
    STOP,
  );
  if (personality.length) extras.push(suggestion('personality', join(personality), 0.5));
  const hobbies = phrasesAfter(text, folded, /\b(?:so thich|thich)\s*:?\s+/g, STOP);
  if (hobbies.length) extras.push(suggestion('hobbies', join(hobbies), 0.5));
  const medical = findMedical(text, folded);
  if (medical.length) extras.push(suggestion('medical_condition', medical.join(', '), 0.85));
  const lastContact = phrasesAfter(
    text,
    folded,
    /\b(?:lien lac|nhan tin|goi dien|goi ve) lan cuoi\s*(?:la|vao|luc)?\s*|\blan cuoi (?:lien lac|nhan tin|goi)\s*(?:la|vao|luc)?\s*/g,
    /$^/,
  );
  if (lastContact.length) extras.push(suggestion('last_contact', join(lastContact), 0.6));
  const vehicle = phrasesAfter(text, folded, VEHICLE_VERB, /\s(?:luc|khoang|vao|tu|khi|roi|thi|de|ma|o|tai|mac|deo)\b/);
  const carried = phrasesAfter(text, folded, BELONGING_VERB, /\s(?:luc|khoang|vao|tu|khi|roi|thi|de|ma|o|tai|mac)\b/);
  // "mang theo xe máy…" is a vehicle, not a belonging.
  vehicle.push(...carried.filter((p) => /^xe\s/i.test(foldStart(p.value))));
  const belongings = carried.filter((p) => !/^xe\s/i.test(foldStart(p.value)));
  if (belongings.length) extras.push(suggestion('belongings', join(belongings), 0.7));
  if (vehicle.length) extras.push(suggestion('vehicle', join(vehicle), 0.7));
  return extras.sort((a, b) => EXTRA_KEYS.indexOf(a.key as ExtraKey) - EXTRA_KEYS.indexOf(b.key as ExtraKey));
}

function foldStart(value: string): string {
  return fold(value.slice(0, 4));
}

function join(pieces: { start: number; value: string }[]): string {
  const seen = new Set<string>();
  return pieces
    .sort((a, b) => a.start - b.start)
    .map((p) => p.value)
    .filter((v) => !seen.has(v) && seen.add(v))
    .join('; ');
}
