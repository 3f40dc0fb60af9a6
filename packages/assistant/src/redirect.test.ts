import { describe, expect, it } from 'vitest';
import { SUGGESTIONS } from './lexicon/suggestions.js';
import { ASSISTANT_LANGUAGES, type Language } from './languages.js';
import { detectRedirect } from './redirect.js';
import { ASSISTANT_CONTEXTS, type RedirectReason } from './types.js';

const cases: [Language, string, RedirectReason][] = [
  ['en', 'I want to report a missing person', 'report-missing'],
  ['en', 'How do I file a missing person report?', 'report-missing'],
  ['en', 'Can I run the benchmark myself?', 'benchmark'],
  ['en', 'Show me the race condition demo', 'race-demo'],
  ['en', 'How can I contact him?', 'contact'],
  ['en', 'How do I become a volunteer?', 'volunteer'],
  ['en', 'Let me play Note Dance', 'note-dance'],
  ['en', 'Search for missing people near Hue', 'search-missing'],
  ['vi', 'Tôi muốn báo người mất tích', 'report-missing'],
  ['vi', 'toi muon bao nguoi mat tich', 'report-missing'],
  ['vi', 'Làm sao liên hệ với anh Minh?', 'contact'],
  ['vi', 'Tôi muốn tìm người thân thất lạc', 'search-missing'],
  ['vi', 'Tôi muốn đăng ký làm tình nguyện viên', 'volunteer'],
  ['zh', '我要报告失踪人员', 'report-missing'],
  ['zh', '怎么成为志愿者？', 'volunteer'],
  ['ja', '行方不明者を届け出るには？', 'report-missing'],
  ['ja', 'ベンチマークを実行したい', 'benchmark'],
  ['ko', '실종자 신고는 어디서 하나요?', 'report-missing'],
  ['ko', '자원봉사자가 되고 싶어요', 'volunteer'],
  ['fr', 'Je veux signaler une disparition', 'report-missing'],
  ['fr', 'Comment le contacter ?', 'contact'],
  ['de', 'Ich möchte eine vermisste Person melden', 'report-missing'],
  ['de', 'Wie erreiche ich ihn?', 'contact'],
  ['es', 'Quiero denunciar una desaparición', 'report-missing'],
  ['es', '¿Cómo puedo hacerme voluntario?', 'volunteer'],
  ['ru', 'Хочу сообщить о пропавшем человеке', 'report-missing'],
  ['ru', 'Как связаться с ним?', 'contact'],
  ['ar', 'أريد الإبلاغ عن شخص مفقود', 'report-missing'],
  ['ar', 'كيف يمكنني التطوع؟', 'volunteer'],
];

describe('detectRedirect', () => {
  it.each(cases)('%s: "%s" → %s', (language, query, reason) => {
    expect(detectRedirect(query, language)?.reason).toBe(reason);
  });

  it('sends each job to its page', () => {
    expect(detectRedirect('report a missing child', 'en')).toEqual({ url: '/reunion', reason: 'report-missing' });
    expect(detectRedirect('run the benchmark', 'en')).toEqual({ url: '/language-test', reason: 'benchmark' });
    expect(detectRedirect('contact form', 'en')).toEqual({ url: '/#contact', reason: 'contact' });
    expect(detectRedirect('how can I volunteer', 'en')).toEqual({ url: '/volunteer', reason: 'volunteer' });
    expect(detectRedirect('look for a missing person', 'en')).toEqual({ url: '/search', reason: 'search-missing' });
  });

  it('leaves questions about a topic to the answer', () => {
    const topics: [Language, string][] = [
      ['en', 'Why is C++ fastest here?'],
      ['en', 'What should I do in the first 24 hours?'],
      ['en', 'Has he built payment systems?'],
      ['en', 'What does the benchmark measure?'],
      ['zh', '性能测试是什么？'],
      ['es', '¿Lo escribió en Go?'],
      ['de', 'Welche Geschwindigkeit erreicht sie?'],
      ['vi', 'Bao nhiêu người đã được đoàn tụ?'],
    ];
    for (const [language, query] of topics) expect(detectRedirect(query, language)).toBeNull();
  });

  it('understands English typed on another language’s page', () => {
    expect(detectRedirect('report a missing person', 'vi')?.reason).toBe('report-missing');
    expect(detectRedirect('run the benchmark', 'ja')?.reason).toBe('benchmark');
  });

  it('never redirects a suggested question: they are answered from the site', () => {
    for (const context of ASSISTANT_CONTEXTS) {
      for (const language of ASSISTANT_LANGUAGES) {
        for (const question of SUGGESTIONS[context][language]) expect(detectRedirect(question, language)).toBeNull();
      }
    }
  });

  it('answers null for empty or punctuation-only text', () => {
    expect(detectRedirect('', 'en')).toBeNull();
    expect(detectRedirect(' ?! ', 'ar')).toBeNull();
  });
});
