import { FPC_SYMBOLS } from '../../../src/domain/tables/fish-prawn-crab.ts';
import { Die, SymbolDie } from '../components/die.tsx';
import { PlayingCard } from '../components/playing-card.tsx';
import { isMessageKey } from '../i18n/catalog.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import type { OutcomeView } from '../lib/types.ts';

/** A dealt round: cards with totals, dice, or the roulette pocket. */
export function ResultView({ view }: { view: OutcomeView }) {
  const { t } = useI18n();
  return (
    <div className="result-stage" data-testid="table-result" data-result={view.result} aria-live="polite">
      {view.hands?.map((hand, h) => (
        <div key={hand.hand} className={`hand ${hand.hand}`}>
          <span className="hand-name">{t(`table.hand.${hand.hand}`)}</span>
          <div className="cards">
            {hand.cards.map((card, i) => (
              <PlayingCard key={`${card.code}-${i}`} card={card} delayMs={(i * 2 + h) * 180} />
            ))}
          </div>
          <span className="total">{t('table.total', { n: hand.total })}</span>
        </div>
      ))}
      {view.dice && (
        <div className="dice-row" aria-label={t('table.dice', { faces: view.dice.join(', ') })} role="group">
          {view.dice.map((face, i) => (
            <Die key={i} face={face} delayMs={i * 120} />
          ))}
        </div>
      )}
      {view.symbols && (
        <div className="dice-row" role="group">
          {view.symbols.map((id, i) => {
            const symbol = FPC_SYMBOLS.find((s) => s.id === id);
            const key = `bet.${id}`;
            return (
              <SymbolDie
                key={i}
                emoji={symbol?.emoji ?? id}
                label={isMessageKey(key) ? t(key) : (symbol?.label ?? id)}
                delayMs={i * 120}
              />
            );
          })}
        </div>
      )}
      {view.number !== undefined && (
        <div
          className={`pocket ${view.colour ?? 'green'}`}
          role="img"
          aria-label={t('table.number', { n: view.number })}
        >
          {view.number}
        </div>
      )}
      {view.total !== undefined && view.dice && (
        <div className="result-caption">{t('table.total', { n: view.total })}</div>
      )}
    </div>
  );
}
