import type { LeaderboardEntry } from '@site/contracts';

/**
 * The rows a leaderboard shows: the top `limit` with the volunteer's own row marked, and their own place
 * separately when they are not among them (with no points yet, they have no place to show).
 */
export function leaderboardRows(
  entries: readonly LeaderboardEntry[],
  ownId: number | null,
  me: { rank: number; points: number } | null,
  limit = entries.length,
): { top: { entry: LeaderboardEntry; own: boolean }[]; ownBelow: { rank: number; points: number } | null } {
  const top = entries.slice(0, limit).map((entry) => ({ entry, own: entry.id === ownId }));
  const listed = top.some((row) => row.own);
  return { top, ownBelow: !listed && me && me.rank > 0 ? me : null };
}

/** Up to two initials of a name, for a volunteer without an avatar. */
export function initialsOf(name: string): string {
  // Words that start with a letter: "Minh An (demo)" is MA, never M(.
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word));
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((word) => [...word][0]!.toUpperCase()).join('');
}
