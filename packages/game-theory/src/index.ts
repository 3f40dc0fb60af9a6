// The game theory of nations: a pure engine (no I/O, no Math.random, no clock). See README.md.

// Moves and payoffs.
export * from './payoffs.js';
// Seeded randomness.
export * from './random.js';
// The strategies: metadata by id and their state machines.
export * from './strategies.js';
// One match; Axelrod's round robin.
export * from './match.js';
export * from './tournament.js';
// Evolution: replicator dynamics (Axelrod's ecological tournament) and the Moran process.
export * from './evolution.js';
// Graphs, the nations and their land/sea links.
export * from './graph.js';
export * from './nations.js';
// Nowak–May's spatial game on a graph.
export * from './spatial.js';
// Playing by hand: against one strategy, and as a nation among the others.
export * from './duel.js';
export * from './nations-game.js';
