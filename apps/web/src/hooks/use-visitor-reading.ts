import { isReading, whenReading } from '../lib/page-load.ts';
import { usePageMoment } from './use-page-moment.ts';

/** False until the visitor first scrolls, taps, clicks or presses a key (`whenReading`), then true. */
export const useVisitorReading = (): boolean => usePageMoment(isReading, whenReading);
