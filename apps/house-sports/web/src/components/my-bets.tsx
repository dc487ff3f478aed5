import { useCallback, useEffect, useState } from 'react';
import { displayOdds, parseOdds } from '../../../src/domain/index.ts';
import { hasKey } from '../i18n/catalog.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { ApiError, apiGet, apiPost } from '../lib/api.ts';
import { marketTitle, parseMarketId, selectionLabel, sportOfEventId } from '../lib/labels.ts';
import { formatAmount } from '../lib/money.ts';
import type { BetView, OddsFormat } from '../lib/types.ts';

/** Open and settled bets; an open bet offers cash-out at the book's current fair value, confirmed first. */
export function MyBets(props: {
  format: OddsFormat;
  refreshKey: number;
  canBet: boolean;
  onBalance: (balance: string | null) => void;
}) {
  const { t, locale } = useI18n();
  const [tab, setTab] = useState<'open' | 'settled'>('open');
  const [bets, setBets] = useState<BetView[] | null>(null);
  const load = useCallback(async () => {
    if (!props.canBet) return setBets([]);
    try {
      setBets(await apiGet<BetView[]>('/api/bets', { status: tab }));
    } catch {
      setBets((b) => b ?? []);
    }
  }, [tab, props.canBet]);
  useEffect(() => {
    setBets(null);
  }, [tab]);
  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), 8_000);
    return () => clearInterval(timer);
  }, [load, props.refreshKey]);

  return (
    <section className="my-bets" aria-label={t('nav.myBets')}>
      <div className="tabs" role="tablist" aria-label={t('nav.myBets')}>
        {(['open', 'settled'] as const).map((k) => (
          <button key={k} type="button" role="tab" aria-selected={tab === k} onClick={() => setTab(k)}>
            {t(k === 'open' ? 'bets.open' : 'bets.settled')}
          </button>
        ))}
      </div>
      {bets === null ? (
        <div className="skeleton" />
      ) : bets.length === 0 ? (
        <div className="empty">
          <strong>{t('bets.empty')}</strong>
          <p>{t('bets.emptyHint')}</p>
        </div>
      ) : (
        <ul className="bet-cards">
          {bets.map((b) => (
            <BetCard
              key={b.id}
              bet={b}
              format={props.format}
              locale={locale}
              onDone={(balance) => {
                props.onBalance(balance);
                void load();
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function BetCard(props: {
  bet: BetView;
  format: OddsFormat;
  locale: string;
  onDone: (balance: string | null) => void;
}) {
  const { t } = useI18n();
  const b = props.bet;
  const money = (a: string) => formatAmount(a, b.currency, props.locale);
  const [offer, setOffer] = useState<{ amount: string; changed: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (e: unknown) => {
    const code = e instanceof ApiError ? e.code : 'INTERNAL';
    setError(hasKey(`error.${code}`) ? t(`error.${code}` as 'error.INTERNAL') : t('error.INTERNAL'));
  };
  async function quote() {
    setBusy(true);
    setError(null);
    try {
      const q = await apiGet<{ amount: string }>(`/api/bets/${b.id}/cashout`);
      setOffer({ amount: q.amount, changed: false });
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  }
  async function confirm() {
    if (!offer) return;
    setBusy(true);
    setError(null);
    try {
      const r = await apiPost<{ balance?: string | null }>(`/api/bets/${b.id}/cashout`, {
        amount: offer.amount,
      });
      setOffer(null);
      props.onDone(r.balance ?? null);
    } catch (e) {
      if (e instanceof ApiError && e.code === 'CASH_OUT_CHANGED' && typeof e.value?.amount === 'string')
        setOffer({ amount: e.value.amount, changed: true });
      else {
        setOffer(null);
        fail(e);
      }
    } finally {
      setBusy(false);
    }
  }

  const statusClass =
    b.status === 'SETTLED' ? (Number(b.returned ?? '0') > 0 ? 'won' : 'lost') : b.status.toLowerCase();
  return (
    <li
      className="bet-card"
      data-testid="bet-card"
      data-bet={b.id}
      data-kind={b.kind}
      data-events={b.legs.map((l) => l.eventId).join(' ')}
      data-status={b.status}
    >
      <div className="bet-head">
        <span className="bet-kind">
          {b.kind === 'SINGLE' ? t('bets.single') : t('bets.parlay', { count: b.legs.length })}
          {b.live && <span className="tag">{t('bets.inPlay')}</span>}
        </span>
        <span className={`pill ${statusClass}`}>{t(`status.${b.status}`)}</span>
      </div>
      <ul className="bet-legs">
        {b.legs.map((l) => {
          const m = parseMarketId(l.marketId, l.eventId);
          const [home = '', away = ''] = l.event.split(' – ');
          return (
            <li key={l.selectionId}>
              <div className="leg-top">
                <span className="leg-pick">
                  {selectionLabel(t, { kind: m.kind, line: m.line, key: l.selection }, { home, away })}
                </span>
                <span className="leg-odds">{displayOdds(parseOdds(l.odds) ?? 0, props.format)}</span>
              </div>
              <div className="leg-market">
                {marketTitle(t, m.kind, sportOfEventId(l.eventId), m.map)} · {l.event}
              </div>
              {l.outcome && (
                <span className={`outcome ${l.outcome.toLowerCase()}`}>{t(`outcome.${l.outcome}`)}</span>
              )}
            </li>
          );
        })}
      </ul>
      <div className="bet-money">
        <div>
          <span>{t('bets.stake')}</span>
          <strong>{money(b.stake)}</strong>
        </div>
        {b.returned !== null ? (
          <div>
            <span>{t('bets.returned')}</span>
            <strong className={Number(b.returned) > 0 ? 'won' : ''} data-testid="bet-returned">
              {money(b.returned)}
            </strong>
          </div>
        ) : (
          <div>
            <span>{t('bets.toReturn')}</span>
            <strong>{money(b.potentialReturn)}</strong>
          </div>
        )}
      </div>
      {b.status === 'OPEN' &&
        (offer ? (
          <div
            className="cashout-confirm"
            role="group"
            aria-label={t('bets.cashOut')}
            data-amount={offer.amount}
          >
            <p>
              {offer.changed
                ? t('bets.cashOutChanged', { amount: money(offer.amount) })
                : t('bets.cashOutConfirm', { amount: money(offer.amount) })}
            </p>
            <div className="actions">
              <button type="button" className="secondary" onClick={() => setOffer(null)} disabled={busy}>
                {t('bets.cancel')}
              </button>
              <button type="button" className="primary" onClick={() => void confirm()} disabled={busy}>
                {t('bets.confirm')}
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className="cashout" onClick={() => void quote()} disabled={busy}>
            {t('bets.cashOut')}
          </button>
        ))}
      {error && (
        <p className="notice error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
