import { ASSISTANT_LIMITS, type ChatContext, type LanguageCode } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { assistantHealthQuery, chatContextsQuery, chatSuggestionsQuery } from '../../../api/assistant';

/** How often the open box asks whether the assistant answers. */
export const HEALTH_POLL_MS = 30_000;

export type Connection = 'checking' | 'online' | 'offline';

/**
 * Whether the assistant answers: asked when the box opens and every 30 s while it is open. A failed check
 * is offline; the next good one brings the box back online by itself.
 */
export function useConnection(): Connection {
  const health = useQuery({
    ...assistantHealthQuery(),
    refetchInterval: HEALTH_POLL_MS,
    refetchOnMount: 'always',
    staleTime: 0,
    retry: false,
  });
  if (health.isError) return 'offline';
  if (health.isSuccess) return health.data.status === 'ok' ? 'online' : 'offline';
  return 'checking';
}

/** The page's suggested questions in the language, at most the number the box shows; none when they fail. */
export function useSuggestions(context: ChatContext, language: LanguageCode): string[] {
  const suggestions = useQuery({ ...chatSuggestionsQuery(context, language), retry: false, staleTime: 5 * 60_000 });
  return (suggestions.data ?? []).slice(0, ASSISTANT_LIMITS.suggestionsShown);
}

/** The page's description as the service introduces it, in the language; nothing when it fails. */
export function useContextDescription(context: ChatContext, language: LanguageCode): string | null {
  const contexts = useQuery({ ...chatContextsQuery(language), retry: false, staleTime: 5 * 60_000 });
  return contexts.data?.[context]?.description ?? null;
}
