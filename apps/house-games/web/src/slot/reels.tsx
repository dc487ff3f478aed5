import { useEffect, useState } from 'react';
import type { SlotTitle } from '../../../src/domain/slots/slot-title.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { supportsColourEmoji } from '../lib/emoji-support.ts';

/**
 * The 5×3 window. A spinning reel scrolls through its real strip; a landed reel shows the grid.
 * `highlight` holds "row-reel" keys of the cells a win lights up.
 */
export function Reels(props: {
  title: SlotTitle;
  grid: string[][];
  spinning: boolean[];
  landing: boolean[];
  highlight: Set<string> | null;
}) {
  const { t } = useI18n();
  const { title, grid, spinning, landing, highlight } = props;
  const [tick, setTick] = useState(0);
  const anySpinning = spinning.some(Boolean);

  useEffect(() => {
    if (!anySpinning) return;
    const timer = setInterval(() => setTick((n) => n + 1), 70);
    return () => clearInterval(timer);
  }, [anySpinning]);

  const symbolOf = (id: string) => title.symbols.find((s) => s.id === id);
  const emoji = supportsColourEmoji();
  return (
    <div
      className={`reels${highlight && highlight.size > 0 ? ' has-highlight' : ''}`}
      role="group"
      aria-label={t('slot.reels')}
      data-testid="reels"
    >
      {title.reels.map((strip, reel) => (
        <div
          key={reel}
          className={`reel${spinning[reel] ? ' spinning' : ''}${landing[reel] ? ' landing' : ''}`}
          data-testid={`reel-${reel + 1}`}
        >
          {[0, 1, 2].map((row) => {
            const id = spinning[reel]
              ? strip[(tick * 2 + row + reel * 5) % strip.length]!
              : grid[row]![reel]!;
            const symbol = symbolOf(id);
            const hit = highlight?.has(`${row}-${reel}`) ?? false;
            return (
              <div
                key={row}
                className={`cell kind-${symbol?.kind ?? 'low'}${hit ? ' hit' : ''}`}
                role="img"
                aria-label={
                  spinning[reel]
                    ? t('slot.spinning')
                    : t('slot.cell', { reel: reel + 1, row: row + 1, symbol: symbol?.label ?? id })
                }
                data-symbol={spinning[reel] ? undefined : id}
              >
                {emoji ? (
                  <span aria-hidden="true">{symbol?.emoji ?? id}</span>
                ) : (
                  <span className="symbol-text" aria-hidden="true">
                    {symbol?.label ?? id}
                  </span>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
