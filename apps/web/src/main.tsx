import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { initI18n } from './lib/i18n.ts';
import { adoptQueryToken } from './lib/session.ts';
import './styles/global.css';

// Spec §4: a token in the query string at start-up becomes this tab's session.
adoptQueryToken();
const i18n = initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App i18n={i18n} />
  </StrictMode>,
);
