import { useCallback, useEffect, useMemo, useState } from 'react';
import { ESPORTS, ODDS_FORMATS, parseOdds, SPORTS } from '../../src/domain/index.ts';
import { BetSlip, type AcceptOdds } from './components/bet-slip.tsx';
import { EventList } from './components/event-list.tsx';
import { EventPage } from './components/event-page.tsx';
import { MyBets } from './components/my-bets.tsx';
import { SportIcon } from './components/sport-icon.tsx';
import { hasKey } from './i18n/catalog.ts';
import { I18nProvider, useI18n } from './i18n/i18n-context.tsx';
import { ApiError, apiGet, apiPost, setSession } from './lib/api.ts';
import { readLaunch, type Launch } from './lib/launch.ts';
import { formatAmount } from './lib/money.ts';
import type { BetView, EventView, MarketView, OddsFormat, Session, SlipLeg, Sport } from './lib/types.ts';
import { useBook } from './lib/use-book.ts';

type View = { kind: 'home' } | { kind: 'event'; id: string } | { kind: 'bets' };
type Group = 'sports' | 'esports';

const stored = <T extends string>(key: string, allowed: readonly T[], fallback: T): T => {
  try {
    const v = localStorage.getItem(key) as T | null;
    return v && allowed.includes(v) ? v : fallback;
  } catch {
    return fallback;
  }
};
const store = (key: string, value: string) => {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage blocked in a third-party frame: the setting lasts as long as the page.
  }
};

export function App() {
  const launch = useMemo(() => readLaunch(), []);
  useEffect(() => {
    document.documentElement.lang = { en: 'en', cn: 'zh-CN', ko: 'ko', th: 'th', vi: 'vi' }[launch.language];
  }, [launch.language]);
  return (
    <I18nProvider language={launch.language}>
      <Book launch={launch} />
    </I18nProvider>
  );
}

