import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from '../spinner/spinner.tsx';
import styles from './button.module.css';

export type ButtonVariant = 'gold' | 'primary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  loading?: boolean;
  icon?: ReactNode;
}

export function buttonClass(
  variant: ButtonVariant = 'gold',
  size: ButtonSize = 'md',
  block = false,
  extra = '',
) {
  return [styles.button, styles[variant], styles[size], block ? styles.block : '', extra]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant = 'gold',
  size = 'md',
  block = false,
  loading = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, size, block, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size={16} /> : icon}
      {children !== undefined && <span className={styles.label}>{children}</span>}
    </button>
  );
}
