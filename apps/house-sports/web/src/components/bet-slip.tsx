import { useEffect, useRef, useState } from 'react';
import {
  combinedOdds,
  displayOdds,
  formatOdds,
  MAX_PARLAY_LEGS,
  potentialPayout,
} from '../../../src/domain/index.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { hasKey } from '../i18n/catalog.ts';
import { ApiError, apiPost } from '../lib/api.ts';
import { marketTitle, selectionLabel } from '../lib/labels.ts';
import { formatAmount, fromMinor, stakeMinor } from '../lib/money.ts';
import type { BetView, OddsFormat, SlipLeg } from '../lib/types.ts';

export type AcceptOdds = 'NONE' | 'BETTER' | 'ANY';

/** Whether the price now differs from the chosen one in a way the player's setting does not take. */
export function needsConsent(chosen: number, now: number, accept: AcceptOdds): boolean {
  if (chosen === now) return false;
  if (accept === 'ANY') return false;
  if (accept === 'BETTER') return now < chosen;
  return true;
}

const QUICK_STAKES = ['100', '500', '1000'];

/**
 * The slip: singles (a stake per pick) or one parlay (picks from different matches, up to ten).
 * A price that moves after the pick is shown against the chosen one; unless the player's
 * accept-better-odds setting covers it, placing first asks them to accept the new prices.
 */
