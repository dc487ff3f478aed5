import { useCallback, useEffect, useMemo, useState } from 'react';
import type { MessageKey } from '../i18n/catalog.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { apiGet, ApiError } from '../lib/api.ts';
import { MARKETS, drawName, formatCountdown, formatTime, marketOfGame, useNow } from '../lib/draw-labels.ts';
import type { Launch } from '../lib/launch.ts';
import type { MarketCode, Menu } from '../lib/types.ts';
import { ErrorNotice, Loading } from './common.tsx';

export type MenuDraw = Menu['draws'][number];

/** Open draws by market with the countdown to each cut-off; "Bet" opens the betting view. */
export function DrawsView({
  launch,
  onBet,
}: {
  launch: Launch;
  onBet: (draw: MenuDraw, menu: Menu) => void;
}) {
  const { t, language } = useI18n();
  const [market, setMarket] = useState<MarketCode | 'ALL'>(() => marketOfGame(launch.gameCode) ?? 'ALL');
  const [menu, setMenu] = useState<Menu | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    setError(null);
    apiGet<Menu>('/api/lottery/menu', {
      ...(launch.token && launch.user
        ? { token: launch.token, user: launch.user }
        : { currency: launch.currency }),
    })
      .then(setMenu)
      .catch((e: unknown) => setError(e instanceof ApiError ? e.code : 'INTERNAL'));
  }, [launch.token, launch.user, launch.currency]);
  useEffect(load, [load]);

  const offsetMs = menu ? new Date(menu.serverTime).getTime() - Date.now() : 0;
  const now = useNow(offsetMs);
  const closedCount = menu ? menu.draws.filter((d) => new Date(d.closesAt).getTime() <= now).length : 0;
  // A draw that closed while the page was open: fetch the next ones. The fast draws open their
  // next draw a few seconds after the last one closes, so the list is also refreshed every 10 s.
  useEffect(() => {
    if (closedCount > 0) load();
  }, [closedCount, load]);
  useEffect(() => {
    const timer = setInterval(load, 10_000);
    return () => clearInterval(timer);
  }, [load]);

  const shown = useMemo(() => {
    const all = (menu?.draws ?? []).filter((d) => market === 'ALL' || d.market === market);
    // The fast lottery runs hundreds of draws a day: the next few of each kind are enough.
    const perGame = new Map<string, number>();
    return all.filter((d) => {
      if (d.market !== 'ELOTT') return true;
      const n = (perGame.get(d.gameCode) ?? 0) + 1;
      perGame.set(d.gameCode, n);
      return n <= 3;
    });
  }, [menu, market]);

  return (
    <section aria-labelledby="draws-title">
      <h2 id="draws-title" className="visually-hidden">
        {t('tab.draws')}
      </h2>
      <div className="chips" role="group" aria-label={t('draws.filter')}>
        {(['ALL', ...MARKETS] as const).map((m) => (
          <button
            key={m}
            type="button"
            className={market === m ? 'chip active' : 'chip'}
            aria-pressed={market === m}
            onClick={() => setMarket(m)}
          >
            {t(`market.${m}` as MessageKey)}
          </button>
        ))}
      </div>
      {error ? (
        <ErrorNotice code={error} onRetry={load} />
      ) : !menu ? (
        <Loading />
      ) : shown.length === 0 ? (
        <p className="empty">{t('draws.empty')}</p>
      ) : (
        <ul className="draw-list">
          {shown.map((d) => {
            const leftMs = new Date(d.closesAt).getTime() - now;
            const name = drawName(d, t);
            return (
              <li key={d.drawId} className={`draw-card market-${d.market}`} data-draw-id={d.drawId}>
                <div className="draw-main">
                  <span className="draw-name">{name}</span>
                  <span className="draw-meta">
                    {d.drawId} · {t('draws.drawAt', { time: formatTime(d.drawAt, language) })}
                  </span>
                </div>
                <span className={leftMs < 60_000 ? 'countdown soon' : 'countdown'} role="timer">
                  {leftMs > 0 ? t('draws.closesIn', { time: formatCountdown(leftMs) }) : t('draws.closed')}
                </span>
                <button
                  type="button"
                  className="primary"
                  disabled={leftMs <= 0}
                  aria-label={`${t('draws.bet')}: ${name} ${d.drawId}`}
                  onClick={() => onBet(d, menu)}
                >
                  {t('draws.bet')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
