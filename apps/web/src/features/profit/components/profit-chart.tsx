import { setAutoFreeze } from 'immer';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { signedAmountText } from '../../../components/money/amount-sign.ts';
import { formatMoneyText } from '../../../lib/format.ts';
import { currentBcp47 } from '../../../lib/language.ts';
import type { ProfitBar } from '../profit-chart-data.ts';
import styles from './profit.module.css';

// Recharts keeps its children's elements in a Redux store whose updates Immer freezes. The site's
// renderer (Preact's React layer, docs/adr/0034) writes its bookkeeping onto those elements, and a
// frozen one throws. Nothing else in the site uses Immer.
setAutoFreeze(false);

// Colours are the theme's variables, so the chart follows a theme switch without drawing again.
const COLOURS = {
  win: 'var(--color-success)',
  loss: 'var(--color-danger)',
  even: 'var(--color-text-faint)',
  grid: 'var(--color-border)',
  zero: 'var(--color-border-strong)',
  tick: 'var(--color-text-muted)',
  cursor: 'var(--color-primary-soft)',
};

/** A tick of the amount axis: short (`1.2K`, `-300`), only for reading the bars' scale. */
function compactNumber(value: number, locale: string) {
  try {
    return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
  } catch {
    return String(value);
  }
}

/** What the tooltip reads of recharts' props: whether it shows, and the bar under the pointer. */
interface DayTooltipProps {
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
  currency: string;
}

function DayTooltip({ active, payload, currency }: DayTooltipProps) {
  const { t } = useTranslation();
  const bar = payload?.[0]?.payload as ProfitBar | undefined;
  if (!active || !bar) return null;
  return (
    <div className={styles.tooltip}>
      <p className={styles.tooltipDay}>{bar.label}</p>
      <p className={[styles.tooltipAmount, styles[`tone_${bar.tone}`]].join(' ')}>
        {signedAmountText(bar.winLoss, formatMoneyText(bar.winLoss, currency))} {currency}
      </p>
      <p className={styles.tooltipMeta}>{t('profit.categories.rounds', { count: bar.rounds })}</p>
    </div>
  );
}

/**
 * Each day's win/loss as a bar, up for a day won and down for a day lost, around a zero line. The
 * chart is a picture for the eye; its container names it and the table under it has the figures.
 */
export default function ProfitChart({ bars, currency }: { bars: readonly ProfitBar[]; currency: string }) {
  const locale = currentBcp47();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={bars as ProfitBar[]}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        accessibilityLayer={false}
        barCategoryGap="20%"
      >
        <CartesianGrid vertical={false} stroke={COLOURS.grid} strokeDasharray="3 4" />
        <XAxis
          dataKey="label"
          tick={{ fill: COLOURS.tick, fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          interval="preserveStartEnd"
          minTickGap={16}
        />
        <YAxis
          width={52}
          tick={{ fill: COLOURS.tick, fontSize: 12 }}
          tickFormatter={(value: number) => compactNumber(value, locale)}
          tickLine={false}
          axisLine={false}
        />
        <ReferenceLine y={0} stroke={COLOURS.zero} strokeWidth={1.5} />
        <Tooltip
          cursor={{ fill: COLOURS.cursor }}
          content={(props) => <DayTooltip {...props} currency={currency} />}
        />
        <Bar dataKey="value" maxBarSize={40} radius={3} isAnimationActive={false}>
          {bars.map((bar) => (
            <Cell key={bar.day} fill={COLOURS[bar.tone]} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
