import { BOOT_DATA_ELEMENT_ID, type TBootData } from '@platform/contracts/client';

/**
 * The answers the server wrote into the HTML for this page's first calls (issue 16: the first screen
 * needs no API round trip; apps/server web-index.ts). The API client answers a GET from them once,
 * the first time it is made, then asks the network as before.
 */
type Answers = TBootData['answers'];

/** Older than this (a tab left open before its first use of a list), an answer is asked for again. */
const BOOT_ANSWERS_FRESH_MS = 60_000;

let answers: Answers | null | undefined;
/** The answers were handed over by the server's drawing of the page (entry-server.tsx), not read. */
let providedByServer = false;

function bootAnswers(): Answers | null {
  if (answers !== undefined) return answers;
  answers = null;
  const element = typeof document === 'undefined' ? null : document.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element?.textContent) return answers;
  try {
    const data = JSON.parse(element.textContent) as Partial<TBootData>;
    answers = data.answers && typeof data.answers === 'object' ? data.answers : null;
  } catch {
    // A page without usable boot data makes its calls itself.
  }
  return answers;
}

const fresh = () =>
  providedByServer || typeof performance === 'undefined' || performance.now() < BOOT_ANSWERS_FRESH_MS;

/**
 * The boot answer of the GET `url` (as the API client builds it), taken: the next call asks the
 * server. A member's tab does not use what the server answered a visitor.
 */
export function takeBootAnswer(url: string, asMember: boolean): { value: unknown } | undefined {
  const all = bootAnswers();
  const entry = all?.[url];
  if (!all || !entry) return undefined;
  delete all[url];
  if ((entry.visitorOnly && asMember) || !fresh()) return undefined;
  return { value: entry.value };
}

/** The boot answer of `url` without taking it (what start-up reads before the first calls are made). */
export function peekBootAnswer<T>(url: string): T | undefined {
  return bootAnswers()?.[url]?.value as T | undefined;
}

/**
 * The server drawing a page's first screen (entry-server.tsx) hands over the same answers it wrote
 * into the page's HTML: the components then read what the browser will read when it takes the page on.
 */
export function provideBootAnswers(given: Answers): void {
  answers = { ...given };
  providedByServer = true;
}

/** For tests: forget what was read, so the next read looks at the document again. */
export function resetBootAnswers(): void {
  answers = undefined;
  providedByServer = false;
}
