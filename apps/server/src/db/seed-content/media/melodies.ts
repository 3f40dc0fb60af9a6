import type { SeedOf } from './types.js';

/** Sounds made from a list of notes. */

export const eveningMelody: SeedOf<'melody'> = {
  key: 'evening-melody',
  kind: 'melody',
  category: 'music',
  notes: [69, 72, 74, 76, 79, 76, 74, 72, 69, 67, 69, 72, 74, 72, 69],
  translations: {
    en: {
      title: 'Evening study in A minor',
      description: 'A short pentatonic melody written as a Note Dance practice piece.',
    },
    vi: {
      title: 'Khúc luyện tập buổi tối cung La thứ',
      description: 'Một giai điệu ngũ cung ngắn, viết làm bài luyện tập cho Note Dance.',
    },
    zh: { title: 'A 小调晚间练习曲', description: '一段简短的五声音阶旋律，是为 Note Dance 写的练习曲。' },
    ja: {
      title: 'イ短調の夕べのエチュード',
      description: 'Note Dance の練習曲として書いた、短いペンタトニックのメロディー。',
    },
    ko: { title: '가단조 저녁 연습곡', description: 'Note Dance 연습곡으로 만든 짧은 5음 음계 멜로디.' },
    fr: {
      title: 'Étude du soir en la mineur',
      description: 'Une courte mélodie pentatonique, écrite comme exercice pour Note Dance.',
    },
    de: {
      title: 'Abendetüde in a-Moll',
      description: 'Eine kurze pentatonische Melodie, geschrieben als Übungsstück für Note Dance.',
    },
    es: {
      title: 'Estudio vespertino en la menor',
      description: 'Una breve melodía pentatónica compuesta como pieza de práctica para Note Dance.',
    },
    ru: {
      title: 'Вечерний этюд ля минор',
      description: 'Короткая пентатоническая мелодия, написанная как упражнение для Note Dance.',
    },
    ar: {
      title: 'دراسة مسائية من مقام لا الصغير',
      description: 'لحن خماسي قصير كتبتُه كمقطوعة تدريبية في Note Dance.',
    },
  },
};
