import { CATEGORY_ICONS } from '../../features/game-vendors/nav-model.ts';
import { ProfitReport } from '../../features/profit/components/profit-report.tsx';
import { useSite } from '../site-context.ts';
import { MoneyShell } from './money-shell.tsx';

/** /account/personalProfit (spec §2 member centre personalProfit): my win/loss by day and category. */
export default function PersonalProfitRoute() {
  const { brand } = useSite();
  return (
    <MoneyShell page="profit">
      <ProfitReport timeZone={brand.timeZone} categoryIcons={CATEGORY_ICONS} />
    </MoneyShell>
  );
}
