import type { TBreakdownRow, TFunnel, TRevenueRow } from '@platform/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  LabelList,
  Legend,
  Line,
  Pie,
  PieChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useMoney } from '../../lib/format.ts';
import styles from './reports.module.css';

/**
 * The revenue dashboard's charts (recharts, loaded with the reports' code only). Colours are the
 * console's CSS variables, so they follow the theme; every chart is a figure named by its caption,
 * and its numbers are also in a table beside or below it. Amounts become floats here for drawing
 * only; what is read or exported comes from the decimal strings.
 */

/** Series colours (reports.module.css defines them per theme). */
export const SERIES = ['var(--series-1)', 'var(--series-2)', 'var(--series-3)', 'var(--series-4)'];
const CATEGORY_COLORS = [
  'var(--series-1)',
  'var(--series-2)',
  'var(--series-3)',
  'var(--series-4)',
  'var(--series-5)',
  'var(--series-6)',
  'var(--series-7)',
  'var(--series-8)',
];

const AXIS_TICK = { fill: 'var(--text-muted)', fontSize: 12 };
const AXIS_LINE = { stroke: 'var(--border)' };
const TOOLTIP_STYLE = {
  background: 'var(--surface)',
  border: '1px solid var(--border)',
  borderRadius: 10,
  color: 'var(--text)',
  boxShadow: 'var(--shadow)',
  fontSize: 13,
};
const TOOLTIP_LABEL = { color: 'var(--text)', fontWeight: 650, marginBottom: 4 };
const TOOLTIP_ITEM = { color: 'var(--text)' };
const legendText = (value: ReactNode) => <span className={styles.legendText}>{value}</span>;

function useCompact() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language === 'CN' ? 'zh-CN' : 'en', {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  return (value: number) => format.format(value);
}

/** A chart with its caption; the figure is named by the caption for assistive technology. */
export function ChartFigure(props: { caption: string; note?: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <figure className={styles.figure} aria-labelledby={id} data-testid={props.testId}>
      <figcaption id={id} className={styles.caption}>
        {props.caption}
        {props.note ? <span className={styles.captionNote}> {props.note}</span> : null}
      </figcaption>
      {props.children}
    </figure>
  );
}

