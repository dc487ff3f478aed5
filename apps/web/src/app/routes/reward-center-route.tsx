import { useTranslation } from 'react-i18next';
import { RewardCenter } from '../../features/bonuses/components/reward-center.tsx';
import { useSite } from '../site-context.ts';
import { MONEY_PATHS } from './money-paths.ts';
import { MoneyShell } from './money-shell.tsx';

/** /account/rewardCenter (spec §2 member centre rewardCenter): rewards waiting to be claimed. */
export default function RewardCenterRoute() {
  const { t } = useTranslation();
  const { brand } = useSite();
  return (
    <MoneyShell page="rewardCenter" title={t('rewards.title')} subtitle={t('rewards.subtitle')}>
      <RewardCenter timeZone={brand.timeZone} bonusDetailsPath={MONEY_PATHS.bonusDetails} />
    </MoneyShell>
  );
}
