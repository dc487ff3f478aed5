import { displayOdds } from '../../../src/domain/index.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import type { OddsFormat } from '../lib/types.ts';

/**
 * One price. It flashes green or red for a moment when the live push moves it (each move switches
 * between two animation names, which restarts it without remounting the button under a finger),
 * and locks while the market is suspended.
 */
export function OddsButton(props: {
  label: string;
  fullLabel: string;
  odds: number;
  format: OddsFormat;
  selected: boolean;
  suspended: boolean;
  flash: { dir: 'up' | 'down'; n: number } | undefined;
  onPick: () => void;
  layout?: 'stack' | 'row';
  selectionId: string;
}) {
  const { t } = useI18n();
  const shown = displayOdds(props.odds, props.format);
  return (
    <button
      type="button"
      className={`odds ${props.layout === 'row' ? 'odds-row' : ''} ${props.selected ? 'is-selected' : ''} ${
        props.flash ? `flash-${props.flash.dir} flash-${props.flash.dir}-${props.flash.n % 2}` : ''
      }`}
      disabled={props.suspended}
      aria-pressed={props.selected}
      aria-label={t('sel.pick', { selection: props.fullLabel, odds: shown })}
      data-selection={props.selectionId}
      data-odds={props.odds}
      onClick={props.onPick}
    >
      {props.label && <span className="odds-label">{props.label}</span>}
      <span
        className={`odds-price ${props.odds && props.format !== 'DECIMAL' && shown.startsWith('-') ? 'neg' : ''}`}
      >
        {props.suspended ? <LockIcon /> : shown}
      </span>
      {props.flash && <span className={`odds-arrow ${props.flash.dir}`} aria-hidden="true" />}
    </button>
  );
}

function LockIcon() {
  return (
    <svg
      width="12"
      height="12"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 018 0v3" />
    </svg>
  );
}
