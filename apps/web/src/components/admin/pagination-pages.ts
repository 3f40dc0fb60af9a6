/**
 * The page numbers to offer around the current page: always the first and last, the current page
 * with one neighbour each side, and 'gap' where numbers are left out. Seven pages or fewer show all.
 */
export function pageWindow(page: number, lastPage: number): (number | 'gap')[] {
  if (lastPage <= 7) return Array.from({ length: Math.max(lastPage, 0) }, (_, i) => i + 1);
  const current = Math.min(Math.max(page, 1), lastPage);
  const pages = new Set([1, lastPage, current - 1, current, current + 1]);
  if (current <= 3) [2, 3, 4].forEach((p) => pages.add(p));
  if (current >= lastPage - 2) [lastPage - 3, lastPage - 2, lastPage - 1].forEach((p) => pages.add(p));
  const sorted = [...pages].filter((p) => p >= 1 && p <= lastPage).sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) result.push(p - previous === 2 ? p - 1 : 'gap');
    result.push(p);
  });
  return result;
}
