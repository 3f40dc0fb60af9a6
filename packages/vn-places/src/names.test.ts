import { describe, expect, it } from 'vitest';
import { splitUnitName, unitName } from './names.js';

describe('splitUnitName', () => {
  it('takes the prefix off and names the kind', () => {
    expect(splitUnitName('Thành Phố Đà Nẵng')).toEqual({ kind: 'city', shortName: 'Đà Nẵng' });
    expect(splitUnitName('Tỉnh Bà Rịa-Vũng Tàu')).toEqual({ kind: 'province', shortName: 'Bà Rịa-Vũng Tàu' });
    expect(splitUnitName('Quận 1')).toEqual({ kind: 'urban-district', shortName: '1' });
    expect(splitUnitName('Huyện Ba Vì')).toEqual({ kind: 'rural-district', shortName: 'Ba Vì' });
    expect(splitUnitName('Phường Bến Thành')).toEqual({ kind: 'ward', shortName: 'Bến Thành' });
    expect(splitUnitName('Thị Trấn Tây Đằng')).toEqual({ kind: 'township', shortName: 'Tây Đằng' });
    expect(splitUnitName('Đặc Khu Phú Quốc')).toEqual({ kind: 'special-zone', shortName: 'Phú Quốc' });
  });

  it('reads "Thị Xã" as a town, not as "Xã" after a word', () => {
    expect(splitUnitName('Thị Xã Sơn Tây')).toEqual({ kind: 'town', shortName: 'Sơn Tây' });
    expect(splitUnitName('Xã Minh Châu')).toEqual({ kind: 'commune', shortName: 'Minh Châu' });
  });

  it('accepts a prefix in any case, decomposed text and stray spaces', () => {
    expect(splitUnitName('thành phố Huế')).toEqual({ kind: 'city', shortName: 'Huế' });
    expect(splitUnitName('  Phường   Sài Gòn ')).toEqual({ kind: 'ward', shortName: 'Sài Gòn' });
    expect(splitUnitName('Phường Sài Gòn'.normalize('NFD'))).toEqual({ kind: 'ward', shortName: 'Sài Gòn' });
  });

  it('keeps a name without a known prefix, or with nothing after it, whole', () => {
    expect(splitUnitName('Trung Tâm Huấn Luyện Cấm Sơn')).toEqual({
      kind: 'other',
      shortName: 'Trung Tâm Huấn Luyện Cấm Sơn',
    });
    expect(splitUnitName('Xã')).toEqual({ kind: 'other', shortName: 'Xã' });
    expect(splitUnitName('Xãhội')).toEqual({ kind: 'other', shortName: 'Xãhội' });
    expect(splitUnitName('')).toEqual({ kind: 'other', shortName: '' });
  });
});

describe('unitName', () => {
  it('puts the prefix back, and nothing for kind other', () => {
    expect(unitName('ward', 'Bến Thành')).toBe('Phường Bến Thành');
    expect(unitName('city', 'Huế')).toBe('Thành Phố Huế');
    expect(unitName('other', 'Trung Tâm Huấn Luyện Cấm Sơn')).toBe('Trung Tâm Huấn Luyện Cấm Sơn');
  });
});
