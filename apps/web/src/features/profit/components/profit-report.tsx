import { GAME_CATEGORIES, PROFIT_MAX_RANGE_DAYS, type GameCategory } from '@platform/contracts/client';
import type { TPersonalProfit } from '@platform/contracts';
import { lazy, Suspense, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { FilterBar, type DayRange } from '../../../components/filter-bar/filter-bar.tsx';
import { Icon, type IconName } from '../../../components/icon/icon.tsx';
import { Money, type MoneyTone } from '../../../components/money/money.tsx';
import { RecordRow, RecordRows } from '../../../components/record-list/record-row.tsx';
import { RecordTable } from '../../../components/record-list/record-table.tsx';
import { Skeleton, SkeletonRows } from '../../../components/skeleton/skeleton.tsx';
import { useUrlFilters } from '../../../hooks/use-url-filters.ts';
import { describeApiError } from '../../../lib/api-client.ts';
import { formatCount, formatDay, formatMoneyText } from '../../../lib/format.ts';
import { currentBcp47 } from '../../../lib/language.ts';
import { usePersonalProfit } from '../api/profit-api.ts';
import { hasPlay, profitBars, profitTone, type ProfitTone } from '../profit-chart-data.ts';
import { clampProfitRange, PROFIT_PRESETS, profitPeriod, type ProfitPreset } from '../profit-range.ts';
import styles from './profit.module.css';

// recharts is some 100 kB: it comes with the chart, on this page only, after the figures.
const ProfitChart = lazy(() => import('./profit-chart.tsx'));

const MONEY_TONES: Record<ProfitTone, MoneyTone> = { win: 'positive', loss: 'negative', even: 'neutral' };

const isCategory = (value: string): value is GameCategory =>
  (GAME_CATEGORIES as readonly string[]).includes(value);

/** The lobby's icon of each category, given by the page (the lobby's navigation owns them). */
export type CategoryIcons = Readonly<Record<GameCategory, IconName>>;

/**
 * personalProfit (spec §2 member centre): the member's own win/loss over a period of the merchant's
 * days, its turnover and rounds, a chart of each day's result, and the split by game category. The
 * period lives in the URL, so a reload or a shared link shows the same days.
 */
export function ProfitReport({
  timeZone,
  categoryIcons,
}: {
  timeZone?: string;
  categoryIcons: CategoryIcons;
}) {
  const { t } = useTranslation();
  const url = useUrlFilters({ period: '', from: '', to: '' });
  const { range, preset } = profitPeriod(url.filters, new Date(), timeZone);
  const profit = usePersonalProfit({ from: range.startDate, to: range.endDate });
  const data = profit.data;

  const pickPreset = (next: ProfitPreset) => url.set({ period: next, from: '', to: '' });
  const pickRange = (next: DayRange) => {
    const moved = next.startDate !== range.startDate ? 'start' : 'end';
    const valid = clampProfitRange(next, new Date(), timeZone, moved);
    url.set({ period: 'custom', from: valid.startDate, to: valid.endDate });
  };

  let body;
  if (profit.isError && !data) {
    body = (
      <EmptyState
        illustration="error"
        title={t('profit.loadFailed')}
        text={describeApiError(profit.error, (key) => t(key))}
        actions={
          <Button icon={<Icon name="refresh" size={18} />} onClick={() => void profit.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (!data) {
    body = <ProfitSkeleton />;
  } else if (!hasPlay(data)) {
    body = (
      <div data-testid="profit-empty">
        <EmptyState
          illustration="empty"
          title={t('profit.empty.title')}
          text={t('profit.empty.text')}
          actions={
            <Link to="/" className={buttonClass('gold')}>
              <Icon name="gamepad" size={18} />
              {t('profit.empty.action')}
            </Link>
          }
        />
      </div>
    );
  } else {
    body = (
      <ProfitFigures data={data} range={range} fetching={profit.isFetching} categoryIcons={categoryIcons} />
    );
  }

  return (
    <div className={styles.report} data-testid="profit-report">
      <Card label={t('profit.periodLabel')} className={styles.presets}>
        <FilterBar
          shortcuts={PROFIT_PRESETS.map((id) => ({ id, label: t(`profit.preset.${id}`) }))}
          activeShortcut={preset}
          onShortcut={pickPreset}
          shortcutsLabel={t('profit.periodLabel')}
          range={range}
          onRangeChange={pickRange}
          fromLabel={t('profit.from')}
          toLabel={t('profit.to')}
        />
        <p className={styles.rangeNote}>
          <Icon name="clock" size={14} />
          {t('profit.rangeNote', { timeZone: data?.timeZone ?? timeZone ?? '', max: PROFIT_MAX_RANGE_DAYS })}
        </p>
      </Card>
      {profit.isError && data ? (
        <div className={styles.staleError} role="alert">
          <span>{t('profit.loadFailed')}</span>
          <Button
            size="sm"
            variant="outline"
            icon={<Icon name="refresh" size={16} />}
            onClick={() => void profit.refetch()}
          >
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
      {body}
    </div>
  );
}

/** The totals, the chart and the categories of a period with play. */
function ProfitFigures({
  data,
  range,
  fetching,
  categoryIcons,
}: {
  data: TPersonalProfit;
  range: DayRange;
  fetching: boolean;
  categoryIcons: CategoryIcons;
}) {
  const { t } = useTranslation();
  const tone = profitTone(data.totals.winLoss);
  const locale = currentBcp47();
  const bars = useMemo(() => profitBars(data.days, locale), [data.days, locale]);
  const tableId = useId();
  const from = formatDay(range.startDate);
  const to = formatDay(range.endDate);
  const playedDays = data.days.filter((d) => d.rounds > 0);

  return (
    <div className={styles.figures} aria-busy={fetching || undefined}>
      <section
        className={[styles.hero, styles[`hero_${tone}`]].join(' ')}
        aria-labelledby="profit-total-title"
        data-testid="profit-totals"
      >
        <div className={styles.heroMain}>
          <h2 id="profit-total-title" className={styles.heroLabel}>
            {t('profit.winLoss')}
          </h2>
          <p className={styles.heroAmount} data-testid="profit-win-loss" data-amount={data.totals.winLoss}>
            <Money amount={data.totals.winLoss} currency={data.currency} signed tone={MONEY_TONES[tone]} />
          </p>
          <p className={styles.heroVerdict}>
            {t(`profit.verdict.${tone}`)} · {from === to ? from : t('profit.periodText', { from, to })}
          </p>
        </div>
        <dl className={styles.heroStats}>
          <div>
            <dt>{t('profit.turnover')}</dt>
            <dd data-testid="profit-turnover">
              <Money amount={data.totals.turnover} currency={data.currency} showCurrency={false} />
            </dd>
          </div>
          <div>
            <dt>{t('profit.payout')}</dt>
            <dd>
              <Money amount={data.totals.payout} currency={data.currency} showCurrency={false} />
            </dd>
          </div>
          <div>
            <dt>{t('profit.rounds')}</dt>
            <dd data-testid="profit-rounds">{formatCount(data.totals.rounds)}</dd>
          </div>
        </dl>
      </section>

      <div className={styles.columns}>
        <Card
          id="profit-chart-title"
          icon="chart"
          title={t('profit.chart.title')}
          text={t('profit.chart.text')}
          className={styles.chartCard}
        >
          <figure className={styles.chartFigure}>
            <div
              className={styles.chart}
              role="img"
              aria-label={t('profit.chart.label', { from, to })}
              aria-describedby={tableId}
              data-testid="profit-chart"
            >
              <Suspense fallback={<Skeleton width="100%" height="100%" />}>
                <ProfitChart bars={bars} currency={data.currency} />
              </Suspense>
            </div>
            <figcaption className={styles.legend} aria-hidden="true">
              <span className={styles.legendWin}>{t('profit.chart.won')}</span>
              <span className={styles.legendLoss}>{t('profit.chart.lost')}</span>
            </figcaption>
          </figure>
          <details className={styles.details}>
            <summary>
              <Icon name="record" size={16} />
              {t('profit.table.toggle')}
            </summary>
            <RecordTable caption={t('profit.table.caption', { from, to })}>
              <thead>
                <tr>
                  <th scope="col">{t('profit.table.day')}</th>
                  <th scope="col" data-align="end">
                    {t('profit.rounds')}
                  </th>
                  <th scope="col" data-align="end">
                    {t('profit.turnover')}
                  </th>
                  <th scope="col" data-align="end">
                    {t('profit.winLoss')}
                  </th>
                </tr>
              </thead>
              <tbody id={tableId}>
                {playedDays.map((d) => (
                  <tr key={d.day} data-testid="profit-day-row" data-day={d.day}>
                    <td data-cell="time">{formatDay(d.day)}</td>
                    <td data-align="end">{formatCount(d.rounds)}</td>
                    <td data-align="end">
                      <Money amount={d.turnover} currency={data.currency} showCurrency={false} />
                    </td>
                    <td data-align="end">
                      <Money
                        amount={d.winLoss}
                        currency={data.currency}
                        showCurrency={false}
                        signed
                        tone={MONEY_TONES[profitTone(d.winLoss)]}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </RecordTable>
            {playedDays.length < data.days.length ? (
              <p className={styles.tableNote}>{t('profit.table.quietDays')}</p>
            ) : null}
          </details>
        </Card>

        <Card
          id="profit-categories-title"
          icon="gamepad"
          title={t('profit.categories.title')}
          text={t('profit.categories.text')}
          testId="profit-categories"
        >
          <RecordRows label={t('profit.categories.title')}>
            {data.categories.map((c) => (
              <RecordRow
                key={c.category}
                icon={isCategory(c.category) ? categoryIcons[c.category] : 'gamepad'}
                iconTone={c.winLoss.startsWith('-') ? 'out' : 'in'}
                title={isCategory(c.category) ? t(`nav.${c.category}`) : c.category}
                meta={t('profit.categories.detail', {
                  count: c.rounds,
                  turnover: formatMoneyText(c.turnover, data.currency),
                })}
                amount={
                  <Money
                    amount={c.winLoss}
                    currency={data.currency}
                    signed
                    showCurrency={false}
                    tone={MONEY_TONES[profitTone(c.winLoss)]}
                  />
                }
                testId={`profit-category-${c.category}`}
              />
            ))}
          </RecordRows>
        </Card>
      </div>
    </div>
  );
}

function ProfitSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.figures} role="status" aria-label={t('common.loading')}>
      <div className={[styles.hero, styles.hero_even].join(' ')} aria-hidden="true">
        <div className={styles.heroMain}>
          <Skeleton width={120} height={14} />
          <Skeleton width={220} height={40} />
          <Skeleton width={160} height={14} />
        </div>
        <div className={styles.heroStats}>
          <Skeleton width="100%" height={44} />
          <Skeleton width="100%" height={44} />
          <Skeleton width="100%" height={44} />
        </div>
      </div>
      <div className={styles.columns} aria-hidden="true">
        <div className={styles.skeletonCard}>
          <Skeleton width="100%" height={260} />
        </div>
        <div className={styles.skeletonCard}>
          <SkeletonRows rows={4} />
        </div>
      </div>
    </div>
  );
}
