import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from '../lib/query-client';
import { useRenderQueryClient } from '../lib/render-data';

/**
 * Gives a page access to the app's one query cache. Pages with server state render inside it, so
 * the query library loads with the first such page instead of with the site shell (docs/decisions/0004).
 */
export function QueryScope({ children }: { children: ReactNode }) {
  // On the server each render has a cache of its own: nothing leaks from one visitor's page to the next.
  const client = (useRenderQueryClient() as QueryClient | undefined) ?? getQueryClient();
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
