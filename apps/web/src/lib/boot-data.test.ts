import {
  BOOT_DATA_ELEMENT_ID,
  bootCallUrl,
  bootPageCalls,
  bootSiteCalls,
  type TBootData,
} from '@platform/contracts/client';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchAnnouncements } from '../features/content/api/announcements-api.ts';
import { fetchVendorLanes } from '../features/game-vendors/api/vendor-lanes-api.ts';
import { fetchGameList } from '../features/games/api/game-list-api.ts';
import { hotGamesQuery } from '../features/games/api/hot-games-api.ts';
import { vassGameTypesQuery } from '../features/games/api/vass-game-type-api.ts';
import { initialLobby, LOBBY_PAGE_SIZE, lobbyFilters } from '../features/games/lobby-rules.ts';
import { fetchBrandConfig, fetchSystemStatus, fetchWhitelabel } from '../features/system/api/system-api.ts';
import { apiRequest } from './api-client.ts';
import { peekBootAnswer, resetBootAnswers, takeBootAnswer } from './boot-data.ts';

/** A document whose boot-data element holds `data` (the web tests run without a DOM). */
function stubDocument(data: TBootData | string | null) {
  const text = data === null ? null : typeof data === 'string' ? data : JSON.stringify(data);
  vi.stubGlobal('document', {
    getElementById: (id: string) =>
      id === BOOT_DATA_ELEMENT_ID && text !== null ? { textContent: text } : null,
  });
}

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, code: 'OK', message: '', value }), {
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => resetBootAnswers());
afterEach(() => {
  vi.unstubAllGlobals();
  resetBootAnswers();
});

describe('boot answers', () => {
  it('answers a call once, then leaves it to the network', () => {
    stubDocument({ answers: { '/api/a?x=1': { value: { n: 1 } } } });
    expect(peekBootAnswer('/api/a?x=1')).toEqual({ n: 1 });
    expect(takeBootAnswer('/api/a?x=1', false)).toEqual({ value: { n: 1 } });
    expect(takeBootAnswer('/api/a?x=1', false)).toBeUndefined();
    expect(takeBootAnswer('/api/other', false)).toBeUndefined();
  });

  it('does not give a member what the server answered a visitor', () => {
    stubDocument({
      answers: { '/api/v': { value: 1, visitorOnly: true }, '/api/s': { value: 2 } },
    });
    expect(takeBootAnswer('/api/v', true)).toBeUndefined();
    expect(takeBootAnswer('/api/s', true)).toEqual({ value: 2 });
  });

  it('is not used a minute after the page started, nor when the element is missing or broken', () => {
    stubDocument({ answers: { '/api/a': { value: 1 } } });
    vi.stubGlobal('performance', { now: () => 61_000 });
    expect(takeBootAnswer('/api/a', false)).toBeUndefined();
    resetBootAnswers();
    stubDocument(null);
    expect(takeBootAnswer('/api/a', false)).toBeUndefined();
    resetBootAnswers();
    stubDocument('{not json');
    expect(takeBootAnswer('/api/a', false)).toBeUndefined();
  });

  it('lets the API client answer a GET from the page without a request', async () => {
    stubDocument({ answers: { '/api/a?p=1': { value: { from: 'html' } } } });
    const fetchMock = vi.fn(async () => ok({ from: 'network' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/a', { query: { p: 1 } })).resolves.toEqual({ from: 'html' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(apiRequest('/api/a', { query: { p: 1 } })).resolves.toEqual({ from: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('the calls the server answers in the HTML', () => {
  /** The URL each of the site's own fetchers asks for. */
  async function urlOf(call: () => Promise<unknown>): Promise<string> {
    const fetchMock = vi.fn(async () => ok({ data: [] }));
    vi.stubGlobal('fetch', fetchMock);
    stubDocument(null);
    await call().catch(() => undefined);
    resetBootAnswers();
    return (fetchMock.mock.calls[0] as unknown as [string])[0];
  }
  const context = { signal: undefined } as unknown as QueryFunctionContext<never>;

  it('are exactly the ones the site makes, in the same words (no round trip is saved otherwise)', async () => {
    const site = await Promise.all([
      urlOf(fetchSystemStatus),
      urlOf(fetchBrandConfig),
      urlOf(fetchWhitelabel),
    ]);
    expect(site).toEqual(bootSiteCalls().map(bootCallUrl));

    const home = bootPageCalls('/', '', 'TH').map(bootCallUrl);
    expect(home).toEqual([
      await urlOf(() => fetchVendorLanes('TH')),
      await urlOf(() => fetchAnnouncements('TH')),
      await urlOf(() => hotGamesQuery('anon', 'TH', 12).queryFn!(context) as Promise<unknown>),
    ]);

    const lobby = bootPageCalls('/rng', '', 'TH').map(bootCallUrl);
    expect(lobby.slice(2)).toEqual([
      await urlOf(() => vassGameTypesQuery('TH').queryFn!(context) as Promise<unknown>),
      await urlOf(() =>
        fetchGameList(
          lobbyFilters(initialLobby('RNG'), true),
          { pageNo: 1, pageSize: LOBBY_PAGE_SIZE },
          'TH',
        ),
      ),
    ]);
    // A page opened with a filter in its address makes other calls: only the site's come with it.
    expect(bootPageCalls('/rng', '?vassalage=HOUSE', 'TH').map(bootCallUrl)).toEqual(home.slice(0, 2));
  });
});
