import { describe, expect, it } from 'vitest';
import { PASSAGE_MAX_CHARS, plainText, splitPassages, splitSentences } from './passages.js';

describe('splitSentences', () => {
  it('cuts by sentence in every script', () => {
    expect(splitSentences('Most are found on day one. Call 113! Why wait?', 'en')).toEqual([
      'Most are found on day one.',
      'Call 113!',
      'Why wait?',
    ]);
    expect(splitSentences('最初の一時間が大切です。警察に電話してください。', 'ja')).toEqual([
      '最初の一時間が大切です。',
      '警察に電话してください。'.replace('话', '話'),
    ]);
    expect(splitSentences('他做过支付系统。你好吗？', 'zh')).toEqual(['他做过支付系统。', '你好吗？']);
    expect(splitSentences('هل بنى أنظمة الدفع؟ نعم، بناها.', 'ar')).toEqual(['هل بنى أنظمة الدفع؟', 'نعم، بناها.']);
    expect(splitSentences('Ông ấy đã về nhà. Gia đình rất vui.', 'vi')).toEqual([
      'Ông ấy đã về nhà.',
      'Gia đình rất vui.',
    ]);
  });

  it('ends a sentence at a line end (list items have no full stop)', () => {
    expect(splitSentences('Search the home\nCall the police', 'en')).toEqual(['Search the home', 'Call the police']);
  });
});

describe('plainText', () => {
  it('drops tags and scripts, keeps block ends as line ends and decodes entities', () => {
    expect(
      plainText(
        '<p>Call <strong>113</strong> &amp; wait&nbsp;here.</p><ul><li>One</li><li>Two&#33;</li></ul><script>x()</script>',
      ),
    ).toBe('Call 113 & wait here.\nOne\nTwo!');
  });
});

describe('splitPassages', () => {
  const source = {
    id: 'guide:first-24-hours:en',
    language: 'en' as const,
    url: '/stories/first-24-hours',
    title: 'What to do in the <em>first</em> 24 hours',
    kind: 'reunion-guide' as const,
    contexts: ['reunion' as const],
  };

  it('makes passages of at most three sentences, carrying the item’s page, title, kind and contexts', () => {
    const text = Array.from({ length: 7 }, (_, i) => `Step ${i + 1} is short.`).join(' ');
    const passages = splitPassages({ ...source, text });
    expect(passages.map((p) => p.text)).toEqual([
      'Step 1 is short. Step 2 is short. Step 3 is short.',
      'Step 4 is short. Step 5 is short. Step 6 is short.',
      'Step 7 is short.',
    ]);
    expect(passages.map((p) => p.id)).toEqual([
      'guide:first-24-hours:en:0',
      'guide:first-24-hours:en:1',
      'guide:first-24-hours:en:2',
    ]);
    for (const passage of passages) {
      expect(passage).toMatchObject({
        language: 'en',
        url: '/stories/first-24-hours',
        title: 'What to do in the first 24 hours',
        kind: 'reunion-guide',
        contexts: ['reunion'],
      });
    }
  });

  it('keeps passages under the length limit, cutting a very long sentence at a space', () => {
    const long = `${'word '.repeat(200).trim()}.`;
    const passages = splitPassages({ ...source, text: `Short one. ${long} Last one.` });
    for (const passage of passages) expect([...passage.text].length).toBeLessThanOrEqual(PASSAGE_MAX_CHARS);
    expect(
      passages
        .map((p) => p.text)
        .join(' ')
        .replace(/\s+/g, ' '),
    ).toBe(`Short one. ${long} Last one.`);
  });

  it('joins Chinese and Japanese sentences without a space', () => {
    const [passage] = splitPassages({ ...source, language: 'zh', text: '第一句。第二句。' });
    expect(passage!.text).toBe('第一句。第二句。');
  });

  it('gives an item without text one passage of its title', () => {
    expect(splitPassages({ ...source, text: '  ' }).map((p) => p.text)).toEqual(['What to do in the first 24 hours']);
  });
});
