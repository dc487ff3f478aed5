import { displayOdds } from '../../../src/domain/index.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import type { OddsFormat } from '../lib/types.ts';

/**
 * One price. It flashes green or red for a moment when the live push moves it (each move switches
 * between two animation names, which restarts it without remounting the button under a finger),
 * and locks while the market is suspended. A locked price shows the lock steadily: its moves do not
 * flash (the player cannot take it); when it reopens at a moved price it flashes once.
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
  const flash = props.suspended ? undefined : props.flash;
  return (
    <button
      type="button"
      className={`odds ${props.layout === 'row' ? 'odds-row' : ''} ${props.selected ? 'is-selected' : ''} ${
        flash ? `flash-${flash.dir} flash-${flash.dir}-${flash.n % 2}` : ''
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
      {flash && <span className={`odds-arrow ${flash.dir}`} aria-hidden="true" />}
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
