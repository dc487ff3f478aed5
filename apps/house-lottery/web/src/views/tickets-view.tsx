import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageKey } from '../i18n/catalog.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { apiGet, ApiError } from '../lib/api.ts';
import { betTypeName, drawName, formatTime } from '../lib/draw-labels.ts';
import type { Launch } from '../lib/launch.ts';
import { showMoney } from '../lib/money.ts';
import { endedSince, isWaiting, mayHaveMore, TICKETS_PAGE } from '../lib/ticket-updates.ts';
import type { Ticket } from '../lib/types.ts';
import { ErrorNotice, Loading } from './common.tsx';

/**
 * The member's tickets, newest first, with state and win; refreshed while any waits for its draw or
 * for its win to reach the wallet. The balance is read again on opening and as each ending lands
 * (`onBalanceMoved`). "Show more" reaches older tickets a page at a time.
 */
export function TicketsView({
  launch,
  currency,
  onVerify,
  onBalanceMoved,
}: {
  launch: Launch;
  currency: string;
  onVerify: (drawId: string) => void;
  onBalanceMoved: () => void;
}) {
  const { t, language } = useI18n();
  const [tickets, setTickets] = useState<Ticket[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [limit, setLimit] = useState(TICKETS_PAGE);
  const seen = useRef<Ticket[] | null>(null);

  const load = useCallback(() => {
    if (!launch.token || !launch.user) {
      setError('noSession');
      return;
    }
    apiGet<{ tickets: Ticket[] }>('/api/lottery/tickets', {
      token: launch.token,
      user: launch.user,
      limit: String(limit),
    })
      .then((r) => {
        const before = seen.current;
        seen.current = r.tickets;
        // The first load, too: wins may have landed while the member was on another tab.
        if (before === null || endedSince(before, r.tickets)) onBalanceMoved();
        setTickets(r.tickets);
        setError(null);
      })
      .catch((e: unknown) => setError(e instanceof ApiError ? e.code : 'INTERNAL'));
  }, [launch.token, launch.user, limit, onBalanceMoved]);
  useEffect(load, [load]);
  const waiting = tickets?.some(isWaiting) ?? false;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(load, 5000);
    return () => clearInterval(timer);
  }, [waiting, load]);

  if (error) return <ErrorNotice code={error} onRetry={error === 'noSession' ? undefined : load} />;
  if (!tickets) return <Loading />;
  if (tickets.length === 0) return <p className="empty">{t('tickets.empty')}</p>;
  return (
    <ul className="ticket-list" aria-label={t('tab.tickets')}>
      {tickets.map((x) => (
        <li key={x.ticketId} className="ticket" data-testid="ticket" data-status={x.status}>
          <div className="ticket-main">
            <strong>
              {betTypeName(x.betType, t)} <span className="numbers">{x.numbers.join(' - ')}</span>
            </strong>
            <span className="draw-meta">
              {drawName(
                {
                  market: x.market,
                  gameCode: x.gameCode,
                  province: x.province ? { code: '', name: x.province } : null,
                },
                t,
              )}{' '}
              · {x.drawId} · {formatTime(x.drawAt, language)}
            </span>
            <span className="draw-meta">
              {t('slip.cost')} {showMoney(x.cost, currency)} · {t('slip.potentialWin')}{' '}
              {showMoney(x.potentialWin, currency)}
              {x.market === 'ELOTT' && (x.status === 'WON' || x.status === 'LOST') ? (
                <>
                  {' · '}
                  <button type="button" className="link" onClick={() => onVerify(x.drawId)}>
                    {t('results.verify')}
                  </button>
                </>
              ) : null}
            </span>
          </div>
          <div className="ticket-side">
            <span className={`pill status-${x.status}`}>{t(`status.${x.status}` as MessageKey)}</span>
            {x.status === 'WON' && x.win ? (
              <span className="win" aria-label={t('tickets.win')}>
                +{showMoney(x.win, currency)}
              </span>
            ) : null}
          </div>
        </li>
      ))}
      {mayHaveMore(tickets.length, limit) ? (
        <li className="more">
          <button type="button" className="ghost" onClick={() => setLimit((n) => n + TICKETS_PAGE)}>
            {t('tickets.more')}
          </button>
        </li>
      ) : null}
    </ul>
  );
}
