import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/filter-bar/filter-bar.tsx';
import { DATE_SHORTCUTS, type DateShortcut, type DayRange } from '../../../lib/date-range.ts';

/**
 * The period above a team report: the shortcuts of spec §9 (today, yesterday, last 7 and 30 days,
 * in the merchant's time zone) and a custom range of days; `tabs` above them (a scope, a category).
 */
export function PeriodFilter({
  range,
  shortcut,
  onShortcut,
  onRange,
  tabs,
}: {
  range: DayRange;
  shortcut: DateShortcut | null;
  onShortcut: (shortcut: DateShortcut) => void;
  onRange: (range: DayRange) => void;
  tabs?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FilterBar
      tabs={tabs}
      shortcuts={DATE_SHORTCUTS.map((id) => ({ id, label: t(`agent.period.${id}`) }))}
      activeShortcut={shortcut}
      onShortcut={onShortcut}
      shortcutsLabel={t('agent.period.label')}
      range={range}
      onRangeChange={onRange}
      fromLabel={t('agent.period.from')}
      toLabel={t('agent.period.to')}
    />
  );
}
