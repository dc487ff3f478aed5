import * as Dialog from '@radix-ui/react-dialog';
import type { CSSProperties, InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ui.module.css';

export { styles as ui };

export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}) {
  return (
    <header className={`${styles.pageHeader} ${styles.row}`}>
      <div>
        <h1>{title}</h1>
        {subtitle ? <p>{subtitle}</p> : null}
      </div>
      <span className={styles.spacer} />
      {actions}
    </header>
  );
}

export function Card({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-label={title}>
      {title ? <h2 className={styles.cardTitle}>{title}</h2> : null}
      {children}
    </section>
  );
}

/** A labelled input; every other input attribute passes through, `hint` shows under it. */
export function TextField({
  label,
  hint,
  onChange,
  fieldStyle,
  ...input
}: {
  label: string;
  hint?: ReactNode;
  onChange: (value: string) => void;
  fieldStyle?: CSSProperties;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'className'>) {
  return (
    <label className={styles.field} style={fieldStyle}>
      <span>{label}</span>
      <input className={styles.input} {...input} onChange={(e) => onChange(e.target.value)} />
      {hint}
    </label>
  );
}

/** A required password input; `autoComplete` tells the browser's password manager which one it is. */
export function PasswordField(
  props: {
    label: string;
    value: string;
    onChange: (value: string) => void;
    autoComplete: 'current-password' | 'new-password';
  } & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'className' | 'type' | 'value'> & {
      hint?: ReactNode;
      fieldStyle?: CSSProperties;
    },
) {
  return <TextField type="password" required {...props} />;
}

/** The free-text field of a filter form: a labelled search box. */
export function SearchField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength: number;
}) {
  return <TextField type="search" {...props} />;
}

/** A labelled choice of a filter form; the options are its children. */
export function SelectField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className={`${styles.field} ${props.className ?? ''}`}>
      <span>{props.label}</span>
      <select className={styles.select} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.children}
      </select>
    </label>
  );
}

/** A filter form's buttons: search, and clear while a filter is on. */
export function FilterActions(props: {
  searchLabel: string;
  clearLabel: string;
  filtered: boolean;
  onClear: () => void;
}) {
  return (
    <>
      <button type="submit" className={styles.button}>
        {props.searchLabel}
      </button>
      {props.filtered ? (
        <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={props.onClear}>
          {props.clearLabel}
        </button>
      ) : null}
    </>
  );
}

export function Switch(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={props.checked}
      aria-label={props.label}
      disabled={props.disabled}
      className={styles.switch}
      onClick={() => props.onChange(!props.checked)}
    />
  );
}

export function Skeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} style={{ display: 'grid', gap: 10 }}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.skeleton} style={{ height: 22, width: `${90 - i * 12}%` }} />
      ))}
    </div>
  );
}

export function ErrorNote({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className={styles.error}>
      {error instanceof Error ? error.message : String(error)}
    </p>
  );
}

export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  /** Asked from inside another dialog or drawer: drawn above it, its overlay dimming it. */
  raised?: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const raised = props.raised ? styles.raised : '';
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={`${styles.overlay} ${raised}`} />
        <Dialog.Content className={`${styles.dialog} ${raised}`}>
          <Dialog.Title>{props.title}</Dialog.Title>
          <Dialog.Description>{props.text}</Dialog.Description>
          <div className={styles.row} style={{ justifyContent: 'flex-end' }}>
            <Dialog.Close className={`${styles.button} ${styles.secondary}`}>
              {t('common.cancel')}
            </Dialog.Close>
            <button
              type="button"
              className={`${styles.button} ${props.danger ? styles.danger : ''}`}
              onClick={() => {
                props.onConfirm();
                props.onOpenChange(false);
              }}
            >
              {props.confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function StateBadge({ state }: { state: 'normal' | 'maintenance' | 'regionRules' }) {
  const { t } = useTranslation();
  const tone = state === 'normal' ? styles.ok : state === 'maintenance' ? styles.bad : styles.warn;
  return <span className={`${styles.badge} ${tone}`}>{t(`state.${state}`)}</span>;
}
