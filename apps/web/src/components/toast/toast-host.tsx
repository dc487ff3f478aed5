import { Icon } from '../icon/icon.tsx';
import styles from './toast.module.css';
import { useToasts } from './toast-store.ts';

/** Renders the toasts in a polite live region. Mount once, beside the modal host. */
export function ToastHost() {
  const toasts = useToasts();
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`${styles.toast} ${styles[toast.tone]}`}>
          <Icon
            name={toast.tone === 'error' ? 'error' : toast.tone === 'info' ? 'info' : 'success'}
            size={18}
          />
          <span>{toast.message}</span>
        </div>
      ))}
    </div>
  );
}
