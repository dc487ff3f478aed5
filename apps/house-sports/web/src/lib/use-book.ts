import { useCallback, useEffect, useRef, useState } from 'react';
import { parseOdds } from '../../../src/domain/index.ts';
import { apiGet, wsUrl } from './api.ts';
import type { EventView, LiveUpdate, SportSummary } from './types.ts';

export type Flash = { dir: 'up' | 'down'; n: number };

const FLASH_MS = 1_800;

/**
 * The board as the page sees it: the sport list, every live and upcoming event (list markets), the
 * open event's full markets, all kept current by the live push (prices, scores, suspensions,
 * results) with a slow refetch behind it for fixtures that come and go.
 */
export function useBook(options: { onResult: (eventId: string) => void; openEventId: string | null }) {
  const [sports, setSports] = useState<SportSummary[] | null>(null);
  const [events, setEvents] = useState<EventView[] | null>(null);
  const [detail, setDetail] = useState<EventView | null | 'missing'>(null);
  const [flashes, setFlashes] = useState<Record<string, Flash>>({});
  const [connected, setConnected] = useState(true);
  /** Every price the page knows, by selection id (the slip follows it). */
  const [prices, setPrices] = useState<Record<string, number>>({});
  const onResult = useRef(options.onResult);
  onResult.current = options.onResult;
  const socketRef = useRef<WebSocket | null>(null);
  const flashCounter = useRef(0);

  const pricesRef = useRef<Record<string, number>>({});
  const remember = useCallback((list: EventView[]) => {
    for (const e of list)
      for (const m of e.markets)
        for (const s of m.selections) pricesRef.current[s.id] = parseOdds(s.odds) ?? 0;
    setPrices({ ...pricesRef.current });
  }, []);

  const loadLists = useCallback(async () => {
    const [sportsList, live, upcoming] = await Promise.all([
      apiGet<SportSummary[]>('/api/sports'),
      apiGet<EventView[]>('/api/events', { status: 'LIVE' }),
      apiGet<EventView[]>('/api/events', { status: 'UPCOMING' }),
    ]);
    setSports(sportsList);
    setEvents([...live, ...upcoming]);
    remember([...live, ...upcoming]);
    const socket = socketRef.current;
    if (socket?.readyState === WebSocket.OPEN)
      socket.send(JSON.stringify({ type: 'subscribe', eventIds: upcoming.map((e) => e.id) }));
  }, [remember]);

  useEffect(() => {
    let stopped = false;
    const tick = () => void loadLists().catch(() => undefined);
    tick();
    const timer = setInterval(tick, 15_000);
    return () => {
      stopped = true;
      clearInterval(timer);
      void stopped;
    };
  }, [loadLists]);

  const { openEventId } = options;
  useEffect(() => {
    if (!openEventId) {
      setDetail(null);
      return;
    }
    let cancelled = false;
    setDetail(null);
    apiGet<EventView>(`/api/events/${encodeURIComponent(openEventId)}`)
      .then((e) => {
        if (cancelled) return;
        setDetail(e);
        remember([e]);
        socketRef.current?.send(JSON.stringify({ type: 'subscribe', eventIds: [e.id] }));
      })
      .catch(() => !cancelled && setDetail('missing'));
    return () => {
      cancelled = true;
    };
  }, [openEventId, remember]);

  const apply = useCallback((updates: LiveUpdate[]) => {
    const moved: Record<string, { odds: number; dir: 'up' | 'down' }> = {};
    const patch = (e: EventView): EventView => {
      let changed = e;
      for (const u of updates) {
        if (u.eventId !== e.id) continue;
        if (u.type === 'score') changed = { ...changed, score: u.score };
        if (u.type === 'status') changed = { ...changed, status: u.status, suspended: u.suspended };
        if (u.type === 'result')
          changed = { ...changed, status: u.result.status === 'CANCELLED' ? 'CANCELLED' : 'ENDED' };
        if (u.type === 'prices') {
          const byId = new Map(u.changes.map((c) => [c.selectionId, c]));
          changed = {
            ...changed,
            markets: changed.markets.map((m) =>
              m.selections.some((s) => byId.has(s.id))
                ? {
                    ...m,
                    selections: m.selections.map((s) => {
                      const c = byId.get(s.id);
                      if (!c) return s;
                      return { ...s, odds: (c.odds / 1000).toFixed(3), version: c.version };
                    }),
                  }
                : m,
            ),
          };
        }
      }
      return changed;
    };
    const known = pricesRef.current;
    for (const u of updates)
      if (u.type === 'prices')
        for (const c of u.changes) {
          const before = known[c.selectionId];
          if (before !== undefined && before !== c.odds)
            moved[c.selectionId] = { odds: c.odds, dir: c.odds > before ? 'up' : 'down' };
          known[c.selectionId] = c.odds;
        }
    if (updates.some((u) => u.type === 'prices')) setPrices({ ...known });
    setEvents((old) => old && old.map(patch));
    setDetail((old) => (old && old !== 'missing' ? patch(old) : old));
    const ids = Object.keys(moved);
    if (ids.length > 0) {
      const mine: Record<string, number> = {};
      for (const id of ids) mine[id] = ++flashCounter.current;
      setFlashes((old) => {
        const next = { ...old };
        for (const id of ids) next[id] = { dir: moved[id]!.dir, n: mine[id]! };
        return next;
      });
      // A later move of the same price keeps its own flash.
      setTimeout(() => {
        setFlashes((old) => {
          const next = { ...old };
          for (const id of ids) if (next[id]?.n === mine[id]) delete next[id];
          return next;
        });
      }, FLASH_MS);
    }
    for (const u of updates) if (u.type === 'result') onResult.current(u.eventId);
  }, []);

  useEffect(() => {
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let closed = false;
    const connect = () => {
      socket = new WebSocket(wsUrl('/ws/live'));
      socketRef.current = socket;
      socket.onopen = () => {
        setConnected(true);
        socket?.send(JSON.stringify({ type: 'subscribe', all: true }));
        void loadLists().catch(() => undefined);
      };
      socket.onmessage = (message) => {
        try {
          const frame = JSON.parse(String(message.data)) as { type: string; updates?: LiveUpdate[] };
          if (frame.type === 'updates' && frame.updates) apply(frame.updates);
        } catch {
          // A frame we cannot read is skipped; the next refetch repairs the board.
        }
      };
      socket.onclose = () => {
        if (closed) return;
        setConnected(false);
        retry = setTimeout(connect, 2_000);
      };
    };
    connect();
    return () => {
      closed = true;
      if (retry) clearTimeout(retry);
      socket?.close();
    };
  }, [apply, loadLists]);

  return { sports, events, detail, flashes, prices, connected, reload: loadLists };
}
