import type { ComponentType, ReactElement } from 'react';
import { QueryScope } from '../query-scope';

/**
 * An admin page made of a screen that reads server state: the page renders the screen inside the app's
 * query cache (QueryScope), so the screen's own hooks can query.
 */
export function queryPage(Screen: ComponentType): () => ReactElement {
  function QueryPage() {
    return (
      <QueryScope>
        <Screen />
      </QueryScope>
    );
  }
  QueryPage.displayName = `QueryPage(${Screen.displayName ?? Screen.name})`;
  return QueryPage;
}
