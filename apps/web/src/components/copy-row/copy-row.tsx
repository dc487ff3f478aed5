import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../lib/clipboard.ts';
import { Icon } from '../icon/icon.tsx';
import { showToast } from '../toast/index.ts';
import styles from './copy-row.module.css';

/** A framed list of copy rows (the receiving bank account of a bank-transfer deposit). */
export function CopyList({ children }: { children: ReactNode }) {
  return <div className={styles.list}>{children}</div>;
}

/** A label, a value and a button that copies it (`copyValue` when the shown value is dressed up). */
export function CopyRow({ label, value, copyValue }: { label: string; value: string; copyValue?: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    if (await copyText(copyValue ?? value)) showToast(t('common.copiedLabel', { label }));
    else showToast(t('common.copyFailed'), 'error');
  };
  return (
    <div className={styles.row}>
      <span className={styles.label}>{label}</span>
      <span className={styles.value}>{value}</span>
      <button
        type="button"
        className={styles.button}
        aria-label={t('common.copyLabel', { label })}
        title={t('common.copyLabel', { label })}
        onClick={() => void copy()}
      >
        <Icon name="copy" size={16} />
      </button>
    </div>
  );
}
