import { describe, expect, it } from 'vitest';
import { extractReport } from './index.js';
import { maskPlaceholders } from './text.js';

const TEMPLATE =
  'Tôi là [Họ tên người báo tin], là bố/mẹ của cháu [Họ tên con], [Số tuổi] tuổi. ' +
  'Cháu mất tích từ ngày [Ngày mất tích] tại [Nơi nhìn thấy lần cuối], [Tỉnh/Thành phố]. ' +
  'Khi đi cháu mặc [Quần áo]. Số điện thoại liên hệ: [Số điện thoại].';

describe("a template's unfilled blanks", () => {
  it('are blanked with the same length, so offsets still point into the text as typed', () => {
    const { text, blanks } = maskPlaceholders('cháu [Họ tên con] đi chợ');
    expect(text).toBe(`cháu ${' '.repeat('[Họ tên con]'.length)} đi chợ`);
    expect(blanks).toEqual([{ start: 5, end: 17 }]);
  });

  it('give no suggestion: an untouched template suggests nothing from its blanks', () => {
    const result = extractReport(TEMPLATE, { today: '2026-11-27' });
    expect(result.fields.missing_person_name).toBeUndefined();
    expect(result.fields.reporter_name).toBeUndefined();
    expect(result.fields.circumstances).toBeUndefined();
    expect(result.extras.map((extra) => extra.value).join(' ')).not.toContain('[');
    expect(result.people).toEqual([]);
  });

  it('leave what the family filled in to be read', () => {
    const filled = TEMPLATE.replace('[Họ tên con]', 'Nguyễn Văn An')
      .replace('[Số tuổi]', '7')
      .replace('[Quần áo]', 'áo trắng quần xanh')
      .replace('[Số điện thoại]', '0912 345 678');
    const result = extractReport(filled, { today: '2026-11-27' });
    expect(result.fields.missing_person_name?.value).toBe('Nguyễn Văn An');
    expect(result.fields.age?.value).toBe(7);
    expect(result.fields.reporter_phone?.value).toBe('0912345678');
    expect(result.extras.find((extra) => extra.key === 'clothing')?.value).toContain('áo trắng');
  });

  it('do not catch brackets around a long passage or across lines', () => {
    expect(maskPlaceholders(`[${'a'.repeat(61)}]`).blanks).toEqual([]);
    expect(maskPlaceholders('[hai\ndòng]').blanks).toEqual([]);
  });
});
