import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { readRenderPayload, RenderDataProvider, useRenderData } from './render-data';

function embed(text: string) {
  const script = document.createElement('script');
  script.id = 'render-payload';
  script.type = 'application/json';
  script.textContent = text;
  document.body.append(script);
}

describe('render payload', () => {
  afterEach(() => document.getElementById('render-payload')?.remove());

  it('reads what the server embedded', () => {
    embed('{"lang":"ar","renderedAt":5,"data":{"/api/site?lang=ar":{"data":{"name":"\\u003cA\\u003e"}}}}');
    expect(readRenderPayload()).toEqual({
      lang: 'ar',
      renderedAt: 5,
      data: { '/api/site?lang=ar': { data: { name: '<A>' } } },
    });
  });

  it('is null without a payload, or with one that is unreadable or incomplete', () => {
    expect(readRenderPayload()).toBeNull();
    for (const text of ['', '{', 'null', '{"lang":"en","data":{}}', '{"lang":1,"renderedAt":1,"data":{}}']) {
      embed(text);
      expect(readRenderPayload(), text).toBeNull();
      document.getElementById('render-payload')?.remove();
    }
  });

  it('gives hooks the answer for their URL, with when it was read', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <RenderDataProvider value={{ data: { '/api/a': { data: 1 } }, renderedAt: 42 }}>{children}</RenderDataProvider>
    );
    expect(renderHook(() => useRenderData('/api/a'), { wrapper }).result.current).toEqual({
      value: { data: 1 },
      at: 42,
    });
    expect(renderHook(() => useRenderData('/api/b'), { wrapper }).result.current).toBeUndefined();
    // Outside a provider (tests, pages rendered in the browser): nothing.
    expect(renderHook(() => useRenderData('/api/a')).result.current).toBeUndefined();
  });
});
