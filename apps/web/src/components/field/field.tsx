import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../icon/icon.tsx';
import styles from './field.module.css';

interface FieldShellProps {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  children: ReactNode;
  hideLabel?: boolean;
  /** Marks the label with * (spec §5 "Required fields are marked *"). */
  required?: boolean;
}

function FieldShell({ id, label, error, hint, children, hideLabel, required }: FieldShellProps) {
  return (
    <div className={[styles.field, error ? styles.invalid : ''].join(' ')}>
      {/* The mark sits outside the label so the field's accessible name stays the bare label. */}
      <span className={hideLabel ? 'visually-hidden' : styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      {children}
      {error ? (
        <p className={styles.error} id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  icon?: IconName;
  error?: string | null;
  hint?: string;
  hideLabel?: boolean;
  /** Control rendered at the right inside the input (e.g. "Send code"). */
  trailing?: ReactNode;
  /** Control rendered at the left inside the input (e.g. a country code). */
  leading?: ReactNode;
}

export function TextField({
  label,
  icon,
  error,
  hint,
  hideLabel,
  trailing,
  leading,
  className,
  ...input
}: TextFieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={hint}
      hideLabel={hideLabel}
      required={input.required}
    >
      <div className={[styles.control, className].filter(Boolean).join(' ')}>
        {icon ? <Icon name={icon} size={18} className={styles.icon} /> : null}
        {leading}
        <input
          id={id}
          className={styles.input}
          aria-invalid={!!error || undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {trailing}
      </div>
    </FieldShell>
  );
}

export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className={styles.iconButton}
          aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={18} />
        </button>
      }
    />
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: { value: string; label: string }[];
  hideLabel?: boolean;
}

export function SelectField({ label, options, hideLabel, className, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hideLabel={hideLabel}>
      <div className={[styles.control, className].filter(Boolean).join(' ')}>
        <select id={id} className={styles.select} {...select}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={16} className={styles.selectChevron} />
      </div>
    </FieldShell>
  );
}

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  children: ReactNode;
  error?: boolean;
}

export function Checkbox({ children, error, className, ...input }: CheckboxProps) {
  const id = useId();
  return (
    <div className={[styles.checkRow, error ? styles.checkError : '', className].filter(Boolean).join(' ')}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        aria-invalid={error || undefined}
        {...input}
      />
      <label htmlFor={id} className={styles.checkLabel}>
        {children}
      </label>
    </div>
  );
}
