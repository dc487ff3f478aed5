import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button.tsx';
import { Icon } from '../icon/icon.tsx';
import { ModalFrame } from './modal-frame.tsx';
import type { ModalButton, ModalIcon, ModalOptions } from './modal-store.ts';
import styles from './modal.module.css';
import { sanitizeHtml } from './sanitize-html.ts';

export interface ModalProps extends ModalOptions {
  open: boolean;
  /** Called with the chosen button's value, or null when dismissed. */
  onDismiss: (value: string | null) => void;
}

export function ModalStatusIcon({ icon }: { icon: ModalIcon }) {
  const { t } = useTranslation();
  return (
    <span
      className={`${styles.statusIcon} ${styles[`icon_${icon}`]}`}
      role="img"
      aria-label={t(`modal.icon.${icon}`)}
    >
      <Icon name={icon} size={26} />
    </span>
  );
}

/** The generic modal of spec §2: icon, title, html and buttons, optional auto-close, outside click. */
export function Modal({
  open,
  onDismiss,
  icon,
  title,
  html,
  content,
  buttons,
  autoCloseMs,
  closeOnOutsideClick = true,
}: ModalProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<number | null>(null);
  const safeHtml = useMemo(() => (html ? sanitizeHtml(html) : ''), [html]);
  const actions: ModalButton[] = buttons ?? [{ label: t('common.ok'), value: 'ok' }];

  useEffect(() => {
    if (!open || !autoCloseMs) return;
    const timer = setTimeout(() => onDismiss(null), autoCloseMs);
    return () => clearTimeout(timer);
  }, [open, autoCloseMs, onDismiss]);

  const press = async (button: ModalButton, index: number) => {
    if (button.onClick) {
      setBusy(index);
      try {
        const keep = (await button.onClick()) === false;
        if (keep) return;
      } finally {
        setBusy(null);
      }
    }
    onDismiss(button.value ?? button.label);
  };

  return (
    <ModalFrame
      open={open}
      onClose={() => onDismiss(null)}
      title={title ?? t(`modal.icon.${icon ?? 'info'}`)}
      hideTitle
      closeOnOutsideClick={closeOnOutsideClick}
      size="sm"
      bodyClassName={styles.genericBody}
    >
      {icon ? <ModalStatusIcon icon={icon} /> : null}
      {title ? (
        <p className={styles.genericTitle} aria-hidden="true">
          {title}
        </p>
      ) : null}
      {safeHtml ? <div className={styles.html} dangerouslySetInnerHTML={{ __html: safeHtml }} /> : null}
      {content ? <div className={styles.custom}>{content}</div> : null}
      {actions.length ? (
        <div className={styles.actions}>
          {actions.map((button, index) => (
            <Button
              key={`${button.label}-${index}`}
              variant={button.variant ?? (index === actions.length - 1 ? 'gold' : 'ghost')}
              loading={busy === index}
              onClick={() => void press(button, index)}
            >
              {button.label}
            </Button>
          ))}
        </div>
      ) : null}
      {autoCloseMs ? (
        <span className={styles.autoClose} style={{ animationDuration: `${autoCloseMs}ms` }} />
      ) : null}
    </ModalFrame>
  );
}
