// The game theory of nations: a pure engine (no I/O, no Math.random, no clock). See README.md.

// Moves and payoffs.
export * from './payoffs.js';
// Seeded randomness.
export * from './random.js';
// The strategies: metadata by id and their state machines.
export * from './strategies.js';
// One match.
export * from './match.js';
