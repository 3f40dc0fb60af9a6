import { REPORT_LIMITS } from '@site/contracts';

/** A custom extra field of the report: a name the family chose and its value. */
export interface ExtraField {
  id: string;
  name: string;
  value: string;
}

/** Names compare without case or surrounding spaces, as the server compares them. */
export const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('vi') === b.trim().toLocaleLowerCase('vi');

export type ExtraRefusal = 'empty' | 'duplicate' | 'tooMany' | 'tooLong';

/** Adds a field, or says why not: both name and value non-empty, the name unused, within the limits. */
export function addExtra(
  extras: readonly ExtraField[],
  name: string,
  value: string,
  id: string,
): { ok: true; extras: ExtraField[] } | { ok: false; reason: ExtraRefusal } {
  const cleanName = name.trim();
  const cleanValue = value.trim();
  if (!cleanName || !cleanValue) return { ok: false, reason: 'empty' };
  if (cleanName.length > REPORT_LIMITS.extraNameMax || cleanValue.length > REPORT_LIMITS.extraValueMax) {
    return { ok: false, reason: 'tooLong' };
  }
  if (extras.some((extra) => sameName(extra.name, cleanName))) return { ok: false, reason: 'duplicate' };
  if (extras.length >= REPORT_LIMITS.extraFieldsMax) return { ok: false, reason: 'tooMany' };
  return { ok: true, extras: [...extras, { id, name: cleanName, value: cleanValue }] };
}

/** Renames a field; refused (unchanged) when the name is empty or another field has it. */
export function renameExtra(
  extras: readonly ExtraField[],
  id: string,
  name: string,
): { ok: true; extras: ExtraField[] } | { ok: false; reason: ExtraRefusal } {
  const clean = name.trim();
  if (!clean) return { ok: false, reason: 'empty' };
  if (clean.length > REPORT_LIMITS.extraNameMax) return { ok: false, reason: 'tooLong' };
  if (extras.some((extra) => extra.id !== id && sameName(extra.name, clean))) return { ok: false, reason: 'duplicate' };
  return { ok: true, extras: extras.map((extra) => (extra.id === id ? { ...extra, name: clean } : extra)) };
}

export function setExtraValue(extras: readonly ExtraField[], id: string, value: string): ExtraField[] {
  return extras.map((extra) => (extra.id === id ? { ...extra, value } : extra));
}

export function removeExtra(extras: readonly ExtraField[], id: string): ExtraField[] {
  return extras.filter((extra) => extra.id !== id);
}
