import { interpretValidation } from '@platform/contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './lib/i18n.ts';
import './styles/global.css';

// Under the site's CSP (no eval), before any schema parses.
interpretValidation();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
