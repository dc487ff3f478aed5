import { BOOT_BRAND_CONFIG_PATH, bootPaintsWithFirstTexts } from '@platform/contracts/client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createQueryClient } from './app/app.tsx';
import { applyAppStyles } from './app/app-styles.ts';
import { prefetchBootData } from './app/boot-prefetch.ts';
import { preloadMemberCorner } from './app/layouts/header.tsx';
import { preloadLayoutFor } from './app/layouts/root-layout.tsx';
import { preloadRouteFor } from './app/router.tsx';
import { peekBootAnswer } from './lib/boot-data.ts';
import { initI18n } from './lib/i18n.ts';
import { adoptQueryToken, session } from './lib/session.ts';
import './styles/global.css';

// Spec §4: a token in the query string at start-up becomes this tab's session.
adoptQueryToken();
const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');
// React's first paint waits for the visitor's texts (it never shows raw keys) and for the site's
// stylesheets; the page's chunk and the data every page needs are fetched meanwhile, while the
// HTML's spinner is on screen. The home and game list pages wait only for their first screen's part
// of the text set; the rest follows once they have painted.
const bootBrand = peekBootAnswer<{ defaultLanguage?: string }>(BOOT_BRAND_CONFIG_PATH);
const i18nReady = initI18n({
  firstScreenOnly: bootPaintsWithFirstTexts(window.location.pathname),
  brandDefault: bootBrand?.defaultLanguage,
});
const stylesReady = applyAppStyles();
const queryClient = createQueryClient();
prefetchBootData(queryClient);
preloadRouteFor(window.location.pathname);
// The parts of the layout kept out of the first load that this page shows at once (issue 16).
preloadLayoutFor(window.location.pathname);
if (session.isLoggedIn()) preloadMemberCorner();
void Promise.all([i18nReady, stylesReady]).then(([i18n]) => {
  // One task builds the frame and the page's first screen (Preact renders at once, ADR 0034); what
  // lies below it comes in tasks of its own (`Deferred`, `NearViewport`).
  createRoot(container).render(
    <StrictMode>
      <App i18n={i18n} queryClient={queryClient} />
    </StrictMode>,
  );
});
