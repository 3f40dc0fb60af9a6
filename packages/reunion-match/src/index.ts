// Matching of missing-person reports and cases, pure (no I/O): the same person reported twice, and reverse
// searches (a family and the grown child looking for each other), ranked with their reasons for the moderator.
export { nameSimilarity } from './names.js';
export { DEFAULT_LIMIT, DEFAULT_MIN_SCORE, rankMatches } from './rank.js';
export type { Match, MatchPerson, MatchReason, MatchReasonCode, MatchRecord, RankOptions } from './types.js';
