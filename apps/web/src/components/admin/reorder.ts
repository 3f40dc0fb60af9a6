/** The ids in a new order after moving one item a step up (-1) or down (+1); unchanged at the ends. */
export function moveId(ids: readonly number[], id: number, step: -1 | 1): number[] {
  const next = [...ids];
  const from = next.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= next.length) return next;
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
