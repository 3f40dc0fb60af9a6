import type { ChatContext } from '@site/contracts';

/** The pages the chat box is on, by path: home, the reunion landing and the language test. */
const CONTEXT_OF_PATH: Readonly<Record<string, ChatContext>> = {
  '/': 'home',
  '/reunion': 'reunion',
  '/language-test': 'language-test',
};

/** The chat box's context on a page, or null where the page has no chat box. */
export function contextOfPath(pathname: string): ChatContext | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return CONTEXT_OF_PATH[path] ?? null;
}
