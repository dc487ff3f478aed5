import { useEffect } from 'react';
import { isMessageKey } from '../i18n/catalog.ts';
import { useI18n } from '../i18n/i18n-context.tsx';

/** A translated error (house API code) that dismisses itself. */
export function ErrorToast(props: { code: string | null; onDismiss: () => void }) {
  const { t } = useI18n();
  const { code, onDismiss } = props;
  useEffect(() => {
    if (!code) return;
    const timer = setTimeout(onDismiss, 6000);
    return () => clearTimeout(timer);
  }, [code, onDismiss]);
  if (!code) return null;
  const key = `error.${code}`;
  return (
    <div className="toast" role="alert" data-testid="error-toast" data-code={code}>
      <span>{isMessageKey(key) ? t(key) : t('error.INTERNAL')}</span>
      <button type="button" className="icon-button" aria-label={t('dismiss')} onClick={onDismiss}>
        ✕
      </button>
    </div>
  );
}
