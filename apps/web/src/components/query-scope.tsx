import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from '../lib/query-client';

/**
 * Gives a page access to the app's one query cache. Pages with server state render inside it, so
 * the query library loads with the first such page instead of with the site shell (docs/decisions/0004).
 */
export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
