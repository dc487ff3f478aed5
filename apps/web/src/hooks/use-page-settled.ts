import { isSettled, whenSettled } from '../lib/page-load.ts';
import { usePageMoment } from './use-page-moment.ts';

/**
 * False until the page's first load is over (the load event, then an idle moment), true from then on
 * for the rest of the visit. What the first screen does not need (a welcome popup, its dialog's focus
 * trap and scroll lock) waits for it, so it does not share the first seconds of a phone's main
 * thread with the page it covers (issue 16).
 */
export const usePageSettled = (): boolean => usePageMoment(isSettled, whenSettled);
