import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { initI18n } from './lib/i18n.ts';
import { adoptQueryToken } from './lib/session.ts';
import './styles/global.css';

// Spec §4: a token in the query string at start-up becomes this tab's session.
adoptQueryToken();
const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');
// The first paint waits for the visitor's text set (one small chunk), never shows raw keys.
void initI18n().then((i18n) =>
  createRoot(container).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  ),
);
