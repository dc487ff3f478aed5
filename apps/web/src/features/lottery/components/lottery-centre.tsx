import type { LotteryMarket, TLotteryGameMenu, TLotteryOpenedDraw } from '@platform/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { SkeletonRows } from '../../../components/skeleton/skeleton.tsx';
import { describeApiError } from '../../../lib/api-client.ts';
import { currentBcp47 } from '../../../lib/language.ts';
import { useLotteryMenus, useLotteryResults, useOpenedNumero } from '../api/lottery-api.ts';
import { DRAWS_SHOWN_FIRST, drawTimeLabel, drawsToShow, phaseOf } from '../coming-draws.ts';
import {
  areaOfMarket,
  latestResultDay,
  MARKETS_OF,
  PLAY_PATH_OF,
  vnDay,
  type LotteryArea,
} from '../lottery-areas.ts';
import styles from './lottery.module.css';

type T = ReturnType<typeof useTranslation>['t'];

const drawTitle = (
  d: { market: LotteryMarket; gameCode: string; province: { name: string } | string | null },
  t: T,
) => {
  const province = typeof d.province === 'string' ? d.province : d.province?.name;
  const base = d.market === 'ELOTT' ? t(`lottery.game.${d.gameCode}`) : t(`lottery.market.${d.market}`);
  return province ? `${base} · ${province}` : base;
};

const playLink = (market: LotteryMarket, gameCode: string) =>
  `${PLAY_PATH_OF[areaOfMarket(market)]}?gameCode=${encodeURIComponent(gameCode)}`;

