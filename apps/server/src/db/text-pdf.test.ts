import { describe, expect, it } from 'vitest';
import { demoCv } from './seed.js';
import { SEED_CONTENT } from './seed-content/index.js';
import { layoutText, PAGE, textPdf, textWidth, toFontText, type TextBlock } from './text-pdf.js';

/** The text runs of a PDF written by textPdf, read back from its content streams, with their page. */
function runsOf(pdf: Buffer) {
  const source = pdf.toString('latin1');
  const streams = [...source.matchAll(/stream\n([\s\S]*?)\nendstream/g)].map((m) => m[1]!);
  return streams.flatMap((stream, page) =>
    [...stream.matchAll(/BT \/F1 ([\d.]+) Tf ([\d.]+) ([\d.]+) Td \(((?:\\.|[^\\)])*)\) Tj ET/g)].map((m) => ({
      page,
      size: Number(m[1]),
      x: Number(m[2]),
      y: Number(m[3]),
      text: m[4]!.replace(/\\(.)/g, '$1'),
    })),
  );
}

/** Every run lies inside the page's printable box. */
function expectInside(runs: ReturnType<typeof runsOf>) {
  for (const run of runs) {
    expect(run.x, run.text).toBeGreaterThanOrEqual(PAGE.margin);
    expect(run.x + textWidth(run.text, run.size), run.text).toBeLessThanOrEqual(PAGE.width - PAGE.margin + 0.01);
    expect(run.y, run.text).toBeGreaterThanOrEqual(PAGE.margin);
    expect(run.y + run.size, run.text).toBeLessThanOrEqual(PAGE.height - PAGE.margin + 0.01);
  }
}

/** The words of the blocks, as the font writes them, in order. */
const wordsOf = (blocks: TextBlock[]) => blocks.flatMap((b) => toFontText(b.text).split(' ').filter(Boolean));

describe('text PDF', () => {
  it('lays out the demo CV inside the margins, every word of it, nothing cut', () => {
    const blocks = demoCv(SEED_CONTENT.en);
    const pdf = textPdf(blocks);
    const runs = runsOf(pdf);
    expectInside(runs);
    expect(
      runs
        .map((r) => r.text)
        .join(' ')
        .split(' '),
    ).toEqual(wordsOf(blocks));
    // The full title and every achievement in full (they used to run off the page or stop mid-word).
    for (const job of SEED_CONTENT.en.experience)
      for (const achievement of job.achievements) expect(runs.map((r) => r.text).join(' ')).toContain(achievement);
  });

  it('wraps a huge title, breaks a word longer than a line and continues on new pages', () => {
    const word = 'x'.repeat(200);
    const blocks: TextBlock[] = [
      { text: 'Title '.repeat(50).trim(), size: 20 },
      { text: `- ${'achievement '.repeat(420).trim()}`, indent: 12 },
      { text: word },
    ];
    const pdf = textPdf(blocks);
    const runs = runsOf(pdf);
    expectInside(runs);
    expect(new Set(runs.map((r) => r.page)).size).toBeGreaterThan(1);
    expect((pdf.toString('latin1').match(/\/Type \/Page /g) ?? []).length).toBe(new Set(runs.map((r) => r.page)).size);
    // The long word comes back whole from its pieces; every other word is intact.
    const text = runs.map((r) => r.text);
    const start = text.findIndex((t) => t.startsWith('xxx'));
    expect(text.slice(start).join('')).toBe(word);
    expect(text.slice(0, start).join(' ').split(' ')).toEqual(wordsOf(blocks.slice(0, 2)));
  });

  it('writes what Helvetica can show: accents dropped, other scripts as dashes, parentheses escaped', () => {
    expect(toFontText('Nguyễn Đức — “CV” (2026)')).toBe('Nguyen Duc - "CV" (2026)');
    const runs = runsOf(textPdf([{ text: 'Hồ Chí Minh (HCMC) \\ 東京' }]));
    expect(runs.map((r) => r.text)).toEqual(['Ho Chi Minh (HCMC) \\ --']);
  });

  it('is a readable PDF: every cross-reference offset points at its object', () => {
    const pdf = textPdf(demoCv(SEED_CONTENT.en)).toString('latin1');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
    expect(layoutText([]).length).toBe(0);
  });
});
