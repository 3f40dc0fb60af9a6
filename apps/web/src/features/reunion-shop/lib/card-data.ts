/**
 * The child safety card's data as the family types it. It never leaves the device: no request carries it,
 * and it is kept only in this browser's local storage when the family asks for that.
 */
export interface Guardian {
  name: string;
  phone: string;
}

export interface CardData {
  childName: string;
  /** A small JPEG data URL, made from the picture chosen on the device (never uploaded). */
  photo: string;
  /** `YYYY-MM-DD` or ''. */
  birthDate: string;
  heightCm: string;
  eyeColour: string;
  hairColour: string;
  marks: string;
  medical: string;
  guardians: [Guardian, Guardian];
  message: string;
}

export const CARD_LIMITS = {
  name: 80,
  short: 40,
  marks: 160,
  medical: 160,
  phone: 24,
  message: 140,
  /** The longest side of the stored photo, in pixels: enough for print, small enough for local storage. */
  photoSide: 480,
  /** The largest photo data URL accepted back from storage. */
  photoChars: 400_000,
} as const;

export function emptyCard(): CardData {
  return {
    childName: '',
    photo: '',
    birthDate: '',
    heightCm: '',
    eyeColour: '',
    hairColour: '',
    marks: '',
    medical: '',
    guardians: [
      { name: '', phone: '' },
      { name: '', phone: '' },
    ],
    message: '',
  };
}

/** Whether anything at all was written or chosen. */
export function isCardEmpty(card: CardData): boolean {
  return JSON.stringify(card) === JSON.stringify(emptyCard());
}

/** The local-storage key of a remembered card. */
export const CARD_STORAGE_KEY = 'reunion-safety-card';

const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');

/**
 * A card read back from storage, whatever was stored: anything malformed, of the wrong type or too long is
 * dropped or cut, a photo that is not a JPEG or PNG data URL is dropped (nothing else may reach an <img>).
 */
export function parseStoredCard(raw: string | null): CardData | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const stored = value as Record<string, unknown>;
  const guardians = Array.isArray(stored.guardians) ? stored.guardians : [];
  const guardian = (index: number): Guardian => {
    const item = guardians[index] as Record<string, unknown> | undefined;
    return item && typeof item === 'object'
      ? { name: text(item.name, CARD_LIMITS.name), phone: text(item.phone, CARD_LIMITS.phone) }
      : { name: '', phone: '' };
  };
  const photo = typeof stored.photo === 'string' ? stored.photo : '';
  const birthDate = text(stored.birthDate, 10);
  return {
    childName: text(stored.childName, CARD_LIMITS.name),
    photo:
      photo.length <= CARD_LIMITS.photoChars && /^data:image\/(jpeg|png);base64,[A-Za-z0-9+/]+=*$/.test(photo)
        ? photo
        : '',
    birthDate: /^\d{4}-\d{2}-\d{2}$/.test(birthDate) ? birthDate : '',
    heightCm: text(stored.heightCm, 3).replace(/\D/g, ''),
    eyeColour: text(stored.eyeColour, CARD_LIMITS.short),
    hairColour: text(stored.hairColour, CARD_LIMITS.short),
    marks: text(stored.marks, CARD_LIMITS.marks),
    medical: text(stored.medical, CARD_LIMITS.medical),
    guardians: [guardian(0), guardian(1)],
    message: text(stored.message, CARD_LIMITS.message),
  };
}

/** The labelled lines of the card's details, in display order, leaving out what is blank. */
export function cardFacts(
  card: CardData,
  labels: { born: string; height: string; eyes: string; hair: string; marks: string; medical: string },
  formatDate: (iso: string) => string,
  formatHeight: (cm: number) => string,
): [string, string][] {
  const facts: [string, string][] = [];
  if (card.birthDate) facts.push([labels.born, formatDate(card.birthDate)]);
  const height = Number(card.heightCm);
  if (card.heightCm && Number.isFinite(height) && height > 0) facts.push([labels.height, formatHeight(height)]);
  if (card.eyeColour.trim()) facts.push([labels.eyes, card.eyeColour.trim()]);
  if (card.hairColour.trim()) facts.push([labels.hair, card.hairColour.trim()]);
  if (card.marks.trim()) facts.push([labels.marks, card.marks.trim()]);
  if (card.medical.trim()) facts.push([labels.medical, card.medical.trim()]);
  return facts;
}
