import { REPORT_LIMITS } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { addExtra, removeExtra, renameExtra, setExtraValue, type ExtraField } from './extra-fields';

const one: ExtraField[] = [{ id: 'a', name: 'Chiều cao', value: '1m60' }];

describe('extra fields', () => {
  it('adds a field with both a name and a value, trimmed', () => {
    const result = addExtra(one, '  Cân nặng ', ' 50kg ', 'b');
    expect(result).toEqual({ ok: true, extras: [...one, { id: 'b', name: 'Cân nặng', value: '50kg' }] });
  });

  it('refuses an empty name or value', () => {
    expect(addExtra(one, '', 'x', 'b')).toEqual({ ok: false, reason: 'empty' });
    expect(addExtra(one, 'Tên', '   ', 'b')).toEqual({ ok: false, reason: 'empty' });
  });

  it('refuses a name another field has, whatever its case and spaces', () => {
    expect(addExtra(one, ' CHIỀU CAO ', '1m70', 'b')).toEqual({ ok: false, reason: 'duplicate' });
  });

  it('refuses more fields than the server takes, and names or values that are too long', () => {
    const full = Array.from({ length: REPORT_LIMITS.extraFieldsMax }, (_, index) => ({
      id: String(index),
      name: `F${index}`,
      value: 'v',
    }));
    expect(addExtra(full, 'Thêm', 'v', 'x')).toEqual({ ok: false, reason: 'tooMany' });
    expect(addExtra(one, 'n'.repeat(REPORT_LIMITS.extraNameMax + 1), 'v', 'x')).toEqual({
      ok: false,
      reason: 'tooLong',
    });
    expect(addExtra(one, 'n', 'v'.repeat(REPORT_LIMITS.extraValueMax + 1), 'x')).toEqual({
      ok: false,
      reason: 'tooLong',
    });
  });

  it('renames, refusing a name another field has (its own name in another case is fine)', () => {
    const two = [...one, { id: 'b', name: 'Quần áo', value: 'áo xanh' }];
    expect(renameExtra(two, 'b', 'chiều cao')).toEqual({ ok: false, reason: 'duplicate' });
    expect(renameExtra(two, 'b', '')).toEqual({ ok: false, reason: 'empty' });
    const renamed = renameExtra(two, 'a', 'CHIỀU CAO');
    expect(renamed.ok && renamed.extras[0]?.name).toBe('CHIỀU CAO');
  });

  it('changes a value and removes a field by id', () => {
    expect(setExtraValue(one, 'a', '1m65')[0]?.value).toBe('1m65');
    expect(removeExtra(one, 'a')).toEqual([]);
    expect(removeExtra(one, 'zzz')).toEqual(one);
  });
});
