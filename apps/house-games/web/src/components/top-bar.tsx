import { useI18n } from '../i18n/i18n-context.tsx';
import { formatAmount } from '../lib/money.ts';

/** Title, demo ribbon, balance and the theme switch: the header of every game page. */
export function TopBar(props: {
  title: string;
  subtitle?: string | undefined;
  fun: boolean;
  balance: string | null;
  currency: string;
  extra?: React.ReactNode;
}) {
  const { t, language } = useI18n();
  const toggleTheme = () => {
    const root = document.documentElement;
    const next = root.dataset.theme === 'light' ? 'dark' : 'light';
    root.dataset.theme = next;
    root.style.colorScheme = next;
  };
  return (
    <>
      {props.fun && (
        <div className="demo-ribbon" data-testid="demo-ribbon" aria-hidden="true">
          {t('demo.ribbon')}
        </div>
      )}
      <header className="topbar">
        <div style={{ minWidth: 0, paddingLeft: props.fun ? 34 : 0 }}>
          <h1 data-testid="game-title">{props.title}</h1>
          {props.subtitle && <div className="sub">{props.subtitle}</div>}
          {props.fun && <span className="visually-hidden">{t('demo.notice')}</span>}
        </div>
        <div className="spacer" />
        {props.extra}
        <div className="balance" aria-live="polite">
          <span className="label">{t('balance')}</span>
          <span className="amount" data-testid="balance">
            {props.balance === null ? '—' : formatAmount(props.balance, props.currency, language)}
          </span>
        </div>
        <button type="button" className="icon-button" aria-label={t('theme.toggle')} onClick={toggleTheme}>
          ◐
        </button>
      </header>
    </>
  );
}
