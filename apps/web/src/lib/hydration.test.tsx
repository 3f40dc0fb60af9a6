import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDisplayTimeZone, useHydrated } from './hydration';

function Probe({ seen }: { seen: (hydrated: boolean, zone: string | undefined) => void }) {
  const hydrated = useHydrated();
  const zone = useDisplayTimeZone();
  seen(hydrated, zone);
  return <p>{hydrated ? 'live' : 'as rendered'}</p>;
}

describe('useHydrated', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is false on the server, where times are shown in UTC', () => {
    const seen = vi.fn();
    expect(renderToString(<Probe seen={seen} />)).toBe('<p>as rendered</p>');
    expect(seen.mock.calls).toEqual([[false, 'UTC']]);
  });

  it("matches the server's markup while hydrating, then turns true", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe seen={() => undefined} />);
    document.body.append(container);
    const seen = vi.fn();
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe seen={seen} />, { onRecoverableError: errors });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(seen.mock.calls[0]).toEqual([false, 'UTC']);
    expect(seen.mock.calls.at(-1)).toEqual([true, undefined]);
    expect(container.textContent).toBe('live');
  });

  it('is true at once in a page the browser renders itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const seen = vi.fn();
    await act(async () => createRoot(container).render(<Probe seen={seen} />));
    expect(seen.mock.calls).toEqual([[true, undefined]]);
  });
});