function Book({ launch }: { launch: Launch }) {
  const { t, locale } = useI18n();
  const [session, setSessionState] = useState<Session | null>(null);
  const [sessionError, setSessionError] = useState<string | null>(
    launch.token && launch.user ? null : 'NO_SESSION',
  );
  const [balance, setBalance] = useState<string | null>(null);
  const [view, setView] = useState<View>({ kind: 'home' });
  const [group, setGroup] = useState<Group>(launch.esportsFirst ? 'esports' : 'sports');
  const [sport, setSport] = useState<Sport | null>(null);
  const [league, setLeague] = useState<string | null>(null);
  const [format, setFormat] = useState<OddsFormat>(() =>
    stored('sports:oddsFormat', ODDS_FORMATS, 'DECIMAL'),
  );
  const [acceptOdds, setAcceptOdds] = useState<AcceptOdds>(() =>
    stored('sports:acceptOdds', ['NONE', 'BETTER', 'ANY'] as const, 'NONE'),
  );
  const [legs, setLegs] = useState<SlipLeg[]>([]);
  const [drawer, setDrawer] = useState(false);
  const [betsKey, setBetsKey] = useState(0);
  const [openCount, setOpenCount] = useState(0);
  const [nowMs, setNowMs] = useState(Date.now());
  const [toast, setToast] = useState<string | null>(null);

  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (!launch.token || !launch.user) return;
    apiPost<Session>('/api/session', { token: launch.token, user: launch.user })
      .then((s) => {
        setSession(s.sessionId);
        setSessionState(s);
        setBalance(s.balance);
      })
      .catch((e: unknown) => setSessionError(e instanceof ApiError ? e.code : 'INTERNAL'));
  }, [launch.token, launch.user]);

  const refreshBalance = useCallback(() => {
    if (!session) return;
    apiGet<{ balance?: string }>('/api/balance')
      .then((b) => b.balance !== undefined && setBalance(b.balance))
      .catch(() => undefined);
  }, [session]);

  const refreshOpenCount = useCallback(() => {
    if (!session) return;
    apiGet<BetView[]>('/api/bets', { status: 'open' })
      .then((list) => setOpenCount(list.length))
      .catch(() => undefined);
  }, [session]);
  useEffect(refreshOpenCount, [refreshOpenCount, betsKey]);

  const onResult = useCallback(() => {
    // Settlement follows a result within moments: then the balance and the bets are worth a look.
    setTimeout(() => {
      refreshBalance();
      setBetsKey((k) => k + 1);
    }, 2_500);
  }, [refreshBalance]);

  const book = useBook({ onResult, openEventId: view.kind === 'event' ? view.id : null });

  const suspendedEvents = useMemo(() => {
    const set = new Set<string>();
    for (const e of book.events ?? [])
      if (e.suspended || e.status === 'ENDED' || e.status === 'CANCELLED') set.add(e.id);
    if (book.detail && book.detail !== 'missing' && book.detail.suspended) set.add(book.detail.id);
    return set;
  }, [book.events, book.detail]);

  const closedEvents = useMemo(
    () =>
      new Set(
        (book.events ?? []).filter((e) => e.status === 'ENDED' || e.status === 'CANCELLED').map((e) => e.id),
      ),
    [book.events],
  );

  const picked = useMemo(() => new Set(legs.map((l) => l.selectionId)), [legs]);

  const onPick = useCallback(
    (e: EventView, m: MarketView, selectionId: string) => {
      setLegs((old) => {
        if (old.some((l) => l.selectionId === selectionId))
          return old.filter((l) => l.selectionId !== selectionId);
        const s = m.selections.find((x) => x.id === selectionId)!;
        const odds = book.prices[selectionId] ?? parseOdds(s.odds) ?? 0;
        const leg: SlipLeg = {
          selectionId,
          eventId: e.id,
          sport: e.sport,
          event: `${e.home} – ${e.away}`,
          home: e.home,
          away: e.away,
          marketKind: m.kind,
          line: m.line,
          map: m.map,
          key: s.key,
          chosenOdds: odds,
          odds,
          live: e.status === 'LIVE',
          suspended: e.suspended,
        };
        // Another price of the same market replaces the earlier pick, as on every book.
        const marketOf = (id: string) => id.slice(0, id.lastIndexOf(':'));
        const rest = old.filter((l) => marketOf(l.selectionId) !== m.id);
        if (rest.length >= 10) {
          setToast(t('slip.tooMany'));
          return old;
        }
        return [...rest, leg];
      });
    },
    [book.prices, t],
  );

  const changeFormat = (f: OddsFormat) => {
    setFormat(f);
    store('sports:oddsFormat', f);
  };
  const changeAccept = (a: AcceptOdds) => {
    setAcceptOdds(a);
    store('sports:acceptOdds', a);
  };

  const groupSports = group === 'esports' ? ESPORTS : SPORTS.filter((s) => !ESPORTS.includes(s));
  const inFilter = (e: EventView) =>
    (sport ? e.sport === sport : groupSports.includes(e.sport)) && (!league || e.leagueId === league);
  const live = (book.events ?? []).filter((e) => e.status === 'LIVE' && inFilter(e));
  const upcoming = (book.events ?? []).filter((e) => e.status === 'UPCOMING' && inFilter(e));
  const summaries = book.sports ?? [];
  const canBet = !!session;
  const pickProps = { format, prices: book.prices, flashes: book.flashes, picked, onPick };

  const chooseSport = (s: Sport | null) => {
    setSport(s);
    setLeague(null);
    setView({ kind: 'home' });
  };
  const chooseGroup = (g: Group) => {
    setGroup(g);
    setSport(null);
    setLeague(null);
    setView({ kind: 'home' });
  };

  const sessionProblem =
    sessionError === 'NO_SESSION'
      ? t('app.needSession')
      : sessionError
        ? hasKey(`error.${sessionError}`)
          ? t(`error.${sessionError}` as 'error.INTERNAL')
          : t('error.INTERNAL')
        : null;

  const slip = (onClose?: () => void) => (
    <BetSlip
      legs={legs}
      prices={book.prices}
      suspendedEvents={suspendedEvents}
      closedEvents={closedEvents}
      format={format}
      currency={session?.currency ?? launch.currency}
      canBet={canBet}
      inPlayDelayMs={session?.inPlayDelayMs ?? 5_000}
      acceptOdds={acceptOdds}
      onAcceptOddsChange={changeAccept}
      onLegsChange={setLegs}
      onPlaced={(_bets, b) => {
        if (b !== null) setBalance(b);
        // The wallet's own word as well (several singles answer in any order).
        refreshBalance();
        setBetsKey((k) => k + 1);
      }}
      {...(onClose ? { onClose } : {})}
    />
  );

  const groups: Group[] = launch.esportsFirst ? ['esports', 'sports'] : ['sports', 'esports'];

  return (
    <div className="book">
      <header className="topbar">
        <div className="brand">
          <span className="brand-mark" aria-hidden="true" />
          <span>{t('app.title')}</span>
        </div>
        <div className="segmented group-toggle" role="tablist" aria-label={t('app.title')}>
          {groups.map((g) => (
            <button
              key={g}
              type="button"
              role="tab"
              aria-selected={group === g && view.kind !== 'bets'}
              onClick={() => chooseGroup(g)}
            >
              {t(g === 'sports' ? 'nav.sports' : 'nav.esports')}
            </button>
          ))}
        </div>
        <div className="topbar-right">
          <label className="format">
            <span className="visually-hidden">{t('top.oddsFormat')}</span>
            <select
              aria-label={t('top.oddsFormat')}
              value={format}
              onChange={(e) => changeFormat(e.target.value as OddsFormat)}
            >
              {ODDS_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {t(`format.${f}`)}
                </option>
              ))}
            </select>
          </label>
          {balance !== null && session && (
            <div className="balance" aria-label={t('top.balance')}>
              <span>{t('top.balance')}</span>
              <strong data-testid="balance">{formatAmount(balance, session.currency, locale)}</strong>
            </div>
          )}
          <button
            type="button"
            className={`mybets-button ${view.kind === 'bets' ? 'active' : ''}`}
            onClick={() => setView({ kind: 'bets' })}
          >
            {t('nav.myBets')}
            {openCount > 0 && <span className="badge">{openCount}</span>}
          </button>
        </div>
      </header>
      {sessionProblem && (
        <div className="banner" role="status">
          <strong>{sessionProblem}</strong>
          {sessionError === 'NO_SESSION' && <span>{t('app.needSessionHint')}</span>}
        </div>
      )}
      {!book.connected && (
        <div className="banner warn" role="status">
          {t('live.reconnecting')}
        </div>
      )}
      {toast && (
        <div className="toast" role="alert">
          <span>{toast}</span>
          <button
            type="button"
            className="icon-button small"
            aria-label={t('a11y.dismiss')}
            onClick={() => setToast(null)}
          >
            ×
          </button>
        </div>
      )}
      <div className="layout">
        <nav className="sidebar" aria-label={t(group === 'sports' ? 'nav.sports' : 'nav.esports')}>
          <button
            type="button"
            className={`side-item ${!sport && view.kind === 'home' ? 'active' : ''}`}
            onClick={() => chooseSport(null)}
          >
            <span className="side-icon all" aria-hidden="true">
              ★
            </span>
            <span className="side-name">{t('nav.allSports')}</span>
          </button>
          {groupSports.map((s) => {
            const sum = summaries.find((x) => x.sport === s);
            return (
              <div key={s} className="side-group">
                <button
                  type="button"
                  className={`side-item ${sport === s && view.kind === 'home' ? 'active' : ''}`}
                  aria-expanded={sport === s}
                  onClick={() => chooseSport(s)}
                >
                  <span className="side-icon" aria-hidden="true">
                    <SportIcon sport={s} />
                  </span>
                  <span className="side-name">{t(`sport.${s}`)}</span>
                  {sum && sum.live > 0 && <span className="side-live">{sum.live}</span>}
                  {sum && <span className="side-count">{sum.live + sum.upcoming}</span>}
                </button>
                {sport === s && sum && (
                  <ul className="side-leagues" aria-label={t('nav.leagues', { sport: t(`sport.${s}`) })}>
                    {sum.leagues.map((l) => (
                      <li key={l.id}>
                        <button
                          type="button"
                          className={league === l.id ? 'active' : ''}
                          onClick={() => {
                            setLeague(league === l.id ? null : l.id);
                            setView({ kind: 'home' });
                          }}
                        >
                          <span>{l.name}</span>
                          <span className="side-count">{l.live + l.upcoming}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </nav>
        <main className="content">
          <div
            className="chips"
            role="group"
            aria-label={t(group === 'sports' ? 'nav.sports' : 'nav.esports')}
          >
            <button type="button" className={!sport ? 'active' : ''} onClick={() => chooseSport(null)}>
              {t('nav.allSports')}
            </button>
            {groupSports.map((s) => {
              const sum = summaries.find((x) => x.sport === s);
              return (
                <button
                  key={s}
                  type="button"
                  className={sport === s ? 'active' : ''}
                  onClick={() => chooseSport(s)}
                >
                  <SportIcon sport={s} />
                  {t(`sport.${s}`)}
                  {sum && sum.live > 0 && <span className="side-live">{sum.live}</span>}
                </button>
              );
            })}
          </div>
          {view.kind === 'bets' ? (
            <MyBets
              format={format}
              refreshKey={betsKey}
              canBet={canBet}
              onBalance={(b) => {
                if (b !== null) setBalance(b);
                else refreshBalance();
                refreshOpenCount();
              }}
            />
          ) : view.kind === 'event' ? (
            <EventPage
              {...pickProps}
              event={book.detail}
              nowMs={nowMs}
              onBack={() => setView({ kind: 'home' })}
            />
          ) : book.events === null ? (
            <div className="skeleton tall" />
          ) : (
            <>
              {live.length > 0 && (
                <EventList
                  {...pickProps}
                  testId="live-now"
                  title={t('list.live')}
                  live
                  events={live}
                  nowMs={nowMs}
                  onOpen={(id) => setView({ kind: 'event', id })}
                />
              )}
              {upcoming.length > 0 && (
                <EventList
                  {...pickProps}
                  testId="upcoming"
                  title={t('list.upcoming')}
                  live={false}
                  events={upcoming}
                  nowMs={nowMs}
                  onOpen={(id) => setView({ kind: 'event', id })}
                />
              )}
              {live.length === 0 && upcoming.length === 0 && (
                <div className="empty">
                  <strong>{t('list.empty')}</strong>
                  <p>{t('list.emptyHint')}</p>
                </div>
              )}
            </>
          )}
        </main>
        <aside className="slip-dock" aria-label={t('slip.title')}>
          {slip()}
        </aside>
      </div>
      <button
        type="button"
        className={`slip-bar ${legs.length ? '' : 'is-empty'}`}
        onClick={() => setDrawer(true)}
        aria-label={t('slip.open')}
      >
        <span>{t('slip.title')}</span>
        <span className="badge">{legs.length}</span>
      </button>
      {drawer && (
        <div className="drawer-backdrop" onClick={(e) => e.target === e.currentTarget && setDrawer(false)}>
          <div className="drawer" role="dialog" aria-modal="true" aria-label={t('slip.title')}>
            {slip(() => setDrawer(false))}
          </div>
        </div>
      )}
    </div>
  );
}
