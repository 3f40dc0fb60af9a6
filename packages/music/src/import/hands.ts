import type { SheetPart } from '../sheet.js';

const RIGHT = /\b(right|rh|r\.h\.?|treble|upper)\b|右|droite|rechte?|derecha|правая|phải/i;
const LEFT = /\b(left|lh|l\.h\.?|bass|lower)\b|左|gauche|linke?|izquierda|левая|trái/i;

/** The hand a part's name says it is for ('Right hand', 'RH', 'Bass'…), null when it does not say. */
export function handFromName(name: string): SheetPart['hand'] {
  if (RIGHT.test(name)) return 'right';
  if (LEFT.test(name)) return 'left';
  return null;
}

/**
 * Gives the parts whose hand is not known one: first from their name; then, when the sheet has exactly two parts,
 * the other hand to the one whose hand is known, or, when neither is, the right hand to the one that sounds higher
 * on average. Other parts stay null.
 */
export function assignHands(parts: SheetPart[]): SheetPart[] {
  const named = parts.map((part) => (part.hand ? part : { ...part, hand: handFromName(part.name) }));
  if (named.length === 2 && named.filter((part) => part.hand === null).length === 1) {
    const known = named.find((part) => part.hand !== null)!.hand;
    return named.map((part) => (part.hand ? part : { ...part, hand: known === 'right' ? 'left' : 'right' }));
  }
  if (named.length === 2 && named.every((part) => part.hand === null)) {
    const mean = (part: SheetPart) => {
      const pitches = part.notes.flatMap((note) => (note.pitch === null ? [] : [note.pitch]));
      return pitches.reduce((sum, pitch) => sum + pitch, 0) / Math.max(1, pitches.length);
    };
    const [a, b] = named as [SheetPart, SheetPart];
    const aHigher = mean(a) >= mean(b);
    return [
      { ...a, hand: aHigher ? 'right' : 'left' },
      { ...b, hand: aHigher ? 'left' : 'right' },
    ];
  }
  return named;
}
