import { useCallback, useEffect, useState } from 'react';
import { BetView } from './views/bet-view.tsx';
import { DrawsView, type MenuDraw } from './views/draws-view.tsx';
import { ResultsView } from './views/results-view.tsx';
import { TicketsView } from './views/tickets-view.tsx';
import { VerifyView } from './views/verify-view.tsx';
import { HTML_LANG, type MessageKey } from './i18n/catalog.ts';
import { I18nProvider, useI18n } from './i18n/i18n-context.tsx';
import { apiGet } from './lib/api.ts';
import { readLaunch, type Launch } from './lib/launch.ts';
import { showMoney } from './lib/money.ts';
import type { Menu } from './lib/types.ts';

type Tab = 'draws' | 'tickets' | 'results' | 'verify';
const TABS: Tab[] = ['draws', 'tickets', 'results', 'verify'];

/** The lottery's pages: /play (draws, betting, tickets, results) and /verify (the fast-draw verifier). */
export function App() {
  const launch = readLaunch();
  useEffect(() => {
    document.documentElement.lang = HTML_LANG[launch.language];
  }, [launch.language]);
  return (
    <I18nProvider language={launch.language}>
      <Shell launch={launch} />
    </I18nProvider>
  );
}

/** How often the shown balance is read again while the page is visible. */
const BALANCE_REFRESH_MS = 15_000;

function initialTab(): Tab {
  if (window.location.pathname.startsWith('/verify')) return 'verify';
  const tab = new URLSearchParams(window.location.search).get('tab');
  return TABS.includes(tab as Tab) ? (tab as Tab) : 'draws';
}

function Shell({ launch }: { launch: Launch }) {
  const { t } = useI18n();
  const [tab, setTab] = useState<Tab>(initialTab);
  const [betting, setBetting] = useState<{ draw: MenuDraw; menu: Menu } | null>(null);
  const [verifyDrawId, setVerifyDrawId] = useState<string | null>(
    new URLSearchParams(window.location.search).get('drawId'),
  );
  const [balance, setBalance] = useState<string | null>(null);
  const [currency, setCurrency] = useState(launch.currency);
  const signedIn = !!(launch.token && launch.user);
  // backUrl is a path of the site that opened the page: its origin is the referrer's.
  const backHref =
    launch.backUrl && document.referrer ? new URL(launch.backUrl, document.referrer).toString() : null;

  const refreshBalance = useCallback(() => {
    if (!signedIn) return;
    apiGet<{ currency: string; balance: string | null }>('/api/lottery/session', {
      token: launch.token!,
      user: launch.user!,
    })
      .then((s) => {
        setBalance(s.balance);
        setCurrency(s.currency);
      })
      .catch(() => setBalance(null));
  }, [launch.token, launch.user, signedIn]);
  useEffect(refreshBalance, [refreshBalance]);
  // Wins arrive while the player is on any screen (a fast draw settles every minute): the balance is
  // read again every little while the page is shown, and as soon as it is shown again.
  useEffect(() => {
    if (!signedIn) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') refreshBalance();
    }, BALANCE_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') refreshBalance();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refreshBalance, signedIn]);

  useEffect(() => {
    document.title = tab === 'verify' ? t('verify.title') : t('app.title');
  }, [tab, t]);

  const openVerify = (id: string) => {
    setVerifyDrawId(id);
    setBetting(null);
    setTab('verify');
  };

  return (
    <div className="shell">
      <header className="top-bar">
        {backHref ? (
          <a className="back" href={backHref} target="_top">
            ‹ {t('app.back')}
          </a>
        ) : null}
        <h1>{t('app.title')}</h1>
        {balance !== null ? (
          <span className="balance" aria-label={t('app.balance')} data-testid="lottery-balance">
            {showMoney(balance, currency)}
          </span>
        ) : null}
      </header>
      <nav className="tabs" role="tablist" aria-label={t('app.title')}>
        {TABS.map((id) => (
          <button
            key={id}
            role="tab"
            type="button"
            aria-selected={tab === id}
            className={tab === id ? 'tab active' : 'tab'}
            onClick={() => {
              setTab(id);
              setBetting(null);
            }}
          >
            {t(`tab.${id}` as MessageKey)}
          </button>
        ))}
      </nav>
      <main className="content">
        {tab === 'draws' && betting ? (
          <BetView
            launch={launch}
            draw={betting.draw}
            menu={betting.menu}
            onBack={() => setBetting(null)}
            onPlaced={refreshBalance}
            onTickets={() => {
              setBetting(null);
              setTab('tickets');
            }}
          />
        ) : tab === 'draws' ? (
          <DrawsView launch={launch} onBet={(draw, menu) => setBetting({ draw, menu })} />
        ) : tab === 'tickets' ? (
          <TicketsView
            launch={launch}
            currency={currency}
            onVerify={openVerify}
            onBalanceMoved={refreshBalance}
          />
        ) : tab === 'results' ? (
          <ResultsView onVerify={openVerify} />
        ) : (
          <VerifyView initialDrawId={verifyDrawId} />
        )}
      </main>
    </div>
  );
}
