import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TVendorCard } from '../nav-model.ts';
import styles from './vendor-filter.module.css';

export interface VendorFilterProps {
  vendors: TVendorCard[];
  value: string | null;
  onChange: (vassalage: string | null) => void;
}

/** The category lobby's vendor filter (spec §2): "All" plus one chip per vendor. */
export function VendorFilter({ vendors, value, onChange }: VendorFilterProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const chip = ref.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    const row = ref.current;
    if (!chip || !row) return;
    // Bring the chosen chip into the horizontal scroller's view without moving the page.
    const left = chip.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + chip.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollTo({ left: Math.max(0, left - 16), behavior: 'smooth' });
    }
  }, [value]);
  const chips = [
    { id: null as string | null, name: t('vendor.all') },
    ...vendors.map((v) => ({ id: v.vassalage, name: v.displayName })),
  ];
  return (
    <div ref={ref} className={styles.filter} role="group" aria-label={t('vendor.filterLabel')}>
      {chips.map((chip) => {
        const selected = chip.id === value;
        return (
          <button
            key={chip.id ?? '__all'}
            type="button"
            className={[styles.chip, selected ? styles.selected : ''].join(' ')}
            aria-pressed={selected}
            onClick={() => onChange(chip.id)}
          >
            {chip.name}
          </button>
        );
      })}
    </div>
  );
}
