import { describe, expect, it } from 'vitest';
import { ASSISTANT_LANGUAGES } from './languages.js';
import {
  analyseQuery,
  analyseQuestion,
  foldLatin,
  isLightGroup,
  isStopword,
  normalizeText,
  tokenize,
} from './tokenize.js';

describe('Vietnamese', () => {
  it('indexes both the accented and the folded form, so either spelling finds the other', () => {
    const accented = tokenize('Thanh toán trực tuyến', 'vi');
    expect(accented).toEqual(expect.arrayContaining(['thanh', 'toán', 'toan', 'trực', 'truc', 'tuyến', 'tuyen']));
    const typedPlain = tokenize('thanh toan truc tuyen', 'vi');
    for (const term of typedPlain) expect(accented).toContain(term);
  });

  it('folds đ to d and removes tones and hats', () => {
    expect(foldLatin('đoàn tụ')).toBe('doan tu');
    expect(foldLatin('người mất tích')).toBe('nguoi mat tich');
    expect(tokenize('Đoàn Tụ', 'vi')).toEqual(expect.arrayContaining(['đoàn', 'doan', 'tụ', 'tu']));
  });

  it('drops function words, typed with or without accents', () => {
    expect(tokenize('và của không', 'vi')).toEqual([]);
    expect(tokenize('khong', 'vi')).toEqual([]);
    expect(isStopword('cô', 'vi')).toBe(false);
  });
});

describe('Chinese and Japanese', () => {
  it('segments a Chinese sentence into words, so a word inside it is found', () => {
    const terms = tokenize('他开发过支付系统和数据库优化。', 'zh');
    expect(terms).toEqual(expect.arrayContaining(['开发', '支付', '系统']));
    // Function words are not indexed.
    expect(terms).not.toContain('他');
    expect(terms).not.toContain('和');
  });

  it('adds character bigrams, so part of a longer word matches', () => {
    // The dictionary cuts 互联网 into three characters; its bigrams keep the word findable.
    expect(tokenize('互联网', 'zh')).toEqual(expect.arrayContaining(['互联', '联网']));
    expect(tokenize('数据库', 'zh')).toEqual(expect.arrayContaining(['数据', '据库']));
    // A long katakana word gives its bigrams too.
    expect(tokenize('ネットワーク', 'ja')).toEqual(expect.arrayContaining(['ネットワーク', 'ネッ', 'ワー']));
  });

  it('segments a Japanese sentence and leaves out particles', () => {
    const terms = tokenize('彼は決済システムを開発しました。', 'ja');
    expect(terms).toEqual(expect.arrayContaining(['決済', 'システム', '開発']));
    expect(terms).not.toContain('は');
    expect(terms).not.toContain('を');
    // The segmenter cuts verb endings into hiragana pieces: they are grammar, not words.
    expect(tokenize('決済システムを作ったことはありますか？', 'ja')).toEqual(
      expect.not.arrayContaining(['ありま', 'すか']),
    );
  });
});

describe('Korean', () => {
  it('cuts particles and verb endings, and gives the syllable bigrams of compounds', () => {
    const terms = tokenize('결제시스템을 개발했습니다', 'ko');
    expect(terms).toEqual(expect.arrayContaining(['결제시스템', '결제', '시스', '스템', '개발']));
    // "시스템" typed alone shares its bigrams with the compound.
    const query = tokenize('시스템', 'ko');
    expect(query.filter((term) => terms.includes(term)).length).toBeGreaterThan(0);
  });

  it('splits a word where Latin letters meet Hangul', () => {
    expect(tokenize('C++로 만든', 'ko')).toContain('cpp');
  });
});

describe('Arabic', () => {
  it('strips tashkeel and tatweel and unifies alef, ya and ta marbuta', () => {
    expect(normalizeText('أنظمةَ الدفــع')).toBe('انظمه الدفع');
    expect(normalizeText('إدارة آمنة')).toBe('اداره امنه');
    expect(normalizeText('على مستوى')).toBe('علي مستوي');
    expect(tokenize('أنظمةُ', 'ar')).toEqual(tokenize('انظمة', 'ar'));
  });

  it('also indexes a word without its article', () => {
    expect(tokenize('المكتبة', 'ar')).toEqual(expect.arrayContaining(['المكتبه', 'مكتبه']));
  });
});

