import { FPC_SYMBOLS } from '../../../src/domain/tables/fish-prawn-crab.ts';
import { isMessageKey } from '../i18n/catalog.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { supportsColourEmoji } from '../lib/emoji-support.ts';
import type { OutcomeView } from '../lib/types.ts';

/** The last rounds, newest first, as coloured beads. */
export function HistoryRoad({ history }: { history: { roundId: string; result: OutcomeView }[] }) {
  const { t } = useI18n();
  return (
    <section className="panel" aria-labelledby="history-title">
      <h2 id="history-title" style={{ margin: '0 0 6px', fontSize: '0.85rem' }}>
        {t('table.history')}
      </h2>
      <ol className="road" data-testid="history-road">
        {history.slice(0, 24).map(({ roundId, result }) => {
          if (result.symbols) {
            const pictures = supportsColourEmoji();
            const emojis = result.symbols
              .map((id) => {
                const symbol = FPC_SYMBOLS.find((s) => s.id === id);
                const key = `bet.${id}`;
                const name = isMessageKey(key) ? t(key) : (symbol?.label ?? id);
                return pictures ? (symbol?.emoji ?? id) : name.slice(0, 1).toUpperCase();
              })
              .join(pictures ? '' : '·');
            return (
              <li key={roundId} className="symbols" title={result.summary} aria-label={result.summary}>
                {emojis}
              </li>
            );
          }
          const key = `road.${result.result}`;
          const text =
            result.number !== undefined
              ? String(result.number)
              : isMessageKey(key)
                ? t(key)
                : result.result.slice(0, 1);
          return (
            <li key={roundId} className={result.result} title={result.summary} aria-label={result.summary}>
              {text}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
