import type { TLaunchQuery } from '@platform/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Button } from '../../../components/button/button.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { Skeleton } from '../../../components/skeleton/skeleton.tsx';
import { describeApiError } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { currentTheme } from '../../../lib/theme.ts';
import { DEFAULT_GAME_OF, isLottoGameCode, type LotteryArea } from '../lottery-areas.ts';
import styles from './lottery.module.css';

/**
 * /lottery, /seaLottery, /vnLottery?gameCode=… (token required): the lottery's own betting pages
 * in the site's game frame, opened through the lobby launch of spec §7 (lottoArea, launchMode,
 * lottoPrizeMode, lottoGameCode, lottoView, device, backUrl, language).
 */
export function LotteryPlay({
  area,
  vendorCodeOf,
  lanesLoaded,
  fetchLaunch,
  device,
}: {
  area: LotteryArea;
  /** The catalog's lottery vendor of a category (the site's vendor lanes); undefined: none. */
  vendorCodeOf: (category: 'LOTT' | 'ELOTT') => string | undefined;
  lanesLoaded: boolean;
  fetchLaunch: (query: TLaunchQuery) => Promise<{ url: string }>;
  device: NonNullable<TLaunchQuery['device']>;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const asked = params.get('gameCode');
  const gameCode = isLottoGameCode(asked) ? asked : DEFAULT_GAME_OF[area];
  const fast = gameCode.includes('elott');
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  // The catalog's lottery vendor of the category (any lottery card launches the in-house lottery).
  const category = fast ? 'ELOTT' : 'LOTT';
  const vendorCode = vendorCodeOf(category) ?? vendorCodeOf(fast ? 'LOTT' : 'ELOTT');

  useEffect(() => {
    if (!vendorCode) return;
    let live = true;
    const query: TLaunchQuery = {
      vendorCode,
      gameCode: 'LOBBY',
      gameType: category,
      language: currentLanguage(),
      device,
      lottoArea: area === 'SEA' ? 'SEA' : 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: fast ? 'ELOTT' : 'LOTT',
      lottoGameCode: gameCode,
      lottoView: 'betting',
      backUrl: `${location.pathname}${location.search}`,
      // The vendor app follows the site's theme (both are dark unless the member chose light).
      theme: currentTheme(),
    };
    setUrl(null);
    setError(null);
    fetchLaunch(query)
      .then(({ url: launched }) => {
        if (live) setUrl(launched);
      })
      .catch((e: unknown) => live && setError(e));
    return () => {
      live = false;
    };
  }, [
    vendorCode,
    category,
    area,
    fast,
    gameCode,
    device,
    fetchLaunch,
    location.pathname,
    location.search,
    attempt,
  ]);

  if (error)
    return (
      <Notice
        tone="danger"
        actions={
          <Button variant="ghost" onClick={() => setAttempt((n) => n + 1)}>
            {t('lottery.retry')}
          </Button>
        }
      >
        {describeApiError(error, (key) => t(key))}
      </Notice>
    );
  if (lanesLoaded && !vendorCode) return <Notice tone="warning">{t('lottery.noLottery')}</Notice>;
  if (!url) return <Skeleton height={560} />;
  return (
    <iframe
      className={styles.frame}
      src={url}
      title={t('lottery.frameTitle')}
      allow="clipboard-write"
      data-testid="lottery-frame"
    />
  );
}
