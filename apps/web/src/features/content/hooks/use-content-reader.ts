import { useSyncExternalStore } from 'react';
import { session } from '../../../lib/session.ts';
import { contentReaderOf, type ContentReader } from '../content-reader.ts';

const current = () => contentReaderOf(session.get());

/** The reader kind of this tab's login, re-rendering when someone logs in or out. */
export function useContentReader(): ContentReader {
  return useSyncExternalStore(session.subscribe, current, current);
}
