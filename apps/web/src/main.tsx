import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Root } from './app/root';
import { initialLanguage, setupI18n } from './lib/i18n';
import { readRenderPayload } from './lib/render-data';
import './styles/global.css';

const lang = initialLanguage();
setupI18n(lang);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// A server-rendered page (docs/decisions/0009) is hydrated with the data it was rendered with; when the
// visitor's language differs from the one the server chose (a choice stored before the cookie existed),
// the page is rendered afresh instead.
const payload = readRenderPayload();
const rendered = payload !== null && payload.lang === lang && container.firstElementChild !== null;
const render = rendered ? { data: payload.data, renderedAt: payload.renderedAt } : { data: {}, renderedAt: 0 };

// A transition: React works in short slices and lets the browser paint and respond in between,
// instead of one long task while a slow phone starts the page.
startTransition(() => {
  if (rendered) hydrateRoot(container, <Root render={render} />);
  else createRoot(container).render(<Root render={render} />);
});
