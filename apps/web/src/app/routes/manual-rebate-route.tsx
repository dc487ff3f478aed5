import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATEGORY_ICONS } from '../../features/game-vendors/nav-model.ts';
import { RebateCentre } from '../../features/rebates/components/rebate-centre.tsx';
import { useSite } from '../site-context.ts';
import { MoneyShell } from './money-shell.tsx';

/** /account/manualRebate (spec §2 member centre manualRebate): claim the real-time rebate, see every rebate paid. */
export default function ManualRebateRoute() {
  const { t } = useTranslation();
  const { brand } = useSite();
  return (
    <MoneyShell page="rebate">
      <RebateCentre
        categoryIcons={CATEGORY_ICONS}
        timeZone={brand.timeZone}
        vipLink={<Link to="/vip">{t('rebate.vipLink')}</Link>}
      />
    </MoneyShell>
  );
}
