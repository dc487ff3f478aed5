import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ui.module.css';

interface Toast {
  id: number;
  text: string;
  tone: 'success' | 'error';
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Shows a short confirmation after a mutation; it leaves by itself after 3.5 s. */
export function toast(text: string, tone: Toast['tone'] = 'success') {
  const id = nextId++;
  toasts = [...toasts, { id, text, tone }];
  emit();
  setTimeout(() => dismiss(id), 3500);
}

function dismiss(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function Toaster() {
  const { t } = useTranslation();
  const list = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
  );
  return (
    <div className={styles.toasts} role="status" aria-live="polite">
      {list.map((item) => (
        <div key={item.id} className={`${styles.toast} ${item.tone === 'error' ? styles.toastError : ''}`}>
          <span style={{ flex: 1 }}>{item.text}</span>
          <button
            type="button"
            className={`${styles.button} ${styles.ghost}`}
            aria-label={t('common.close')}
            onClick={() => dismiss(item.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
