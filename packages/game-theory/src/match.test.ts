import { describe, expect, it } from 'vitest';
import { playMatch } from './match.js';
import { movesToString, PAYOFFS, payoff } from './payoffs.js';
import { STRATEGY_IDS } from './strategies.js';

describe('payoffs', () => {
  it('are 3/3 for cooperation, 1/1 for defection, 5 for temptation and 0 for the sucker', () => {
    expect(PAYOFFS).toEqual({ reward: 3, punishment: 1, temptation: 5, sucker: 0 });
    expect([payoff(0, 0), payoff(1, 1), payoff(1, 0), payoff(0, 1)]).toEqual([3, 1, 5, 0]);
  });
});

describe('playMatch', () => {
  it('scores tit for tat against always defect 199 to 204 over 200 turns', () => {
    const match = playMatch('tit-for-tat', 'always-defect', { turns: 200 });
    expect(match.scores).toEqual([199, 204]);
    expect(movesToString(match.moves[0])).toBe('C' + 'D'.repeat(199));
    expect(movesToString(match.moves[1])).toBe('D'.repeat(200));
  });

  it('gives two tit for tats 600 each, cooperating all along', () => {
    const match = playMatch('tit-for-tat', 'tit-for-tat');
    expect(match.turns).toBe(200);
    expect(match.scores).toEqual([600, 600]);
    expect(movesToString(match.moves[0])).toBe('C'.repeat(200));
  });

  it('matches other hand-computed scores', () => {
    // Always defect exploits always cooperate every round.
    expect(playMatch('always-defect', 'always-cooperate', { turns: 10 }).scores).toEqual([50, 0]);
    // Alternator (CDCD…) against tit for tat (CCDC…): C/C, then alternator scores 5 and 0 in turn, tit for tat 0 and 5.
    expect(playMatch('alternator', 'tit-for-tat', { turns: 10 }).scores).toEqual([28, 23]);
    // Suspicious tit for tat against tit for tat: D/C then C/D, alternating for ever.
    expect(playMatch('suspicious-tit-for-tat', 'tit-for-tat', { turns: 4 }).scores).toEqual([10, 10]);
  });

  it('is the same for the same seed, and differs for another seed when chance plays', () => {
    for (const id of STRATEGY_IDS) {
      const a = playMatch(id, 'joss', { noise: 0.1, seed: 'same' });
      const b = playMatch(id, 'joss', { noise: 0.1, seed: 'same' });
      expect(b.moves).toEqual(a.moves);
      expect(b.scores).toEqual(a.scores);
    }
    const c = playMatch('random', 'random', { seed: 1 });
    const d = playMatch('random', 'random', { seed: 2 });
    expect(movesToString(c.moves[0])).not.toBe(movesToString(d.moves[0]));
  });

  it('flips intended moves with the noise probability', () => {
    const turns = 100_000;
    for (const noise of [0.01, 0.05, 0.2]) {
      const match = playMatch('always-cooperate', 'always-defect', { turns, noise, seed: noise });
      for (const side of [0, 1] as const) {
        const flips = match.mistakes[side].reduce((sum, m) => sum + m, 0);
        // Within 5 standard deviations of the expected count.
        const sd = Math.sqrt(turns * noise * (1 - noise));
        expect(Math.abs(flips - turns * noise)).toBeLessThan(5 * sd);
        // A flipped move is the opposite of the strategy's constant intention.
        const intended = side === 0 ? 0 : 1;
        const wrong = match.moves[side].filter((move, t) => (move ^ match.mistakes[side][t]!) !== intended).length;
        expect(wrong).toBe(0);
      }
    }
  });

  it('lets strategies remember what was actually played, mistakes included', () => {
    const match = playMatch('tit-for-tat', 'always-cooperate', { turns: 2000, noise: 0.1, seed: 9 });
    const [mine, theirs] = match.moves;
    const intended = (t: number) => mine[t]! ^ match.mistakes[0][t]!;
    expect(match.mistakes[1].some((m) => m === 1)).toBe(true);
    const copied = Array.from({ length: 1999 }, (_, i) => intended(i + 1) === theirs[i]);
    expect(copied.every(Boolean)).toBe(true);
  });

  it('refuses turns out of range and noise that is not a probability', () => {
    expect(() => playMatch('tit-for-tat', 'tit-for-tat', { turns: 0 })).toThrow(RangeError);
    expect(() => playMatch('tit-for-tat', 'tit-for-tat', { turns: 2.5 })).toThrow(RangeError);
    expect(() => playMatch('tit-for-tat', 'tit-for-tat', { noise: 1.5 })).toThrow(RangeError);
    expect(() => playMatch('tit-for-tat', 'tit-for-tat', { noise: Number.NaN })).toThrow(RangeError);
  });
});
