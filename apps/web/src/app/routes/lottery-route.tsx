import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/icon/icon.tsx';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { fetchLaunchUrl } from '../../features/game-launch/api/launch-api.ts';
import { launchDevice } from '../../features/game-launch/launch-target.ts';
import { useVendorLanes } from '../../features/game-vendors/api/vendor-lanes-api.ts';
import { LotteryCentre } from '../../features/lottery/components/lottery-centre.tsx';
import { LotteryPlay } from '../../features/lottery/components/lottery-play.tsx';
import type { LotteryArea } from '../../features/lottery/lottery-areas.ts';
import { useSite } from '../site-context.ts';
import styles from './pages.module.css';

/** The lottery pages of spec §2 and the area each shows. */
const PAGES = {
  lottery: { area: 'ALL', kind: 'play', centre: '/lottert' },
  vnLottery: { area: 'VN', kind: 'play', centre: '/vnlottery' },
  seaLottery: { area: 'SEA', kind: 'play', centre: '/sealottery' },
  lottert: { area: 'ALL', kind: 'centre', centre: '/lottert' },
  vnlottery: { area: 'VN', kind: 'centre', centre: '/vnlottery' },
  sealottery: { area: 'SEA', kind: 'centre', centre: '/sealottery' },
} as const satisfies Record<string, { area: LotteryArea; kind: 'play' | 'centre'; centre: string }>;

export type LotteryPageKey = keyof typeof PAGES;

/**
 * /lottery, /vnLottery, /seaLottery (token required: the loader asks): the lottery's betting pages
 * in the site's frame; /lottert, /vnlottery, /sealottery: the lottery centre (results, open draws).
 */
export default function LotteryRoute({ page }: { page: LotteryPageKey }) {
  const { t } = useTranslation();
  const { brand } = useSite();
  const config = PAGES[page];
  return (
    <div className={styles.stack} data-testid={`page-${page}`}>
      <PageHeader
        eyebrow={brand.brandName}
        title={t(`pages.${page}.title`)}
        subtitle={config.kind === 'play' ? undefined : t(`pages.${page}.subtitle`)}
        icon={<Icon name={page === 'lottert' ? 'eLottery' : 'lottery'} size={30} />}
        actions={config.kind === 'play' ? <Link to={config.centre}>{t('lottery.toCentre')}</Link> : undefined}
      />
      {config.kind === 'play' ? <Play area={config.area} /> : <LotteryCentre area={config.area} />}
    </div>
  );
}

/** The betting frame, composed with the site's vendor lanes and launch call. */
function Play({ area }: { area: LotteryArea }) {
  const lanes = useVendorLanes();
  return (
    <LotteryPlay
      area={area}
      vendorCodeOf={(category) =>
        lanes.data?.find((lane) => lane.gameCategory === category)?.cards[0]?.vassalage
      }
      lanesLoaded={lanes.isSuccess}
      fetchLaunch={fetchLaunchUrl}
      device={launchDevice(window.innerWidth)}
    />
  );
}
