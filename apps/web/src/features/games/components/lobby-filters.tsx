import { GAME_FILTERS, type GameFilter } from '@platform/contracts/client';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/icon/icon.tsx';
import { formatMoneyText } from '../../../lib/format.ts';
import {
  LINE_STEPS,
  minBetOptions,
  type LobbyChange,
  type LobbyState,
  type VendorChip,
} from '../lobby-rules.ts';
import styles from './lobby-filters.module.css';

const FILTER_ICONS: Record<GameFilter, IconName> = {
  ALL: 'board',
  NEW: 'sparkle',
  HOT: 'fire',
  FAV: 'heart',
  RECENT: 'history',
};

/** Spec §3 order is NEW, FAV, ALL, HOT, RECENT; the lobby shows ALL first, as the default. */
const FILTER_ORDER: readonly GameFilter[] = ['ALL', ...GAME_FILTERS.filter((f) => f !== 'ALL')];

export interface LobbyFiltersProps {
  state: LobbyState;
  vendors: readonly VendorChip[];
  classifications: readonly string[];
  /** Minimum bet and lines (RNG and FISH). */
  slotFilters: boolean;
  currency: string;
  onChange: (change: LobbyChange) => void;
  /**
   * The category's vendors and classifications are still loading: their rows keep their room with
   * placeholder chips, so the filters and the grid below do not move down when they arrive (a 0.02–0.07
   * layout shift on /rng, /live and /lott, issue 16).
   */
  pending?: boolean;
}

/** Placeholder chips of a row whose chips are loading (widths of typical names). */
function ChipsPlaceholder({ small = false }: { small?: boolean }) {
  return (
    <div className={[styles.chips, small ? styles.small : ''].join(' ')} aria-hidden="true">
      {[72, 96, 84, 104, 88].map((width, index) => (
        <span key={index} className={`${styles.chip} ${styles.ghostChip}`} style={{ width }} />
      ))}
    </div>
  );
}

/** Keeps the pressed chip of a sideways-scrolling row in view without moving the page. */
function useChipInView(value: unknown) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = ref.current;
    const chip = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!row || !chip) return;
    const left = chip.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + chip.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollTo({ left: Math.max(0, left - 24), behavior: 'smooth' });
    }
  }, [value]);
  return ref;
}

/**
 * The category lobby's filters (spec §2, §3): vendor, classification, the HOT / NEW / FAV / RECENT
 * selection and, for slots and fishing, minimum bet and lines.
 */
export function LobbyFilters({
  state,
  vendors,
  classifications,
  slotFilters,
  currency,
  onChange,
  pending = false,
}: LobbyFiltersProps) {
  const { t } = useTranslation();
  const vendorRow = useChipInView(state.vassalage);
  const classifyRow = useChipInView(state.classify);
  const classifyLabel = (code: string) =>
    t(`games.classify.${code}`, { defaultValue: code.replace(/_/g, ' ') });

  return (
    <div className={styles.filters} data-testid="lobby-filters">
      {pending ? (
        <ChipsPlaceholder />
      ) : vendors.length > 1 ? (
        <div ref={vendorRow} className={styles.chips} role="group" aria-label={t('games.vendorFilter')}>
          <Chip
            pressed={state.vassalage === null}
            onClick={() => onChange({ kind: 'vendor', vassalage: null })}
            label={t('games.allVendors')}
          />
          {vendors.map((vendor) => (
            <Chip
              key={vendor.vassalage}
              pressed={state.vassalage === vendor.vassalage}
              onClick={() => onChange({ kind: 'vendor', vassalage: vendor.vassalage })}
              label={vendor.displayName}
              count={vendor.gameCount}
            />
          ))}
        </div>
      ) : null}

      <div className={styles.lower}>
        {pending ? (
          <ChipsPlaceholder small />
        ) : classifications.length > 1 ? (
          <div
            ref={classifyRow}
            className={`${styles.chips} ${styles.small}`}
            role="group"
            aria-label={t('games.classifyFilter')}
          >
            <Chip
              pressed={state.classify === 'ALL'}
              onClick={() => onChange({ kind: 'classify', classify: 'ALL' })}
              label={t('games.allTypes')}
            />
            {classifications.map((code) => (
              <Chip
                key={code}
                pressed={state.classify === code}
                onClick={() => onChange({ kind: 'classify', classify: code })}
                label={classifyLabel(code)}
              />
            ))}
          </div>
        ) : (
          <span className={styles.spacer} />
        )}

        <div className={styles.tools}>
          {slotFilters ? (
            <>
              <label className={styles.select}>
                <Icon name="wallet" size={15} />
                <select
                  value={state.minBet ?? ''}
                  aria-label={t('games.minBet')}
                  onChange={(e) => onChange({ kind: 'minBet', minBet: e.target.value || null })}
                >
                  <option value="">{t('games.anyMinBet')}</option>
                  {minBetOptions(currency).map((amount) => (
                    <option key={amount} value={amount}>
                      {t('games.minBetAtMost', {
                        amount: formatMoneyText(amount, currency, { display: 'symbol' }),
                      })}
                    </option>
                  ))}
                </select>
              </label>
              <label className={styles.select}>
                <Icon name="slot" size={15} />
                <select
                  value={state.lines ?? ''}
                  aria-label={t('games.lines')}
                  onChange={(e) =>
                    onChange({ kind: 'lines', lines: e.target.value ? Number(e.target.value) : null })
                  }
                >
                  <option value="">{t('games.anyLines')}</option>
                  {LINE_STEPS.map((lines) => (
                    <option key={lines} value={lines}>
                      {t('games.linesAtLeast', { count: lines })}
                    </option>
                  ))}
                </select>
              </label>
            </>
          ) : null}
          <div className={styles.icons} role="group" aria-label={t('games.selection')}>
            {FILTER_ORDER.map((filter) => (
              <button
                key={filter}
                type="button"
                className={[styles.icon, state.filter === filter ? styles.iconOn : ''].join(' ')}
                aria-pressed={state.filter === filter}
                onClick={() => onChange({ kind: 'filter', filter })}
                data-filter={filter}
              >
                <Icon name={FILTER_ICONS[filter]} size={16} />
                <span>{t(`games.filter.${filter}`)}</span>
              </button>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

function Chip({
  pressed,
  onClick,
  label,
  count,
}: {
  pressed: boolean;
  onClick: () => void;
  label: string;
  count?: number;
}) {
  return (
    <button
      type="button"
      className={[styles.chip, pressed ? styles.pressed : ''].join(' ')}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {label}
      {count !== undefined ? (
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </button>
  );
}