describe('Russian, French, German, Spanish, English', () => {
  it('reads ё as е', () => {
    expect(tokenize('ёлка', 'ru')).toEqual(tokenize('елка', 'ru'));
    expect(tokenize('Ещё', 'ru')).toEqual(tokenize('еще', 'ru'));
  });

  it('stems Russian endings lightly', () => {
    expect(tokenize('гонки', 'ru')).toContain('гонк');
    expect(tokenize('гонка', 'ru')).toContain('гонк');
  });

  it('folds accents and ß', () => {
    expect(tokenize('Straße', 'de')).toContain('strasse');
    expect(tokenize('électronique', 'fr')).toContain('electronique');
    expect(tokenize('creación', 'es')).toContain('creacion');
  });

  it('keeps C++, C# and .NET as words', () => {
    expect(tokenize('Why is C++ faster than C# and .NET?', 'en')).toEqual(
      expect.arrayContaining(['cpp', 'csharp', 'dotnet']),
    );
  });

  it('stems English plurals and -ing, beside the word itself', () => {
    expect(tokenize('payments', 'en')).toEqual(['payments', 'payment']);
    expect(tokenize('building', 'en')).toContain('build');
    expect(tokenize('the of and', 'en')).toEqual([]);
  });

  it('splits dotted and elided words into their parts too', () => {
    expect(tokenize('Node.js', 'en')).toEqual(expect.arrayContaining(['node.js', 'node', 'js']));
    expect(tokenize("l'équipe", 'fr')).toEqual(expect.arrayContaining(['équipe', 'equipe']));
  });
});

describe('Vietnamese pair terms and light words', () => {
  it('indexes two syllables side by side as a term of their own, not across stopwords or punctuation', () => {
    const terms = tokenize('Cổng thanh toán, và ngân hàng', 'vi');
    expect(terms).toContain('thanh_toan');
    expect(terms).toContain('cong_thanh');
    expect(terms).not.toContain('toán_ngân');
    expect(terms.some((term) => term.startsWith('va_'))).toBe(false);
  });

  it('gives each syllable of a question its pair terms, and tells whole forms from parts', () => {
    const [thanh, toan] = analyseQuestion('thanh toán', 'vi');
    expect(thanh!.whole).toEqual(['thanh']);
    expect(thanh!.forms).toContain('thanh_toan');
    expect(toan!.whole).toEqual(['toán', 'toan']);
    const [cold] = analyseQuestion('コールド', 'ja');
    expect(cold!.whole).toEqual(['コールド']);
    expect(cold!.forms).toContain('コー');
  });

  it('knows the light words of a question in every language', () => {
    const light = (query: string, language: Parameters<typeof analyseQuery>[1]) =>
      analyseQuery(query, language).map((group) => isLightGroup(group, language));
    expect(light('Has he built payment systems?', 'en')).toEqual([true, false, true]);
    expect(light('Hat er schon ein Payment-Gateway gebaut?', 'de')).toEqual([true, false, false, true]);
    expect(light('他做过支付系统吗？', 'zh')).toEqual([true, false, true]);
  });

  it('drops a Korean stopword with an ending', () => {
    expect(tokenize('무엇인가요', 'ko')).toEqual([]);
  });
});

describe('analyseQuery', () => {
  it('gives one group of forms per distinct word, stopwords left out', () => {
    expect(analyseQuery('Has he built payment systems? Payment!', 'en')).toEqual([
      ['built'],
      ['payment'],
      ['systems', 'system'],
    ]);
  });

  it('adds a CJK bigram across two words to both their groups', () => {
    const groups = analyseQuery('数据库优化', 'zh');
    expect(groups.some((group) => group.includes('优化'))).toBe(true);
  });

  it('answers no group for a text of stopwords, punctuation or nothing', () => {
    for (const language of ASSISTANT_LANGUAGES) {
      expect(analyseQuery('', language)).toEqual([]);
      expect(analyseQuery(' ?!… ', language)).toEqual([]);
    }
  });
});
