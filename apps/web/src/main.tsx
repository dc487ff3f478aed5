import { BOOT_BRAND_CONFIG_PATH, bootPaintsWithFirstTexts } from '@platform/contracts/client';
import { StrictMode } from 'react';
import { render, type ComponentChild } from 'preact';
import { App, createQueryClient } from './app/app.tsx';
import { applyAppStyles } from './app/app-styles.ts';
import { prefetchBootData } from './app/boot-prefetch.ts';
import { preloadMemberCorner } from './app/layouts/header.tsx';
import { preloadLayoutFor } from './app/layouts/root-layout.tsx';
import { preloadRouteFor } from './app/router.tsx';
import { peekBootAnswer } from './lib/boot-data.ts';
import { initI18n } from './lib/i18n.ts';
import { adoptQueryToken, session } from './lib/session.ts';
import { takeOverDrawnPage } from './main-takeover.ts';
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
const bootDataReady = prefetchBootData(queryClient);
const routeReady = preloadRouteFor(window.location.pathname);
// The parts of the layout kept out of the first load that this page shows at once (issue 16).
preloadLayoutFor(window.location.pathname);
if (session.isLoggedIn()) preloadMemberCorner();
// The server drew the first screen into the HTML (entry-server.tsx). Unless it was drawn for
// someone else (index.html marks the page stale: the spinner shows and the drawing goes), the first
// render takes that markup on: Preact keeps the elements it finds and corrects what differs. That
// render waits for the answers the drawing was made from (all in the HTML) and for the page's code,
// so that it draws the same page, not the site gate's or the route's spinner over it.
const html = document.documentElement;
const drawnStale = html.hasAttribute('data-ssr-stale');
const drawn = html.hasAttribute('data-ssr') && !drawnStale;
if (drawnStale) {
  for (const node of [...container.childNodes]) {
    if (!(node instanceof HTMLElement && node.classList.contains('boot'))) node.remove();
  }
}
void Promise.all([i18nReady, stylesReady, drawn ? Promise.all([bootDataReady, routeReady]) : null]).then(
  ([i18n]) => {
    // The HTML's spinner goes (or Preact would build the page into it), and the text between the
    // HTML's elements (Preact would move the drawn page in front of it, laying it out again), and
    // with them the mark that hides the page behind the spinner.
    for (const node of [...container.childNodes]) {
      if (!(node instanceof HTMLElement) || node.classList.contains('boot')) node.remove();
    }
    html.removeAttribute('data-ssr-stale');
    // One task builds the frame and the page's first screen (Preact renders at once, ADR 0034); what
    // lies below it comes in tasks of its own (`Deferred`, `NearViewport`). Taking on a drawn page,
    // the parts marked `TakeoverSlice` (the header, the game tiles, …) come in tasks after it (ADR 0037).
    // Preact's own `render`, not the React layer's `createRoot`: that one empties the container first,
    // as React does, and would throw the drawn page away (ADR 0036).
    const draw = () =>
      render(
        (
          <StrictMode>
            <App i18n={i18n} queryClient={queryClient} />
          </StrictMode>
        ) as ComponentChild,
        container,
      );
    if (drawn) takeOverDrawnPage(draw);
    else draw();
  },
);
