import { HIDDEN_LANGUAGE, type LanguageCode } from '@platform/contracts/client';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon/icon.tsx';
import { chooseLanguage } from '../../lib/i18n.ts';
import { isLanguageCode, languageInfo, selectableLanguages } from '../../lib/language.ts';
import { createMultiClickDetector } from '../../lib/triple-click.ts';
import styles from './language-selector.module.css';

/**
 * The language selector (spec §2): every display language except CN, by native name. Three clicks
 * on the language button within 800 ms (or one triple click, as the browser counts it) switch to the hidden CN. Accessible name: "Language".
 */
export function LanguageSelector({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const detector = useMemo(() => createMultiClickDetector(3, 800), []);
  const current: LanguageCode = isLanguageCode(i18n.language) ? i18n.language : 'EN';
  const info = languageInfo(current);
  const languages = selectableLanguages();

  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const selected = rootRef.current?.querySelector<HTMLElement>('[aria-checked="true"]');
    (selected ?? rootRef.current?.querySelector<HTMLElement>('[role="menuitemradio"]'))?.focus({
      preventScroll: true,
    });
    selected?.scrollIntoView({ block: 'nearest' });
  }, [open]);

  const onTriggerClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    if (detector.click(performance.now(), event.detail)) {
      setOpen(false);
      void chooseLanguage(HIDDEN_LANGUAGE);
      return;
    }
    setOpen((o) => !o);
  };

  const pick = (code: LanguageCode) => {
    setOpen(false);
    detector.reset();
    void chooseLanguage(code);
  };

  const onMenuKey = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitemradio"]'));
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'ArrowDown'
        ? Math.min(items.length - 1, index + 1)
        : event.key === 'ArrowUp'
          ? Math.max(0, index - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? items.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    items[next]?.focus();
  };

  return (
    <div className={styles.root} ref={rootRef} data-testid="language-area">
      <button
        type="button"
        className={[styles.trigger, compact ? styles.compact : ''].join(' ')}
        aria-label={t('header.language')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={onTriggerClick}
        data-testid="language-selector"
      >
        <Icon name="globe" size={18} />
        <span className={styles.code}>{current === 'RU_UR' ? 'UR' : current}</span>
        <Icon name="chevronDown" size={14} className={styles.chevron} />
      </button>
      {open ? (
        <div
          className={styles.menu}
          role="menu"
          id={menuId}
          aria-label={t('header.language')}
          onKeyDown={onMenuKey}
        >
          <p className={styles.menuTitle} aria-hidden="true">
            {t('header.chooseLanguage')}
          </p>
          <div className={styles.grid}>
            {languages.map((lang) => (
              <button
                key={lang.code}
                type="button"
                role="menuitemradio"
                aria-checked={lang.code === current}
                lang={lang.bcp47}
                tabIndex={-1}
                className={[styles.item, lang.code === current ? styles.selected : ''].join(' ')}
                onClick={() => pick(lang.code)}
              >
                <span className={styles.itemCode} aria-hidden="true">
                  {lang.code === 'RU_UR' ? 'UR' : lang.code}
                </span>
                <span className={styles.itemName}>{lang.nativeName}</span>
                {lang.code === current ? <Icon name="success" size={16} className={styles.check} /> : null}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      <span className="visually-hidden" aria-live="polite">
        {info.nativeName}
      </span>
    </div>
  );
}
