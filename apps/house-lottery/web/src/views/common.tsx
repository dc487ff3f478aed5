import { isMessageKey } from '../i18n/catalog.ts';
import { useI18n } from '../i18n/i18n-context.tsx';

export function Loading() {
  const { t } = useI18n();
  return (
    <p className="loading" role="status">
      {t('common.loading')}
    </p>
  );
}

/** A failed call, in words, with a retry. */
export function ErrorNotice({ code, onRetry }: { code: string; onRetry?: () => void }) {
  const { t } = useI18n();
  const key = `error.${code}`;
  return (
    <div className="notice error" role="alert">
      <span>{isMessageKey(key) ? t(key) : t('error.INTERNAL')}</span>
      {onRetry ? (
        <button type="button" className="ghost" onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}

export const errorText = (code: string, t: ReturnType<typeof useI18n>['t']) => {
  const key = `error.${code}`;
  return isMessageKey(key) ? t(key) : t('error.INTERNAL');
};
