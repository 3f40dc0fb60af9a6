import { describe, expect, it } from 'vitest';
import { CARD_LIMITS, cardFacts, emptyCard, isCardEmpty, parseStoredCard } from './card-data';

const labels = { born: 'Born', height: 'Height', eyes: 'Eyes', hair: 'Hair', marks: 'Marks', medical: 'Medical' };

describe('the safety card data', () => {
  it('round-trips a stored card', () => {
    const card = {
      ...emptyCard(),
      childName: 'Nguyễn Bé An',
      birthDate: '2019-05-04',
      photo: 'data:image/jpeg;base64,AAAA',
    };
    card.guardians[0] = { name: 'Mẹ', phone: '+84 900 000 000' };
    expect(parseStoredCard(JSON.stringify(card))).toEqual(card);
    expect(isCardEmpty(card)).toBe(false);
    expect(isCardEmpty(emptyCard())).toBe(true);
  });

  it('reads nothing from empty, malformed or wrongly shaped storage', () => {
    for (const raw of [null, '', '{', 'null', '[]', '42', '"text"'])
      expect(parseStoredCard(raw), String(raw)).toBeNull();
    expect(parseStoredCard('{}')).toEqual(emptyCard());
    expect(parseStoredCard(JSON.stringify({ childName: 7, guardians: 'x', heightCm: { a: 1 } }))).toEqual(emptyCard());
  });

  it('drops a hostile or oversized photo and cuts long texts', () => {
    for (const photo of [
      'javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'https://tracker.example/pixel.png',
      `data:image/jpeg;base64,${'A'.repeat(CARD_LIMITS.photoChars)}`,
      'data:image/png;base64,AA"onerror="x',
    ]) {
      expect(parseStoredCard(JSON.stringify({ photo }))?.photo, photo.slice(0, 40)).toBe('');
    }
    const long = parseStoredCard(
      JSON.stringify({ childName: 'x'.repeat(10_000), heightCm: '12a3', birthDate: 'soon' }),
    );
    expect(long?.childName).toHaveLength(CARD_LIMITS.name);
    expect(long?.heightCm).toBe('12');
    expect(long?.birthDate).toBe('');
  });

  it('lists only the facts that were given, in order', () => {
    const card = {
      ...emptyCard(),
      birthDate: '2019-05-04',
      heightCm: '112',
      hairColour: ' black ',
      medical: 'Peanut allergy',
    };
    const facts = cardFacts(
      card,
      labels,
      (iso) => `D:${iso}`,
      (cm) => `${cm} cm`,
    );
    expect(facts).toEqual([
      ['Born', 'D:2019-05-04'],
      ['Height', '112 cm'],
      ['Hair', 'black'],
      ['Medical', 'Peanut allergy'],
    ]);
    expect(cardFacts(emptyCard(), labels, String, String)).toEqual([]);
  });
});

describe('wrapping the card texts', () => {
  it('fits words on lines of the width and marks a cut with an ellipsis', async () => {
    const { wrapText } = await import('./draw-card');
    const measure = (text: string) => text.length * 10;
    expect(wrapText(measure, 'one two three four', 90, 3)).toEqual(['one two', 'three', 'four']);
    expect(wrapText(measure, 'one two three four five six', 90, 2)).toEqual(['one two', 'three…']);
    expect(wrapText(measure, '', 90, 2)).toEqual([]);
    // A word longer than the line stays whole on its own line (the canvas squeezes it to fit).
    expect(wrapText(measure, 'supercalifragilistic', 50, 2)).toEqual(['supercalifragilistic']);
  });
});