/** GGR, turnover and deposits per period; a click on a period opens its breakdown. */
export function TrendChart(props: {
  rows: readonly TRevenueRow[];
  currency: string;
  periodLabel: (period: string) => string;
  onPeriod: (period: string) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const compact = useCompact();
  const data = props.rows.map((r) => ({
    period: r.period,
    ggr: Number(r.ggr),
    turnover: Number(r.turnover),
    deposits: Number(r.deposits.amount),
    text: { ggr: r.ggr, turnover: r.turnover, deposits: r.deposits.amount },
  }));
  const lines = [
    { key: 'turnover', name: t('reports.columns.turnover'), color: SERIES[0] },
    { key: 'ggr', name: t('reports.columns.ggr'), color: SERIES[1] },
  ] as const;
  return (
    <ChartFigure
      caption={t('reports.charts.trend', { currency: props.currency })}
      note={t('reports.charts.trendNote')}
      testId="trend-chart"
    >
      {/* Deposits are often far larger than the play: bars on their own scale (right), so the
          turnover and GGR lines (left) are not flattened by them. */}
      <ComposedChart
        responsive
        style={{ width: '100%', height: 300 }}
        data={data}
        margin={{ top: 8, right: 4, bottom: 4, left: 4 }}
        cursor="pointer"
        onClick={(state) => {
          const index = typeof state.activeIndex === 'number' ? state.activeIndex : Number(state.activeIndex);
          const period = Number.isInteger(index) ? data[index]?.period : undefined;
          if (period) props.onPeriod(period);
        }}
      >
        <CartesianGrid stroke="var(--border-soft)" strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="period"
          tick={AXIS_TICK}
          axisLine={AXIS_LINE}
          tickLine={AXIS_LINE}
          tickFormatter={props.periodLabel}
          minTickGap={16}
        />
        <YAxis
          yAxisId="play"
          tick={AXIS_TICK}
          axisLine={AXIS_LINE}
          tickLine={AXIS_LINE}
          tickFormatter={compact}
          width={56}
        />
        <YAxis
          yAxisId="money"
          orientation="right"
          tick={AXIS_TICK}
          axisLine={AXIS_LINE}
          tickLine={AXIS_LINE}
          tickFormatter={compact}
          width={56}
        />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          labelStyle={TOOLTIP_LABEL}
          itemStyle={TOOLTIP_ITEM}
          cursor={{ fill: 'var(--chip)', opacity: 0.5 }}
          labelFormatter={(label) => props.periodLabel(String(label))}
          formatter={(_value, _name, item) => {
            const key = item.dataKey as keyof (typeof data)[number]['text'];
            const row = item.payload as (typeof data)[number];
            return money(row.text[key], props.currency);
          }}
        />
        <Legend formatter={legendText} />
        <Bar
          yAxisId="money"
          dataKey="deposits"
          name={t('reports.charts.depositsRight')}
          fill={SERIES[2]}
          fillOpacity={0.45}
          radius={[4, 4, 0, 0]}
          maxBarSize={28}
          isAnimationActive={false}
        />
        {lines.map((s) => (
          <Line
            key={s.key}
            yAxisId="play"
            type="linear"
            dataKey={s.key}
            name={s.name}
            stroke={s.color}
            strokeWidth={2.5}
            dot={data.length <= 31 ? { r: 3, fill: s.color, strokeWidth: 0 } : false}
            activeDot={{ r: 5, stroke: 'var(--surface)', strokeWidth: 2 }}
            isAnimationActive={false}
          />
        ))}
      </ComposedChart>
    </ChartFigure>
  );
}

/** Each category's share of the turnover, as a donut; the table beside it has the amounts. */
export function CategoryDonut(props: {
  rows: readonly TBreakdownRow[];
  currency: string;
  categoryLabel: (row: TBreakdownRow) => string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const data = props.rows
    .map((r, index) => ({
      name: props.categoryLabel(r),
      value: Math.max(0, Number(r.turnover)),
      text: r.turnover,
      color: CATEGORY_COLORS[index % CATEGORY_COLORS.length]!,
    }))
    .filter((d) => d.value > 0);
  return (
    <ChartFigure
      caption={t('reports.charts.categories', { currency: props.currency })}
      testId="category-chart"
    >
      <PieChart responsive style={{ width: '100%', height: 260 }}>
        <Pie
          data={data}
          dataKey="value"
          nameKey="name"
          innerRadius="55%"
          outerRadius="85%"
          paddingAngle={data.length > 1 ? 2 : 0}
          stroke="var(--surface)"
          strokeWidth={2}
          isAnimationActive={false}
        >
          {data.map((d) => (
            <Cell key={d.name} fill={d.color} />
          ))}
        </Pie>
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          itemStyle={TOOLTIP_ITEM}
          formatter={(_value, name, item) => [
            money((item.payload as (typeof data)[number]).text, props.currency),
            name,
          ]}
        />
        <Legend formatter={legendText} iconType="circle" />
      </PieChart>
    </ChartFigure>
  );
}

/** Members registered in the range, and how many of them went on to each next step. */
export function FunnelBars(props: { funnel: TFunnel }) {
  const { t } = useTranslation();
  const compact = useCompact();
  const data = props.funnel.steps.map((s, index) => ({
    name: t(`reports.funnel.steps.${s.step}`),
    members: s.members,
    label: t('reports.funnel.barLabel', { count: s.members, percent: s.ofRegistered }),
    color: SERIES[index % SERIES.length]!,
  }));
  return (
    <ChartFigure caption={t('reports.funnel.caption')} testId="funnel-chart">
      <BarChart
        responsive
        style={{ width: '100%', height: 240 }}
        data={data}
        layout="vertical"
        margin={{ top: 4, right: 96, bottom: 4, left: 4 }}
        barCategoryGap="22%"
      >
        <CartesianGrid stroke="var(--border-soft)" strokeDasharray="3 3" horizontal={false} />
        <XAxis
          type="number"
          allowDecimals={false}
          tick={AXIS_TICK}
          axisLine={AXIS_LINE}
          tickLine={AXIS_LINE}
          tickFormatter={compact}
        />
        <YAxis
          type="category"
          dataKey="name"
          tick={AXIS_TICK}
          axisLine={AXIS_LINE}
          tickLine={false}
          width={110}
        />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          labelStyle={TOOLTIP_LABEL}
          itemStyle={TOOLTIP_ITEM}
          cursor={{ fill: 'var(--chip)' }}
          formatter={(_value, _name, item) => [
            (item.payload as (typeof data)[number]).label,
            t('reports.funnel.members'),
          ]}
        />
        <Bar
          dataKey="members"
          name={t('reports.funnel.members')}
          radius={[0, 6, 6, 0]}
          isAnimationActive={false}
        >
          {data.map((d) => (
            <Cell key={d.name} fill={d.color} />
          ))}
          <LabelList dataKey="label" position="right" fill="var(--text)" fontSize={12} />
        </Bar>
      </BarChart>
    </ChartFigure>
  );
}

/** A category's colour in the donut, for the table's key beside it. */
export const categoryColor = (index: number) => CATEGORY_COLORS[index % CATEGORY_COLORS.length]!;
