import { useTranslation } from 'react-i18next';
import { BonusDetails } from '../../features/bonuses/components/bonus-details.tsx';
import { useSite } from '../site-context.ts';
import { MoneyShell } from './money-shell.tsx';

/** /account/bonusDetails (spec §2 member centre bonusDetails): every bonus, its wagering and what counts. */
export default function BonusDetailsRoute() {
  const { t } = useTranslation();
  const { brand } = useSite();
  return (
    <MoneyShell page="bonusDetails" title={t('bonuses.title')} subtitle={t('bonuses.subtitle')}>
      <BonusDetails timeZone={brand.timeZone} />
    </MoneyShell>
  );
}
