import {
  endpointUrl,
  RENDER_PAYLOAD_ELEMENT_ID,
  type CallInput,
  type RenderData,
  type RenderPayload,
  type ResponseOf,
  type Route,
} from '@site/contracts';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * The API answers a page was server-rendered with (docs/decisions/0009). Hooks read their first value
 * from here, so that the first render in the browser is the one the server made and hydration matches.
 */
interface RenderContextValue {
  data: RenderData;
  /** When the server read the data (ms since epoch). */
  renderedAt: number;
  /**
   * The server's query cache for this one render (a TanStack QueryClient, typed loosely so that the
   * query library stays out of the shell). Absent in the browser, which has one cache per visit.
   */
  queryClient?: unknown;
}

const RenderContext = createContext<RenderContextValue>({ data: {}, renderedAt: 0 });

export function RenderDataProvider({ value, children }: { value: RenderContextValue; children: ReactNode }) {
  return <RenderContext.Provider value={value}>{children}</RenderContext.Provider>;
}

/** The answer the page was rendered with for this GET URL, and when it was read; undefined when there was none. */
export function useRenderData<T>(url: string): { value: T; at: number } | undefined {
  const { data, renderedAt } = useContext(RenderContext);
  return url in data ? { value: data[url] as T, at: renderedAt } : undefined;
}

/** The answer of a GET endpoint the page was rendered with (the server read the same address), if any. */
export function useRenderedAnswer<R extends Route>(
  route: R,
  input: CallInput<R>,
): { value: ResponseOf<R>; at: number } | undefined {
  return useRenderData<ResponseOf<R>>(endpointUrl(route, input));
}

/**
 * A query's first value from the answer its GET endpoint gave the server render of this page (`pick`
 * takes the query's value out of the answer): the query starts with it, counted fresh from when the
 * server read it, so the browser's first render is the server's and a stale answer is fetched again.
 * Nothing when the page was not rendered with that answer: the query fetches it as usual.
 */
type InitialData<T> = { initialData: T; initialDataUpdatedAt: number } | { initialData?: undefined };

export function useRenderedInitialData<R extends Route>(route: R, input: CallInput<R>): InitialData<ResponseOf<R>>;
export function useRenderedInitialData<R extends Route, T>(
  route: R,
  input: CallInput<R>,
  pick: (answer: ResponseOf<R>) => T,
): InitialData<T>;
export function useRenderedInitialData<R extends Route>(
  route: R,
  input: CallInput<R>,
  pick: (answer: ResponseOf<R>) => unknown = (answer) => answer,
): InitialData<unknown> {
  const rendered = useRenderedAnswer(route, input);
  return rendered ? { initialData: pick(rendered.value), initialDataUpdatedAt: rendered.at } : {};
}

/** The per-render query cache on the server (see RenderContextValue.queryClient). */
export function useRenderQueryClient(): unknown {
  return useContext(RenderContext).queryClient;
}

/** The payload the server embedded in this page, or null when the page came without one (or it is unreadable). */
export function readRenderPayload(doc: Document = document): RenderPayload | null {
  const text = doc.getElementById(RENDER_PAYLOAD_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const payload = JSON.parse(text) as Partial<RenderPayload>;
    if (typeof payload.lang !== 'string' || typeof payload.renderedAt !== 'number' || !payload.data) return null;
    return payload as RenderPayload;
  } catch {
    return null;
  }
}
