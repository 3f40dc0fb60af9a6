import { describe, expect, it } from 'vitest';
import { extractReport } from './index.js';

const extra = (text: string, key: string) =>
  extractReport(text, { today: '2025-11-20' }).extras.find((e) => e.key === key)?.value;

describe('heights, weights and other descriptions', () => {
  it('reads heights in every usual form, in centimetres', () => {
    expect(extra('cao 1m45', 'height')).toBe('145 cm');
    expect(extra('cao 1m5', 'height')).toBe('150 cm');
    expect(extra('cao 1,6m', 'height')).toBe('160 cm');
    expect(extra('cao 1.6 m', 'height')).toBe('160 cm');
    expect(extra('cao 160 cm', 'height')).toBe('160 cm');
    expect(extra('cao khoảng 1 m', 'height')).toBe('100 cm');
    expect(extra('cao 5m', 'height')).toBeUndefined();
    expect(extra('đi bộ 1m nữa', 'height')).toBeUndefined();
  });

  it('reads weights in kg, ký and cân', () => {
    expect(extra('nặng 45kg', 'weight')).toBe('45 kg');
    expect(extra('nặng 45 ký', 'weight')).toBe('45 kg');
    expect(extra('nặng 45 cân', 'weight')).toBe('45 kg');
    expect(extra('nặng 999kg', 'weight')).toBeUndefined();
  });

  it('reads clothing, features, medical conditions and belongings as typed', () => {
    const text =
      'Ông mặc áo khoác màu nâu, đi dép tổ ong, đội mũ cối. Ông có nốt ruồi to ở cằm, tóc bạc, bị sa sút trí tuệ và tiểu đường. Mang theo balo đen và xe đạp màu xanh.';
    expect(extra(text, 'clothing')).toBe('áo khoác màu nâu; dép tổ ong; mũ cối');
    expect(extra(text, 'physical_features')).toBe('nốt ruồi to ở cằm; tóc bạc');
    expect(extra(text, 'medical_condition')).toBe('sa sút trí tuệ, tiểu đường');
    expect(extra(text, 'belongings')).toBe('balo đen và xe đạp màu xanh');
  });

  it('labels each extra in Vietnamese and orders them as the quick-add keys', () => {
    const extras = extractReport('mang theo balo, cao 1m50, mặc áo đỏ, đi xe máy Wave', { today: '2025-11-20' }).extras;
    expect(extras.map((e) => e.key)).toEqual(['height', 'clothing', 'vehicle', 'belongings']);
    expect(extras[0]!.label).toBe('Chiều cao');
    for (const e of extras) expect(e.confidence).toBeGreaterThan(0);
  });

  it('does not read a person’s name as a feature ("Sùng Seo Páo")', () => {
    expect(extra('Bố: Sùng Seo Páo, 0219 3866 456', 'physical_features')).toBeUndefined();
  });
});
