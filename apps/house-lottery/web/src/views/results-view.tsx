import { useCallback, useEffect, useState } from 'react';
import type { MessageKey } from '../i18n/catalog.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { apiGet, ApiError } from '../lib/api.ts';
import { MARKETS, drawName, formatTime } from '../lib/draw-labels.ts';
import type { Draw, MarketCode } from '../lib/types.ts';
import { ErrorNotice, Loading } from './common.tsx';
import { ResultTable } from './result-table.tsx';

const FAST_GAMES = ['lotto-elott-1', 'lotto-elott-3', 'lotto-elott-5'];

/** Today in Vietnam (UTC+7, no daylight saving). */
const todayVn = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
/** The latest day with results out: today after the evening draws (18:45 in Vietnam), else yesterday. */
const latestResultDay = () => {
  const vn = new Date(Date.now() + 7 * 3_600_000);
  const beforeDraws = vn.getUTCHours() * 60 + vn.getUTCMinutes() < 18 * 60 + 45;
  return new Date(vn.getTime() - (beforeDraws ? 86_400_000 : 0)).toISOString().slice(0, 10);
};

/**
 * Results by date, market and province; the fast lottery (hundreds of draws a day) shows its
 * latest draws per game instead, each with its seed hash, seed and a link to the verifier.
 */
export function ResultsView({ onVerify }: { onVerify: (drawId: string) => void }) {
  const { t, language } = useI18n();
  const [date, setDate] = useState(latestResultDay);
  const [market, setMarket] = useState<MarketCode>('VN_NORTH');
  const [province, setProvince] = useState('');
  const [fastGame, setFastGame] = useState(FAST_GAMES[0]!);
  const [draws, setDraws] = useState<Draw[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    setDraws(null);
    setError(null);
    const call =
      market === 'ELOTT'
        ? apiGet<{ draws: Draw[] }>('/api/lottery/opened', { gameCode: fastGame, limit: '10' })
        : apiGet<{ draws: Draw[] }>('/api/lottery/results', { date, market });
    call
      .then((r) => setDraws(r.draws))
      .catch((e: unknown) => setError(e instanceof ApiError ? e.code : 'INTERNAL'));
  }, [date, market, fastGame]);
  useEffect(load, [load]);

  const provinces = [
    ...new Map((draws ?? []).filter((d) => d.province).map((d) => [d.province!.code, d.province!.name])),
  ];
  const shown = (draws ?? []).filter((d) => !province || d.province?.code === province);

  return (
    <section aria-labelledby="results-title">
      <h2 id="results-title" className="visually-hidden">
        {t('tab.results')}
      </h2>
      <div className="filters">
        <label>
          {t('results.market')}
          <select
            value={market}
            onChange={(e) => {
              setMarket(e.target.value as MarketCode);
              setProvince('');
            }}
          >
            {MARKETS.map((m) => (
              <option key={m} value={m}>
                {t(`market.${m}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
        {market === 'ELOTT' ? (
          <label>
            {t('market.ELOTT')}
            <select value={fastGame} onChange={(e) => setFastGame(e.target.value)}>
              {FAST_GAMES.map((g) => (
                <option key={g} value={g}>
                  {t(`game.${g}` as MessageKey)}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <label>
            {t('results.date')}
            <input
              type="date"
              value={date}
              max={todayVn()}
              onChange={(e) => e.target.value && setDate(e.target.value)}
            />
          </label>
        )}
        {provinces.length > 1 ? (
          <label>
            {t('results.province')}
            <select value={province} onChange={(e) => setProvince(e.target.value)}>
              <option value="">{t('results.allProvinces')}</option>
              {provinces.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {error ? (
        <ErrorNotice code={error} onRetry={load} />
      ) : !draws ? (
        <Loading />
      ) : shown.length === 0 ? (
        <p className="empty">{t('results.empty')}</p>
      ) : (
        <div className="result-cards">
          {shown.map((d) => (
            <article key={d.drawId} className="result-card" aria-label={`${drawName(d, t)} ${d.drawId}`}>
              <header>
                <strong>{drawName(d, t)}</strong>
                <span className="draw-meta">
                  {d.drawId} · {formatTime(d.drawAt, language)}
                </span>
              </header>
              {d.result ? <ResultTable result={d.result} /> : <p className="muted">{t('results.pending')}</p>}
              {d.serverSeedHash ? (
                <dl className="seed">
                  <dt>{t('results.seedHash')}</dt>
                  <dd>
                    <code>{d.serverSeedHash}</code>
                  </dd>
                  {d.serverSeed ? (
                    <>
                      <dt>{t('results.seed')}</dt>
                      <dd>
                        <code>{d.serverSeed}</code>
                      </dd>
                    </>
                  ) : null}
                </dl>
              ) : null}
              {d.market === 'ELOTT' && d.serverSeed ? (
                <button type="button" className="link" onClick={() => onVerify(d.drawId)}>
                  {t('results.verify')}
                </button>
              ) : null}
            </article>
          ))}
        </div>
      )}
    </section>
  );
}
