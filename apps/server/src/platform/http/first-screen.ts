import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LanguageCode, TBootData } from '@platform/contracts';

/** The web build's server module (apps/web/src/entry-server.tsx, built by `vite build --ssr`). */
interface FirstScreenModule {
  renderFirstScreen(request: {
    url: string;
    answers: TBootData['answers'];
    language: LanguageCode;
  }): Promise<string>;
}

export interface FirstScreenOptions {
  /** The web build's server folder: `dist-ssr` beside the site's `dist`. */
  ssrDir: string;
  /** Longest wait for a drawing before the HTML goes out with the spinner alone. */
  timeoutMs?: number;
  /**
   * Drawings waiting at most (they run one at a time, ~25 ms each): beyond that, a burst of page
   * loads gets the spinner's HTML rather than a queue that grows.
   */
  maxWaiting?: number;
  onError?: (error: unknown) => void;
}

/**
 * The player site's first screen drawn on the server (issue 16), for the HTML of the home and game
 * list pages: null whenever the build has no server module, the drawing fails or takes too long,
 * and the page then goes out with its spinner as before.
 */
export function createFirstScreen(options: FirstScreenOptions) {
  const timeoutMs = options.timeoutMs ?? 1_000;
  const maxWaiting = options.maxWaiting ?? 8;
  let waiting = 0;
  const entry = path.join(options.ssrDir, 'entry-server.js');
  let loaded: Promise<FirstScreenModule> | null = null;

  // Loaded once, by its own address: its chunks import it by that address, and a second copy (a
  // cache-busting query) would hold a second set of the site's React contexts. A new build comes
  // with a restart.
  async function module(): Promise<FirstScreenModule | null> {
    if (!loaded) {
      if (!(await stat(entry).catch(() => null))) return null;
      loaded ??= import(pathToFileURL(entry).href) as Promise<FirstScreenModule>;
    }
    return loaded;
  }
  // Ready before the first page is asked for (it is a few hundred KB to read and compile).
  void module().catch(() => undefined);

  return async function draw(
    url: string,
    answers: TBootData['answers'],
    language: LanguageCode,
  ): Promise<string | null> {
    if (waiting >= maxWaiting) return null;
    waiting++;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), timeoutMs);
    });
    // A drawing that fails after the wait ran out is still caught here, not left unhandled.
    const drawing = module()
      .then((m) => (m ? m.renderFirstScreen({ url, answers, language }) : null))
      .catch((error: unknown) => {
        options.onError?.(error);
        return null;
      })
      .finally(() => {
        waiting--;
      });
    try {
      return await Promise.race([drawing, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
