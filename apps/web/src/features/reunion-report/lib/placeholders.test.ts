import { describe, expect, it } from 'vitest';
import { hasPlaceholders, replacePlaceholder, splitPlaceholders } from './placeholders';
import { REPORT_TEMPLATE_IDS, REPORT_TEMPLATES } from './templates';

describe('placeholders', () => {
  it('splits a text into plain pieces and placeholders with their offsets', () => {
    const text = 'Con tôi là [Họ tên con], [Số tuổi] tuổi.';
    const segments = splitPlaceholders(text);
    expect(segments.map((segment) => segment.kind)).toEqual(['text', 'placeholder', 'text', 'placeholder', 'text']);
    const first = segments[1];
    expect(first).toMatchObject({ kind: 'placeholder', label: 'Họ tên con', start: 11, end: 23 });
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
  });

  it('treats empty, blank, nested or unclosed brackets as plain text', () => {
    for (const text of ['[]', '[   ]', 'a [b [c] d', 'mở [ngoặc', '']) {
      const placeholders = splitPlaceholders(text).filter((segment) => segment.kind === 'placeholder');
      expect(placeholders.map((segment) => segment.text)).toEqual(text === 'a [b [c] d' ? ['[c]'] : []);
    }
    expect(hasPlaceholders('không có gì')).toBe(false);
    expect(hasPlaceholders('[Tên]')).toBe(true);
  });

  it('replaces exactly the placeholder at an offset, trimmed and on one line', () => {
    const text = '[Tên] và [Tên]';
    expect(replacePlaceholder(text, 9, '  Lan \n Anh ')).toBe('[Tên] và Lan Anh');
    expect(replacePlaceholder(text, 0, 'Minh')).toBe('Minh và [Tên]');
  });

  it('leaves the text alone for an empty value or an offset that is no longer a placeholder', () => {
    const text = 'Con: [Họ tên con]';
    expect(replacePlaceholder(text, 5, '   ')).toBe(text);
    expect(replacePlaceholder(text, 3, 'Lan')).toBe(text);
    expect(replacePlaceholder(text, 999, 'Lan')).toBe(text);
  });

  it('has the six templates, each Vietnamese text with placeholders to fill', () => {
    expect(REPORT_TEMPLATES.map((template) => template.id)).toEqual([...REPORT_TEMPLATE_IDS]);
    for (const template of REPORT_TEMPLATES) {
      expect(hasPlaceholders(template.text), template.id).toBe(true);
      expect(template.text).toContain('[Số điện thoại]');
    }
  });
});
