import { describe, expect, it } from 'vitest';
import { barCount, createPlaySession, END_MARGIN_MS, passageSheet } from './play-session';
import { testSheet } from './test-sheet';

function fakeClock() {
  let now = 1_000;
  return { now: () => now, set: (value: number) => (now = value), add: (ms: number) => (now += ms) };
}

describe('a play session', () => {
  it('counts in a bar, then judges presses on the play clock', () => {
    const clock = fakeClock();
    const session = createPlaySession(testSheet(), {
      tempoScale: 1,
      waitMode: false,
      skipParts: ['LH'],
      now: clock.now,
    });
    expect(session.countInMs).toBe(2000);
    session.start();
    expect(session.time()).toBe(-2000);
    expect(session.press(60)).toBeNull(); // in the count-in: nothing to hit yet
    clock.add(2000);
    expect(session.press(60)).toMatchObject({ kind: 'hit', result: 'perfect' });
    clock.add(520);
    expect(session.press(62)).toMatchObject({ kind: 'hit', result: 'perfect' });
    expect(session.press(99)).toMatchObject({ kind: 'wrong' });
  });

  it('subtracts the input latency from a press', () => {
    const clock = fakeClock();
    const session = createPlaySession(testSheet(), {
      tempoScale: 1,
      waitMode: false,
      skipParts: ['LH'],
      now: clock.now,
    });
    session.start();
    clock.add(2000 + 500 + 80);
    expect(session.press(62, 80)).toMatchObject({ kind: 'hit', result: 'perfect', offset: 0 });
  });

  it('leaves pauses out of the play clock and ignores presses while paused', () => {
    const clock = fakeClock();
    const session = createPlaySession(testSheet(), { tempoScale: 1, waitMode: false, skipParts: [], now: clock.now });
    session.start();
    clock.add(2300);
    session.pause();
    clock.add(10_000);
    expect(session.time()).toBe(300);
    expect(session.press(62)).toBeNull();
    session.resume();
    clock.add(200);
    expect(session.time()).toBe(500);
  });

  it('plays at the tempo control and ends once the last note is past', () => {
    const clock = fakeClock();
    const session = createPlaySession(testSheet(), {
      tempoScale: 0.5,
      waitMode: false,
      skipParts: ['LH'],
      now: clock.now,
    });
    expect(session.msPerBeat).toBe(1000);
    expect(session.endMs).toBe(8000);
    session.start();
    clock.add(4000 + 7000 + 100);
    expect(session.tick().over).toBe(false);
    clock.add(END_MARGIN_MS);
    const tick = session.tick();
    expect(tick.over).toBe(true);
    expect(tick.missed).toEqual([7]);
    expect(session.finish()).toMatchObject({ notes_total: 8, miss: 8, tempo_bpm: 60 });
  });

  it('waits for the right note in wait mode', () => {
    const clock = fakeClock();
    const session = createPlaySession(testSheet(), {
      tempoScale: 1,
      waitMode: true,
      skipParts: ['LH'],
      now: clock.now,
    });
    session.start();
    clock.add(2000 + 5000);
    expect(session.tick()).toEqual({ missed: [], over: false });
    expect(session.songTime()).toBe(0);
    expect(session.judge.waitingFor()).toEqual([0]);
    session.press(60);
    clock.add(500);
    expect(session.songTime()).toBeGreaterThan(0);
  });
});

describe('a looped passage', () => {
  it('counts bars and cuts bars out as a sheet starting at 0', () => {
    const sheet = testSheet();
    expect(barCount(sheet)).toBe(2);
    const second = passageSheet(sheet, 2, 2);
    expect(second.parts[0]!.notes.map((note) => [note.pitch, note.start])).toEqual([
      [67, 0],
      [69, 1],
      [71, 2],
      [72, 3],
    ]);
    expect(second.parts[1]!.notes).toEqual([]);
  });

  it('keeps the bars within the sheet', () => {
    const sheet = testSheet();
    expect(passageSheet(sheet, 0, 9).parts[0]!.notes).toHaveLength(8);
  });
});
