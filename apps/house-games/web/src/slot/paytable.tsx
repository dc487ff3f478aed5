import { useRef } from 'react';
import type { SlotTitle } from '../../../src/domain/slots/slot-title.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { supportsColourEmoji, symbolText } from '../lib/emoji-support.ts';

/** The title's pays in a modal dialog: line pays per symbol, wild, scatter and free spins. */
export function Paytable({ title }: { title: SlotTitle }) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const wild = title.symbols.find((s) => s.id === title.wild);
  const scatter = title.symbols.find((s) => s.id === title.scatter);
  const paying = title.symbols.filter((s) => title.paytable[s.id]);
  const pictures = supportsColourEmoji();
  return (
    <>
      <button type="button" className="btn ghost" onClick={() => dialog.current?.showModal()}>
        {t('slot.paytable')}
      </button>
      <dialog ref={dialog} className="paytable" aria-labelledby="paytable-title">
        <h2 id="paytable-title">{t('slot.paytableTitle')}</h2>
        <div className="pay-rows">
          {paying.map((symbol) => {
            const pays = title.paytable[symbol.id]!;
            return (
              <div className="pay-row" key={symbol.id}>
                <span className={pictures ? 'emoji' : 'emoji name'} role="img" aria-label={symbol.label}>
                  {pictures ? symbol.emoji : symbol.label}
                </span>
                <ul>
                  <li>5 × {pays[5]}</li>
                  <li>4 × {pays[4]}</li>
                  <li>3 × {pays[3]}</li>
                </ul>
              </div>
            );
          })}
          {scatter && (
            <div className="pay-row">
              <span className={pictures ? 'emoji' : 'emoji name'} role="img" aria-label={scatter.label}>
                {pictures ? scatter.emoji : scatter.label}
              </span>
              <ul>
                <li>5 × {title.scatterPays[5]}</li>
                <li>4 × {title.scatterPays[4]}</li>
                <li>3 × {title.scatterPays[3]}</li>
              </ul>
            </div>
          )}
        </div>
        {wild && <p>{t('slot.wildInfo', { symbol: symbolText(wild, wild.id) })}</p>}
        {scatter && <p>{t('slot.scatterInfo', { symbol: symbolText(scatter, scatter.id) })}</p>}
        <p>
          {t('slot.freeSpinsWon', { n: `${title.freeSpins[3]}/${title.freeSpins[4]}/${title.freeSpins[5]}` })}{' '}
          {title.freeSpinMultiplier > 1 && t('slot.freeSpinInfo', { n: title.freeSpinMultiplier })}
        </p>
        <form method="dialog">
          <button type="submit" className="btn primary">
            {t('close')}
          </button>
        </form>
      </dialog>
    </>
  );
}
