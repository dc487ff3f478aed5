import type { TAgentPeriod } from '@platform/contracts';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { Pager } from '../../../components/pager/pager.tsx';
import { RecordList, type RecordQuery } from '../../../components/record-list/record-list.tsx';
import { RecordRows } from '../../../components/record-list/record-row.tsx';
import { RecordTable } from '../../../components/record-list/record-table.tsx';
import { SkeletonRows } from '../../../components/skeleton/skeleton.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../../hooks/use-media-query.ts';
import type { DateShortcut, DayRange } from '../../../lib/date-range.ts';
import type { AgentScreen } from '../menu.ts';
import { PeriodFilter } from './period-filter.tsx';
import { PeriodLine } from './period-line.tsx';
import { ScreenFrame } from './screen-frame.tsx';
import styles from './agent-screens.module.css';

/** What a report needs of `useReportFilters`. */
export interface ReportFilterState {
  range: DayRange;
  shortcut: DateShortcut | null;
  pickShortcut: (shortcut: DateShortcut) => void;
  pickRange: (range: DayRange) => void;
  apply: () => void;
  pageNo: number;
  setPage: (page: number) => void;
}

/**
 * The frame of the team reports (team betting, team transactions, win/loss per downline): the
 * period and the report's own filters (text fields applied by Search), the days answered for, the
 * totals over the whole filter, then the rows, a table on wide screens and cards on phones, paged.
 */
export function ReportScreen<T>({
  screen,
  filters,
  tabs,
  fields,
  summary,
  period,
  query,
  items,
  totalPages,
  texts,
  table,
  cards,
}: {
  screen: AgentScreen;
  filters: ReportFilterState;
  /** Above the period: a scope. */
  tabs?: ReactNode;
  /** The search form's fields. */
  fields: ReactNode;
  summary?: ReactNode;
  period?: TAgentPeriod;
  query: RecordQuery;
  items: readonly T[] | undefined;
  totalPages: number;
  texts: { emptyTitle: string; emptyText: string; loadFailed: string; pages: string };
  /** The rows of a `RecordTable` (its head and body). */
  table: (rows: readonly T[]) => ReactNode;
  /** The `RecordCard`s of the phone's list. */
  cards: (rows: readonly T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
  const title = t(`agent.menu.${screen}`);
  const search = (event: FormEvent) => {
    event.preventDefault();
    filters.apply();
  };
  return (
    <ScreenFrame screen={screen}>
      <Card label={t('agent.period.label')}>
        <PeriodFilter
          range={filters.range}
          shortcut={filters.shortcut}
          onShortcut={filters.pickShortcut}
          onRange={filters.pickRange}
          tabs={tabs}
        />
        <form className={styles.toolbar} role="search" onSubmit={search}>
          {fields}
          <Button type="submit" variant="primary">
            {t('agent.filter.search')}
          </Button>
        </form>
      </Card>
      <PeriodLine period={period} loading={query.isPending} />
      {summary}
      <Card label={title}>
        <RecordList
          query={query}
          items={items}
          loading={<SkeletonRows variant="bar" rows={phone ? 4 : 8} />}
          empty={{ title: texts.emptyTitle, text: texts.emptyText }}
          errorTitle={texts.loadFailed}
          footer={
            <Pager
              page={filters.pageNo}
              totalPages={totalPages}
              onChange={filters.setPage}
              label={texts.pages}
              disabled={query.isFetching}
            />
          }
        >
          {(rows) =>
            phone ? (
              <RecordRows boxed label={title}>
                {cards(rows)}
              </RecordRows>
            ) : (
              <RecordTable caption={title}>{table(rows)}</RecordTable>
            )
          }
        </RecordList>
      </Card>
    </ScreenFrame>
  );
}
