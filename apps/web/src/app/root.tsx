import { StrictMode, type ComponentProps } from 'react';
import { Router } from 'wouter';
import { RenderDataProvider } from '../lib/render-data';
import { App } from './app';

interface RootProps {
  render: ComponentProps<typeof RenderDataProvider>['value'];
  /** The request's path and query, when rendering on the server (wouter reads the browser's otherwise). */
  ssrPath?: string;
}

/**
 * The whole app with what it needs around it. The browser (main.tsx) and the server renderer
 * (entry-server.tsx) render this same tree, so that hydration finds the markup it expects.
 */
export function Root({ render, ssrPath }: RootProps) {
  return (
    <StrictMode>
      <RenderDataProvider value={render}>
        <Router ssrPath={ssrPath}>
          <App />
        </Router>
      </RenderDataProvider>
    </StrictMode>
  );
}
