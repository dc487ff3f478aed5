import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ErrorToast } from '../components/error-toast.tsx';
import { LoadFailed } from '../components/load-failed.tsx';
import { TopBar } from '../components/top-bar.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { ApiError, apiGet, apiPost, wsUrl } from '../lib/api.ts';
import { credentials, storedFunSession, storeFunSession, type Launch } from '../lib/launch.ts';
import { formatAmount, fromMinor, toMinor } from '../lib/money.ts';
import type { OutcomeView, Settlement, TableSession, TableState } from '../lib/types.ts';
import { verifyHref } from '../slot/fairness-panel.tsx';
import { BetBoard, useBetLabel, type SpotStake } from './bet-board.tsx';
import { CountdownRing } from './countdown-ring.tsx';
import { HistoryRoad } from './history-road.tsx';
import { ResultView } from './result-view.tsx';
import { useTableSocket } from './use-table-socket.ts';

interface ShownResult {
  roundId: string;
  view: OutcomeView;
  /** Absent for a result taken from the history when joining mid-round. */
  fairness?: { serverSeedHash: string; serverSeed: string; clientSeed: string; nonce: number };
}

type Bet = { kind: string; amount: string };

export function TableGame({ launch }: { launch: Launch }) {
  const { t, language } = useI18n();
  const betLabel = useBetLabel();
  const [funSession, setFunSession] = useState<string | null>(() =>
    launch.mode === 'fun' ? storedFunSession() : null,
  );
  const [session, setSession] = useState<TableSession | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [state, setState] = useState<TableState | null>(null);
  const [offsetMs, setOffsetMs] = useState(0);
  const [nowMs, setNowMs] = useState(() => Date.now());
  const [balance, setBalance] = useState<string | null>(null);
  const [placed, setPlaced] = useState<Bet[]>([]);
  const [pending, setPending] = useState<Map<string, bigint>>(new Map());
  const [lastPlaced, setLastPlaced] = useState<Bet[]>([]);
  const [chipIndex, setChipIndex] = useState(1);
  const [result, setResult] = useState<ShownResult | null>(null);
  const [settlement, setSettlement] = useState<Settlement | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const roundRef = useRef<string | null>(null);
  const placedRef = useRef<Bet[]>([]);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const value = await apiGet<TableSession>(
        `/api/tables/${encodeURIComponent(launch.gameCode)}/session`,
        credentials(launch, funSession),
      );
      if (value.funSession && value.funSession !== funSession) {
        storeFunSession(value.funSession);
        setFunSession(value.funSession);
      }
      setSession(value);
      setBalance(value.balance);
      setChipIndex((i) => Math.min(i, value.chips.length - 1));
      applyState(value.state);
      setPlaced(value.ownBets);
      placedRef.current = value.ownBets;
    } catch (e) {
      setLoadError(e instanceof ApiError ? e.code : 'INTERNAL');
    }
    // The demo session is read once at start (later changes come from this very call), so it is no dependency.
  }, [launch]);

  useEffect(() => {
    void load();
  }, [load]);

  function applyState(next: TableState) {
    setOffsetMs(next.serverTimeMs - Date.now());
    if (roundRef.current !== next.roundId) {
      // A new round: what was in play becomes the rebet, the board is cleared.
      if (placedRef.current.length > 0) setLastPlaced(placedRef.current);
      placedRef.current = [];
      setPlaced([]);
      setPending(new Map());
      roundRef.current = next.roundId;
    }
    if (next.phase === 'DEALING') setSettlement(null);
    // Joining mid-round: show the last dealt result until the next one.
    const last = next.history[0];
    if (last) setResult((current) => current ?? { roundId: last.roundId, view: last.result });
    setState(next);
  }

  const onMessage = useCallback((message: Record<string, unknown>) => {
    switch (message.type) {
      case 'hello':
      case 'state': {
        const next = (message.type === 'hello' ? message.state : message) as TableState | undefined;
        if (next?.roundId) applyState(next);
        if (message.type === 'hello' && typeof message.balance === 'string') setBalance(message.balance);
        break;
      }
      case 'result':
        setResult({
          roundId: String(message.roundId),
          view: message.result as OutcomeView,
          fairness: message.fairness as ShownResult['fairness'],
        });
        break;
      case 'settlement': {
        const value = message as unknown as Settlement;
        setSettlement(value);
        setBalance(value.balance);
        break;
      }
      case 'bets': {
        const bets = message.bets as Bet[];
        placedRef.current = bets;
        setPlaced(bets);
        if (typeof message.balance === 'string') setBalance(message.balance);
        break;
      }
      case 'error':
        setError(String(message.code));
        break;
    }
  }, []);

  const socketUrl = useMemo(() => {
    if (!session) return null;
    const creds = credentials(launch, funSession);
    return wsUrl(`/ws/tables/${encodeURIComponent(launch.gameCode)}`, creds);
  }, [session, launch, funSession]);
  const socketStatus = useTableSocket(socketUrl, onMessage);

  // Countdown clock.
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);

  const currency = session?.currency ?? launch.currency;
  const money = (amount: string) => formatAmount(amount, currency, language);
  const serverNow = nowMs + offsetMs;
  const phase = state?.phase ?? 'BETTING';
  const bettingOpen = phase === 'BETTING' && !!state && state.bettingEndsAtMs - serverNow > 300;
  const chip = session?.chips[chipIndex] ?? null;

  const stakes = useMemo(() => {
    const map = new Map<string, SpotStake>();
    for (const bet of placed)
      map.set(bet.kind, { placedMinor: toMinor(bet.amount, currency), pendingMinor: 0n });
    for (const [kind, amountMinor] of pending) {
      const entry = map.get(kind) ?? { placedMinor: 0n, pendingMinor: 0n };
      map.set(kind, { ...entry, pendingMinor: amountMinor });
    }
    return map;
  }, [placed, pending, currency]);

  const pendingTotal = [...pending.values()].reduce((sum, v) => sum + v, 0n);
  const placedTotal = placed.reduce((sum, bet) => sum + toMinor(bet.amount, currency), 0n);
  const winning = new Set(
    result && phase !== 'BETTING' && result.roundId === state?.roundId ? result.view.winningKinds : [],
  );

  function addChip(kind: string) {
    if (!chip || !bettingOpen) return;
    setPending((previous) => {
      const next = new Map(previous);
      next.set(kind, (next.get(kind) ?? 0n) + toMinor(chip, currency));
      return next;
    });
  }

  async function send(bets: Bet[]) {
    if (!state || bets.length === 0 || sending) return;
    setSending(true);
    try {
      const answer = await apiPost<{ roundId: string; bets: Bet[]; balance: string }>(
        `/api/tables/${encodeURIComponent(launch.gameCode)}/bets`,
        { ...credentials(launch, funSession), roundId: state.roundId, bets },
      );
      if (answer.roundId === roundRef.current) {
        placedRef.current = answer.bets;
        setPlaced(answer.bets);
      }
      setBalance(answer.balance);
      setPending(new Map());
    } catch (e) {
      const code = e instanceof ApiError ? e.code : 'INTERNAL';
      setError(code);
      const after = e instanceof ApiError ? e.value?.balance : undefined;
      if (typeof after === 'string') setBalance(after);
      if (code === 'BETTING_CLOSED') setPending(new Map());
    } finally {
      setSending(false);
    }
  }

  const confirm = () =>
    void send(
      [...pending].map(([kind, amountMinor]) => ({ kind, amount: fromMinor(amountMinor, currency) })),
    );
  const rebet = () => void send(lastPlaced);

  if (loadError && !session) {
    return (
      <LoadFailed
        title={launch.title ?? launch.gameCode}
        fun={launch.mode === 'fun'}
        currency={currency}
        errorCode={loadError}
        onRetry={() => void load()}
      />
    );
  }
  if (!session || !state) return <div className="loading">{t('loading')}</div>;

  const remainingMs = phase === 'BETTING' ? state.bettingEndsAtMs - serverNow : 0;
  const phaseText =
    phase === 'BETTING'
      ? t('table.placeBets')
      : phase === 'DEALING'
        ? t('table.noMoreBets')
        : phase === 'RESULT'
          ? t('table.result')
          : t('table.closed');
  const settlementReturn = settlement ? toMinor(settlement.totalReturn, currency) : 0n;
  const settlementStake = settlement ? toMinor(settlement.stake, currency) : 0n;

  return (
    <div className="shell" data-testid="table-game" data-game-code={launch.gameCode}>
      <TopBar
        title={launch.title ?? session.title.name}
        subtitle={launch.mode === 'fun' ? t('demo.notice') : undefined}
        fun={launch.mode === 'fun'}
        balance={balance}
        currency={currency}
      />
      <section className="table-top panel">
        <CountdownRing remainingMs={remainingMs} totalMs={state.bettingMs} />
        <div>
          <div
            className={`phase-label ${phase}`}
            data-testid="table-phase"
            data-phase={phase}
            aria-live="polite"
          >
            {socketStatus === 'open'
              ? phaseText
              : t(socketStatus === 'connecting' ? 'table.connecting' : 'table.reconnecting')}
          </div>
          <div className="table-meta">
            <span data-testid="round-id" data-round-id={state.roundId}>
              {t('round', { id: state.roundId.split('-').slice(-2).join('-') })}
            </span>
            <span data-testid="seated">{t('table.seated', { n: state.seated })}</span>
            <span className="mono" title={t('fair.serverSeedHash')}>
              #{state.serverSeedHash.slice(0, 12)}…
            </span>
          </div>
        </div>
        {settlement && settlement.roundId === result?.roundId ? (
          <div
            className={`settlement ${settlementReturn > 0n ? 'won' : 'lost'}`}
            data-testid="settlement"
            data-total-return={settlement.totalReturn}
            role="status"
          >
            {settlementReturn > settlementStake
              ? t('table.youWon', { amount: money(settlement.totalReturn) })
              : settlementReturn > 0n
                ? t('table.returned', { amount: money(settlement.totalReturn) })
                : t('table.noWin')}
          </div>
        ) : (
          <span />
        )}
      </section>

      <div className="table-layout">
        <div style={{ display: 'grid', gap: 8 }}>
          {result ? (
            <div style={{ opacity: phase === 'BETTING' ? 0.55 : 1 }}>
              <ResultView key={result.roundId} view={result.view} />
            </div>
          ) : (
            <div className="result-stage">{t('table.waitRound')}</div>
          )}
          <div className="felt">
            <BetBoard
              gameCode={launch.gameCode}
              kinds={session.betKinds}
              stakes={stakes}
              winning={winning}
              disabled={!bettingOpen || sending}
              currency={currency}
              onBet={addChip}
            />
          </div>
          <div className="panel" style={{ display: 'grid', gap: 8 }}>
            <div className="chip-rack" role="radiogroup" aria-label={t('table.chips')}>
              {session.chips.map((value, i) => (
                <button
                  key={value}
                  type="button"
                  role="radio"
                  aria-checked={i === chipIndex}
                  aria-label={t('table.chip', { amount: money(value) })}
                  className={`chip c${i % 6}`}
                  onClick={() => setChipIndex(i)}
                  data-testid={`chip-${i}`}
                >
                  {formatAmount(value, currency, language, false).replace(/[.,]00$/, '')}
                </button>
              ))}
            </div>
            <div className="bet-actions">
              <button
                type="button"
                className="btn primary"
                disabled={!bettingOpen || pending.size === 0 || sending}
                onClick={confirm}
                data-testid="confirm-bets"
              >
                {t('table.confirm')}
              </button>
              <button
                type="button"
                className="btn"
                disabled={pending.size === 0 || sending}
                onClick={() => setPending(new Map())}
              >
                {t('table.clear')}
              </button>
              <button
                type="button"
                className="btn ghost"
                disabled={!bettingOpen || lastPlaced.length === 0 || placed.length > 0 || sending}
                onClick={rebet}
              >
                {t('table.rebet')}
              </button>
              <span className="bet-summary" aria-live="polite">
                {pendingTotal > 0n &&
                  t('table.pending', { amount: money(fromMinor(pendingTotal, currency)) })}
                {pendingTotal > 0n && placedTotal > 0n && ' · '}
                {placedTotal > 0n && t('table.placed', { amount: money(fromMinor(placedTotal, currency)) })}
              </span>
            </div>
            {placed.length > 0 && (
              <ul className="visually-hidden" aria-label={t('table.yourBets')}>
                {placed.map((bet) => {
                  const kind = session.betKinds.find((k) => k.id === bet.kind);
                  return (
                    <li key={bet.kind}>
                      {t('table.onSpot', {
                        amount: money(bet.amount),
                        label: kind ? betLabel(kind) : bet.kind,
                      })}
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        </div>
        <aside className="side">
          <HistoryRoad history={state.history} />
          {result?.fairness && (
            <details className="fairness panel">
              <summary>{t('fair.title')}</summary>
              <dl className="fair-grid">
                <dt>{t('fair.serverSeedHash')}</dt>
                <dd>{result.fairness.serverSeedHash}</dd>
                <dt>{t('fair.serverSeed')}</dt>
                <dd data-testid="table-server-seed">{result.fairness.serverSeed}</dd>
                <dt>{t('fair.clientSeed')}</dt>
                <dd>{result.fairness.clientSeed}</dd>
                <dt>{t('fair.nonce')}</dt>
                <dd>{result.fairness.nonce}</dd>
              </dl>
              <p>
                <a
                  href={verifyHref(
                    launch.gameCode,
                    { ...result.fairness, roundId: result.roundId },
                    { language: launch.language },
                  )}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('fair.verify')}
                </a>
              </p>
            </details>
          )}
        </aside>
      </div>
      <ErrorToast code={error} onDismiss={() => setError(null)} />
    </div>
  );
}
