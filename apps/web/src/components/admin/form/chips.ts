/** The most chips a list takes unless told otherwise. */
export const MAX_CHIPS = 20;

/** Adds chips from typed text: split on commas, trimmed, no blanks, no duplicates (case-insensitive), at most `max`. */
export function addChip(list: readonly string[], text: string, max = MAX_CHIPS): string[] {
  const next = [...list];
  for (const part of text.split(',')) {
    const chip = part.trim();
    if (chip === '' || next.length >= max) continue;
    if (next.some((existing) => existing.toLowerCase() === chip.toLowerCase())) continue;
    next.push(chip);
  }
  return next;
}
