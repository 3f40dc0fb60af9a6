import { LANGUAGES } from '@site/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { primeLanguageFonts } from './language-tour-loader';

describe('primeLanguageFonts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<main>page</main>';
  });
  afterEach(() => vi.useRealTimers());

  it('lays out one language name per quiet moment, leaves nothing behind, then is done', () => {
    const seen: string[] = [];
    const append = vi.spyOn(document.body, 'append').mockImplementation(function (this: HTMLElement, ...nodes) {
      for (const node of nodes) if (node instanceof HTMLElement) seen.push(`${node.lang}:${node.textContent}`);
      return HTMLElement.prototype.append.apply(this, nodes);
    });
    const done = vi.fn();
    primeLanguageFonts(done);
    expect(seen).toEqual([]); // nothing before the first quiet moment
    vi.advanceTimersToNextTimer();
    expect(seen).toEqual([`${LANGUAGES[0].code}:${LANGUAGES[0].nativeName}`]);
    for (let i = 1; i <= LANGUAGES.length; i++) vi.advanceTimersToNextTimer();
    expect(seen).toEqual(LANGUAGES.map((l) => `${l.code}:${l.nativeName}`));
    expect(done).toHaveBeenCalledOnce();
    expect(document.body.innerHTML).toBe('<main>page</main>');
    append.mockRestore();
  });

  it('stops when cancelled, and is never done then', () => {
    const done = vi.fn();
    const cancel = primeLanguageFonts(done);
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    cancel();
    vi.runAllTimers();
    expect(done).not.toHaveBeenCalled();
    expect(document.body.innerHTML).toBe('<main>page</main>');
  });
});
