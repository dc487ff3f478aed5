import { useI18n } from '../i18n/i18n-context.tsx';
import { TopBar } from './top-bar.tsx';

/** A game page whose session could not be opened: the header, the reason, and a retry. */
export function LoadFailed(props: {
  title: string;
  fun: boolean;
  currency: string;
  errorCode: string;
  onRetry: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="shell">
      <TopBar title={props.title} fun={props.fun} balance={null} currency={props.currency} />
      <div className="loading" role="alert">
        <p>{t(`error.${props.errorCode}` as 'error.INTERNAL')}</p>
        <button type="button" className="btn" onClick={props.onRetry}>
          {t('retry')}
        </button>
      </div>
    </div>
  );
}
