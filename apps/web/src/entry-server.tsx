import type { LanguageCode, TBootData } from '@platform/contracts';
import { StrictMode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouter } from 'react-router';
import { AppFrame, createQueryClient } from './app/app.tsx';
import { prefetchBootData } from './app/boot-prefetch.ts';
import { AppRoutes } from './app/router.tsx';
import { provideBootAnswers } from './lib/boot-data.ts';
import { startI18nOnServer } from './lib/i18n.ts';

/**
 * The first screen of the home and game list pages, drawn on the server into the HTML (issue 16).
 * A phone painted nothing but the spinner until the site's code had downloaded and run (about two
 * seconds of a mid-range phone's main thread): its largest picture, the first banner, waited for all
 * of it. Now the HTML itself shows the frame, the banners and the first games, and the browser's
 * first render takes that markup on (Preact's own `render` in main.tsx) instead of building it again.
 *
 * The page is drawn as a visitor sees it on a phone, in the brand's language, from the same answers
 * the server writes into the HTML (`boot-data`): the browser starts from exactly this state. Built by
 * `vite build --ssr` into `dist-ssr/` beside the site's `dist/`; the platform server loads it
 * (apps/server web-index.ts) and sends the spinner instead whenever it is absent or fails.
 */
export interface FirstScreenRequest {
  /** The page's address: path and query. */
  url: string;
  /** The boot answers, keyed as the site's API client builds its GET addresses. */
  answers: TBootData['answers'];
  /** The brand's default display language (a visitor who never chose one reads it). */
  language: LanguageCode;
}

/** Pages are drawn one after another: the text set and the boot answers are one per process. */
let queue: Promise<unknown> = Promise.resolve();

export function renderFirstScreen(request: FirstScreenRequest): Promise<string> {
  const run = queue.then(() => draw(request));
  queue = run.catch(() => undefined);
  return run;
}

async function draw({ url, answers, language }: FirstScreenRequest): Promise<string> {
  const [pathname = '/', query = ''] = url.split('?');
  // Nothing is fetched on the server: what the HTML does not answer, the browser asks for.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  provideBootAnswers(answers);
  try {
    const i18n = await startI18nOnServer(language);
    await prefetchBootData(queryClient, { pathname, search: query ? `?${query}` : '', member: false });
    return await renderToStringAsync(
      <StrictMode>
        <AppFrame i18n={i18n} queryClient={queryClient}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppFrame>
      </StrictMode>,
    );
  } finally {
    queryClient.clear();
    provideBootAnswers({});
  }
}