export function BetSlip(props: {
  legs: SlipLeg[];
  prices: Record<string, number>;
  suspendedEvents: Set<string>;
  closedEvents: Set<string>;
  format: OddsFormat;
  currency: string;
  canBet: boolean;
  inPlayDelayMs: number;
  acceptOdds: AcceptOdds;
  onAcceptOddsChange: (value: AcceptOdds) => void;
  onLegsChange: (legs: SlipLeg[]) => void;
  onPlaced: (bets: BetView[], balance: string | null) => void;
  onClose?: () => void;
}) {
  const { t, locale } = useI18n();
  const { legs, currency } = props;
  // The drawer mounts with the picks already made: two matches or more open as a parlay there too.
  const [mode, setMode] = useState<'single' | 'parlay'>(() =>
    new Set(legs.map((l) => l.eventId)).size >= 2 ? 'parlay' : 'single',
  );
  const [stakes, setStakes] = useState<Record<string, string>>({});
  const [parlayStake, setParlayStake] = useState('');
  const [busy, setBusy] = useState(false);
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const [nowMs, setNowMs] = useState(Date.now());
  const [notice, setNotice] = useState<{ kind: 'error' | 'ok' | 'warn'; text: string } | null>(null);

  // A second pick from another match turns the slip into a parlay, as the books do.
  const eventCount = new Set(legs.map((l) => l.eventId)).size;
  const [lastCount, setLastCount] = useState(legs.length);
  if (legs.length !== lastCount) {
    setLastCount(legs.length);
    if (legs.length >= 2 && lastCount < 2 && eventCount >= 2) setMode('parlay');
    if (legs.length < 2) setMode('single');
    if (legs.length > lastCount) setNotice(null);
  }

  useEffect(() => {
    if (!waitUntil) return;
    const timer = setInterval(() => setNowMs(Date.now()), 250);
    return () => clearInterval(timer);
  }, [waitUntil]);

  const current = (l: SlipLeg) => props.prices[l.selectionId] ?? l.odds;
  const consent = legs.some((l) => needsConsent(l.chosenOdds, current(l), props.acceptOdds));
  const suspended = (l: SlipLeg) => props.suspendedEvents.has(l.eventId);
  const sameEvent = mode === 'parlay' && eventCount !== legs.length;
  const parlayProblem =
    mode !== 'parlay'
      ? null
      : legs.length > MAX_PARLAY_LEGS
        ? t('slip.tooMany')
        : sameEvent
          ? t('slip.sameEvent')
          : eventCount < 2
            ? t('slip.parlayNeedsTwo')
            : null;

  const parlayOdds = combinedOdds(legs.map(current));
  const parlayMinor = stakeMinor(parlayStake, currency);
  const singles = legs.map((l) => ({ leg: l, minor: stakeMinor(stakes[l.selectionId] ?? '', currency) }));
  const totalStake = mode === 'parlay' ? parlayMinor : singles.reduce((a, s) => a + s.minor, 0n);
  const potential =
    mode === 'parlay'
      ? parlayProblem
        ? 0n
        : potentialPayout(parlayMinor, legs.map(current))
      : singles.reduce((a, s) => a + (s.minor > 0n ? potentialPayout(s.minor, [current(s.leg)]) : 0n), 0n);
  const betCount = mode === 'parlay' ? 1 : singles.filter((s) => s.minor > 0n).length;
  const canPlace =
    props.canBet && !busy && totalStake > 0n && !parlayProblem && !legs.some(suspended) && legs.length > 0;

  const label = (l: SlipLeg) =>
    selectionLabel(t, { kind: l.marketKind, line: l.line, key: l.key }, { home: l.home, away: l.away });

  const errorText = (e: unknown) => {
    const code = e instanceof ApiError ? e.code : 'INTERNAL';
    const key = `error.${code}`;
    const value = e instanceof ApiError ? (e.value ?? {}) : {};
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(value))
      if (typeof v === 'string') params[k] = k === 'problem' ? v : formatAmount(v, currency, locale);
    if (code === 'SLIP_INVALID' && value.problem === 'SAME_EVENT') return t('slip.sameEvent');
    if (code === 'SLIP_INVALID' && value.problem === 'TOO_MANY_LEGS') return t('slip.tooMany');
    return hasKey(key) ? t(key, params) : t('error.INTERNAL');
  };

  // One id per placement, kept until it is answered: a placement sent again (a second click after a
  // lost answer) finds the bet it made instead of staking twice.
  const requestIds = useRef(new Map<string, string>());
  const requestIdFor = (picked: SlipLeg[], stake: bigint) => {
    const key = `${picked.map((l) => `${l.selectionId}@${l.chosenOdds}`).join(',')}|${stake}`;
    let id = requestIds.current.get(key);
    if (!id) requestIds.current.set(key, (id = crypto.randomUUID()));
    return { key, id };
  };

  async function place() {
    if (consent) {
      // The player accepts the prices now on the slip.
      props.onLegsChange(legs.map((l) => ({ ...l, chosenOdds: current(l) })));
      setNotice(null);
      return;
    }
    setBusy(true);
    setNotice(null);
    if (legs.some((l) => l.live)) setWaitUntil(Date.now() + props.inPlayDelayMs);
    const send = async (picked: SlipLeg[], stake: bigint) => {
      const { key, id } = requestIdFor(picked, stake);
      try {
        const answer = await apiPost<{ bet: BetView; balance: string | null }>('/api/bets', {
          legs: picked.map((l) => ({ selectionId: l.selectionId, odds: formatOdds(l.chosenOdds) })),
          stake: fromMinor(stake, currency),
          acceptOdds: props.acceptOdds,
          requestId: id,
        });
        requestIds.current.delete(key);
        return answer;
      } catch (error) {
        // A refusal is an answer: trying again is a new placement. Only an unanswered one keeps its id.
        if (!(error instanceof ApiError && error.code === 'NETWORK')) requestIds.current.delete(key);
        throw error;
      }
    };
    const batches: { legs: SlipLeg[]; stake: bigint }[] =
      mode === 'parlay'
        ? [{ legs, stake: parlayMinor }]
        : singles.filter((s) => s.minor > 0n).map((s) => ({ legs: [s.leg], stake: s.minor }));
    const results = await Promise.allSettled(batches.map((b) => send(b.legs, b.stake)));
    setBusy(false);
    setWaitUntil(null);
    const placed: BetView[] = [];
    let balance: string | null = null;
    const placedIds = new Set<string>();
    let failure: unknown = null;
    results.forEach((r, i) => {
      if (r.status === 'fulfilled') {
        placed.push(r.value.bet);
        balance = r.value.balance ?? balance;
        for (const l of batches[i]!.legs) placedIds.add(l.selectionId);
      } else failure ??= r.reason;
    });
    if (failure instanceof ApiError && failure.code === 'PRICE_CHANGED') {
      const changes = (failure.value?.changes ?? []) as { selectionId: string; odds: string }[];
      const now = new Map(changes.map((c) => [c.selectionId, Math.round(Number(c.odds) * 1000)]));
      props.onLegsChange(
        legs
          .filter((l) => !placedIds.has(l.selectionId))
          .map((l) => (now.has(l.selectionId) ? { ...l, odds: now.get(l.selectionId)! } : l)),
      );
      setNotice({ kind: 'warn', text: t('slip.pricesChanged') });
    } else {
      if (placedIds.size > 0) props.onLegsChange(legs.filter((l) => !placedIds.has(l.selectionId)));
      if (failure) setNotice({ kind: 'error', text: errorText(failure) });
      else
        setNotice({
          kind: 'ok',
          text: placed.length > 1 ? t('slip.placedMany', { count: placed.length }) : t('slip.placed'),
        });
    }
    if (placed.length > 0) {
      setStakes({});
      setParlayStake('');
      props.onPlaced(placed, balance);
    }
  }

  const addQuick = (amount: string, current: string, set: (v: string) => void) => {
    const sum = stakeMinor(current, currency) + stakeMinor(amount, currency);
    set(fromMinor(sum, currency).replace(/\.0+$/, ''));
  };

  const waitingSeconds = waitUntil ? Math.max(0, Math.ceil((waitUntil - nowMs) / 1000)) : 0;

  return (
    <div className="slip" data-testid="bet-slip">
      <div className="slip-head">
        <h2>
          {t('slip.title')}
          {legs.length > 0 && <span className="badge">{legs.length}</span>}
        </h2>
        {legs.length > 0 && (
          <button type="button" className="link" onClick={() => props.onLegsChange([])}>
            {t('slip.clear')}
          </button>
        )}
        {props.onClose && (
          <button type="button" className="icon-button" aria-label={t('slip.close')} onClick={props.onClose}>
            ×
          </button>
        )}
      </div>
      {legs.length === 0 ? (
        <div className="slip-empty">
          <div className="slip-empty-icon" aria-hidden="true">
            <svg
              width="40"
              height="40"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            >
              <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
              <path d="M9 8h6M9 12h6" />
            </svg>
          </div>
          <strong>{t('slip.empty')}</strong>
          <p>{t('slip.emptyHint')}</p>
          {notice && (
            <p className={`notice ${notice.kind}`} role="status">
              {notice.text}
            </p>
          )}
        </div>
      ) : (
        <>
          {legs.length > 1 && (
            <div className="segmented" role="tablist" aria-label={t('slip.title')}>
              <button
                type="button"
                role="tab"
                aria-selected={mode === 'single'}
                onClick={() => setMode('single')}
              >
                {t('slip.singles')}
              </button>
              <button
                type="button"
                role="tab"
                aria-selected={mode === 'parlay'}
                onClick={() => setMode('parlay')}
              >
                {t('slip.parlay')}
              </button>
            </div>
          )}
          <ul className="slip-legs">
            {legs.map((l) => {
              const now = current(l);
              const moved = now !== l.chosenOdds;
              const clash = mode === 'parlay' && legs.filter((x) => x.eventId === l.eventId).length > 1;
              return (
                <li
                  key={l.selectionId}
                  className={`slip-leg ${clash ? 'clash' : ''}`}
                  data-selection={l.selectionId}
                >
                  <div className="leg-top">
                    <span className="leg-pick">
                      {l.live && <span className="live-dot" aria-hidden="true" />}
                      {label(l)}
                    </span>
                    <span
                      className={`leg-odds ${moved ? (now > l.chosenOdds ? 'up' : 'down') : ''}`}
                      data-testid="leg-odds"
                    >
                      {displayOdds(now, props.format)}
                    </span>
                    <button
                      type="button"
                      className="icon-button small"
                      aria-label={t('slip.remove', { selection: label(l) })}
                      onClick={() => props.onLegsChange(legs.filter((x) => x.selectionId !== l.selectionId))}
                    >
                      ×
                    </button>
                  </div>
                  <div className="leg-market">{marketTitle(t, l.marketKind, l.sport, l.map)}</div>
                  <div className="leg-event">{l.event}</div>
                  {moved && (
                    <div className="leg-moved" role="status">
                      {t('slip.priceMoved', { from: displayOdds(l.chosenOdds, props.format) })}
                    </div>
                  )}
                  {suspended(l) && (
                    <div className="leg-suspended">
                      {props.closedEvents.has(l.eventId) ? t('error.MARKET_CLOSED') : t('slip.suspended')}
                    </div>
                  )}
                  {mode === 'single' && (
                    <StakeInput
                      label={t('slip.stakeFor', { selection: label(l) })}
                      value={stakes[l.selectionId] ?? ''}
                      currency={currency}
                      onChange={(v) => setStakes((s) => ({ ...s, [l.selectionId]: v }))}
                      onQuick={(a) =>
                        addQuick(a, stakes[l.selectionId] ?? '', (v) =>
                          setStakes((s) => ({ ...s, [l.selectionId]: v })),
                        )
                      }
                    />
                  )}
                </li>
              );
            })}
          </ul>
          {parlayProblem && (
            <p className="notice error" role="alert">
              {parlayProblem}
            </p>
          )}
          {mode === 'parlay' && !parlayProblem && (
            <div className="parlay-box">
              <div className="row">
                <span>{t('slip.parlayOdds')}</span>
                <strong data-testid="parlay-odds">{displayOdds(parlayOdds, 'DECIMAL')}</strong>
              </div>
              <StakeInput
                label={t('slip.parlayStake')}
                value={parlayStake}
                currency={currency}
                onChange={setParlayStake}
                onQuick={(a) => addQuick(a, parlayStake, setParlayStake)}
              />
            </div>
          )}
          <div className="slip-foot">
            <label className="accept">
              <span>{t('slip.acceptLabel')}</span>
              <select
                value={props.acceptOdds}
                onChange={(e) => props.onAcceptOddsChange(e.target.value as AcceptOdds)}
              >
                {(['NONE', 'BETTER', 'ANY'] as const).map((v) => (
                  <option key={v} value={v}>
                    {t(`slip.accept.${v}`)}
                  </option>
                ))}
              </select>
            </label>
            <div className="row">
              <span>{t('slip.totalStake')}</span>
              <span>{formatAmount(fromMinor(totalStake, currency), currency, locale)}</span>
            </div>
            <div className="row total">
              <span>{t('slip.potentialReturn')}</span>
              <strong data-testid="potential-return">
                {formatAmount(fromMinor(potential, currency), currency, locale)}
              </strong>
            </div>
            {notice && (
              <p className={`notice ${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
                {notice.text}
              </p>
            )}
            {waitUntil && (
              <p className="notice waiting" role="status">
                <span className="spinner" aria-hidden="true" />
                {t('slip.waiting', { seconds: waitingSeconds })}
              </p>
            )}
            <button
              type="button"
              className={`place ${consent ? 'consent' : ''}`}
              disabled={consent ? busy : !canPlace}
              onClick={() => void place()}
            >
              {consent
                ? t('slip.acceptChanges')
                : betCount > 1
                  ? t('slip.placeMany', { count: betCount })
                  : t('slip.place')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

function StakeInput(props: {
  label: string;
  value: string;
  currency: string;
  onChange: (v: string) => void;
  onQuick: (amount: string) => void;
}) {
  const { t } = useI18n();
  return (
    <div className="stake">
      <label className="stake-field">
        <span className="visually-hidden">{props.label}</span>
        <span className="stake-currency" aria-hidden="true">
          {props.currency}
        </span>
        <input
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('slip.stake')}
          aria-label={props.label}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value.replace(/[^\d.]/g, ''))}
        />
      </label>
      <div className="quick">
        {QUICK_STAKES.map((a) => (
          <button
            key={a}
            type="button"
            aria-label={t('slip.quick', { amount: a })}
            onClick={() => props.onQuick(a)}
          >
            +{a}
          </button>
        ))}
      </div>
    </div>
  );
}