function countdown(ms: number) {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h > 0 ? `${h}:` : ''}${String(m).padStart(h > 0 ? 2 : 1, '0')}:${String(s % 60).padStart(2, '0')}`;
}

function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function ResultTable({ result }: { result: Record<string, string[]> }) {
  const { t } = useTranslation();
  return (
    <table className={styles.results}>
      <tbody>
        {Object.entries(result).map(([prize, numbers]) => (
          <tr
            key={prize}
            className={prize === 'DB' || prize === 'FIRST' || prize === 'P1' ? styles.top : undefined}
          >
            <th scope="row">{t(`lottery.prize.${prize}`)}</th>
            <td>
              {numbers.map((n, i) => (
                <span key={`${n}-${i}`} className={styles.num}>
                  {n}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A resulted draw's day and time in its own zone: "2026-11-27 · 18:15 (GMT+7)". */
const drawDay = (d: TLotteryOpenedDraw) =>
  `${d.drawDate} · ${drawTimeLabel(d.drawAt, d.timeZone, currentBcp47())}`;

/** One game's coming draws: the open ones with their cut-off countdowns, the next ones opening. */
function GameDraws({ game, now }: { game: TLotteryGameMenu; now: number }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(DRAWS_SHOWN_FIRST);
  const { visible, more, total } = drawsToShow(game.market, game.draws, now, shown);
  const title = drawTitle({ market: game.market, gameCode: game.gameCode, province: null }, t);
  const listId = `lottery-draws-${game.gameCode}`;
  if (total === 0) return null;
  return (
    <li className={styles.game} data-testid={`lottery-game-${game.gameCode}`}>
      <div className={styles.gameHead}>
        <strong>{title}</strong>
        <Link
          className={buttonClass('gold', 'sm')}
          to={playLink(game.market, game.gameCode)}
          aria-label={t('lottery.betOn', { game: title })}
        >
          {t('lottery.bet')}
        </Link>
      </div>
      <ul className={styles.draws} id={listId} aria-label={t('lottery.drawsOf', { game: title })}>
        {visible.map((d) => {
          const phase = phaseOf(d, now);
          return (
            <li key={d.drawId} className={styles.draw}>
              <span className={styles.drawMain}>
                {d.province ? <span>{d.province}</span> : null}
                <span className={d.province ? styles.muted : undefined}>
                  {t('lottery.drawAt', {
                    time: drawTimeLabel(d.drawAt, d.timeZone, currentBcp47(), {
                      withDate: game.market === 'TH_GOV' || game.market === 'MY_4D',
                    }),
                  })}
                </span>
              </span>
              {phase === 'OPEN' ? (
                <span className={styles.countdown} role="timer">
                  {t('lottery.closesIn', { time: countdown(Date.parse(d.closesAt) - now) })}
                </span>
              ) : (
                <span className={`${styles.countdown} ${styles.soon}`} role="timer">
                  {t('lottery.opensIn', { time: countdown(Date.parse(d.opensAt) - now) })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {more > 0 || shown > DRAWS_SHOWN_FIRST ? (
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          aria-controls={listId}
          aria-expanded={more === 0}
          onClick={() => setShown(more > 0 ? shown + 6 : DRAWS_SHOWN_FIRST)}
        >
          {more > 0 ? t('lottery.showMore', { count: more }) : t('lottery.showFewer')}
        </button>
      ) : null}
    </li>
  );
}

function DrawResult({ draw }: { draw: TLotteryOpenedDraw }) {
  const { t } = useTranslation();
  return (
    <article
      className={styles.result}
      aria-label={`${drawTitle(draw, t)} ${draw.drawDate}`}
      data-testid="lottery-result"
    >
      <header className={styles.resultHead}>
        <strong>{drawTitle(draw, t)}</strong>
        <span className={styles.muted}>{drawDay(draw)}</span>
      </header>
      {draw.special ? (
        <p className={styles.special}>
          <span className={styles.muted}>{t('lottery.special')}</span> <strong>{draw.special}</strong>
        </p>
      ) : (
        <p className={styles.muted}>{t('lottery.pending')}</p>
      )}
      {draw.result ? (
        <details>
          <summary>{t('lottery.allPrizes')}</summary>
          <ResultTable result={draw.result} />
        </details>
      ) : null}
      {draw.serverSeed ? (
        <p className={styles.seed}>
          {t('lottery.seed')}: <code>{draw.serverSeed}</code>
        </p>
      ) : null}
    </article>
  );
}

/**
 * /vnlottery, /sealottery, /lottert: the site's lottery centre — the latest opened numbers, the open
 * draws with their cut-off countdowns (links into betting), and results by date and province.
 */
export function LotteryCentre({ area }: { area: LotteryArea }) {
  const { t } = useTranslation();
  const markets = MARKETS_OF[area];
  const opened = useOpenedNumero();
  const menus = useLotteryMenus();
  const now = useNow();
  const [market, setMarket] = useState<LotteryMarket>(markets[0]!);
  const [date, setDate] = useState(() => latestResultDay(Date.now()));
  const [province, setProvince] = useState('');
  const results = useLotteryResults(date, market);

  const latest = (opened.data?.draws ?? []).filter((d) => markets.includes(d.market));
  // In the area's market order, then by game code: the vendor's soonest-first order would
  // reshuffle the fast games every minute.
  const games = (menus.data?.gameMenus ?? [])
    .filter((g) => markets.includes(g.market))
    .sort(
      (a, b) =>
        markets.indexOf(a.market) - markets.indexOf(b.market) ||
        a.gameCode.localeCompare(b.gameCode, 'en', { numeric: true }),
    );
  const provinces = useMemo(
    () => [
      ...new Map(
        (results.data?.draws ?? []).flatMap((d) => (d.province ? [[d.province.code, d.province.name]] : [])),
      ).entries(),
    ],
    [results.data],
  );
  const dayDraws = (results.data?.draws ?? []).filter((d) => !province || d.province?.code === province);

  return (
    <div className={styles.centre}>
      <Card
        icon="lottery"
        title={t('lottery.openDraws')}
        text={t('lottery.openDrawsText')}
        testId="lottery-open-draws"
      >
        {menus.isError ? (
          <Notice tone="danger">{describeApiError(menus.error, (key) => t(key))}</Notice>
        ) : !menus.data ? (
          <SkeletonRows rows={3} />
        ) : games.every((g) => drawsToShow(g.market, g.draws, now, 1).total === 0) ? (
          <EmptyState illustration="empty" level={3} title={t('lottery.noDraws')} />
        ) : (
          <ul className={styles.games}>
            {games.map((g) => (
              <GameDraws key={g.gameCode} game={g} now={now} />
            ))}
          </ul>
        )}
      </Card>

      <Card icon="trophy" title={t('lottery.latest')} text={t('lottery.latestText')} testId="lottery-latest">
        {opened.isError ? (
          <Notice tone="danger">{describeApiError(opened.error, (key) => t(key))}</Notice>
        ) : !opened.data ? (
          <SkeletonRows rows={3} />
        ) : latest.length === 0 ? (
          <p className={styles.muted}>{t('lottery.noResults')}</p>
        ) : (
          <div className={styles.grid}>
            {latest.map((d) => (
              <DrawResult key={d.drawId} draw={d} />
            ))}
          </div>
        )}
      </Card>

      <Card
        icon="calendar"
        title={t('lottery.byDate')}
        text={t('lottery.byDateText')}
        testId="lottery-by-date"
      >
        <div className={styles.filters}>
          <label>
            {t('lottery.market.label')}
            <select
              value={market}
              onChange={(e) => {
                setMarket(e.target.value as LotteryMarket);
                setProvince('');
              }}
            >
              {markets
                .filter((m) => m !== 'ELOTT')
                .map((m) => (
                  <option key={m} value={m}>
                    {t(`lottery.market.${m}`)}
                  </option>
                ))}
            </select>
          </label>
          <label>
            {t('lottery.date')}
            <input
              type="date"
              value={date}
              max={vnDay(now)}
              onChange={(e) => e.target.value && setDate(e.target.value)}
            />
          </label>
          {provinces.length > 1 ? (
            <label>
              {t('lottery.province')}
              <select value={province} onChange={(e) => setProvince(e.target.value)}>
                <option value="">{t('lottery.allProvinces')}</option>
                {provinces.map(([code, name]) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
        {results.isError ? (
          <Notice tone="danger">{describeApiError(results.error, (key) => t(key))}</Notice>
        ) : !results.data ? (
          <SkeletonRows rows={3} />
        ) : dayDraws.length === 0 ? (
          <EmptyState illustration="empty" level={3} title={t('lottery.noResults')} />
        ) : (
          <div className={styles.grid}>
            {dayDraws.map((d) => (
              <article
                key={d.drawId}
                className={styles.result}
                aria-label={`${drawTitle(d, t)} ${d.drawDate}`}
              >
                <header className={styles.resultHead}>
                  <strong>{drawTitle(d, t)}</strong>
                  <span className={styles.muted}>{drawDay(d)}</span>
                </header>
                {d.result ? (
                  <ResultTable result={d.result} />
                ) : (
                  <p className={styles.muted}>{t('lottery.pending')}</p>
                )}
              </article>
            ))}
          </div>
        )}
      </Card>
    </div>
  );
}
