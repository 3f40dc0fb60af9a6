import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initialLanguage, setupI18n } from './lib/i18n';
import './styles/global.css';

setupI18n(initialLanguage());

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
