import type { TConsolidatedFunds, TGameVendorLane } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client.ts';
import en from '../../../../locales/en.json';
import { fundsQuery, merchantWalletQuery } from '../api/game-wallets-api.ts';
import { SeamlessWalletPage, type SeamlessWalletPageProps } from './seamless-wallet.tsx';

/**
 * The seamless wallet page's states, drawn as the server would draw them (no DOM here): the
 * queries are seeded in the cache under the key of a tab without a session token, which is where
 * the page reads them in this environment.
 */
const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } } });

function render(props: Partial<SeamlessWalletPageProps>, seed?: (client: QueryClient) => void) {
  const client = new QueryClient();
  seed?.(client);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <SeamlessWalletPage
            loggedIn
            trial={false}
            lanes={{ data: [], isPending: false, isError: false, error: null, refetch: () => {} }}
            categoryIcons={{} as SeamlessWalletPageProps['categoryIcons']}
            vendorHref={() => '/'}
            depositTo="/account/depositv2"
            walletTo="/account/wallet"
            brandCurrency={{ code: 'THB', symbol: '฿' }}
            onLogin={() => {}}
            onRegister={() => {}}
            {...props}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const lanes: TGameVendorLane[] = [
  {
    gameCategory: 'LIVE',
    title: 'LIVE',
    cards: [{ vassalage: 'EVO', displayName: 'Evo Live', gameType: 'LIVE', iconUrl: '', maintenance: false }],
  },
  {
    gameCategory: 'SPORTS',
    title: 'SPORTS',
    cards: [
      {
        vassalage: 'ARENA',
        displayName: 'Arena Sports',
        gameType: 'SPORTS',
        iconUrl: '',
        maintenance: false,
      },
      { vassalage: 'BTI', displayName: 'BTi Sports', gameType: 'SPORTS', iconUrl: '', maintenance: true },
    ],
  },
];
const ready = { data: lanes, isPending: false, isError: false, error: null, refetch: () => {} };

const funds = (gameWallets: TConsolidatedFunds['gameWallets'], balance = '1250.00'): TConsolidatedFunds => ({
  balance,
  currency: 'THB',
  gameWallets,
  total: '1400.00',
});

const seed = (isSingle: boolean, data: TConsolidatedFunds) => (client: QueryClient) => {
  client.setQueryData(merchantWalletQuery('').queryKey, { isSingle });
  client.setQueryData(fundsQuery('').queryKey, data);
};

const failing = (client: QueryClient) => {
  client.setQueryData(merchantWalletQuery('').queryKey, { isSingle: false });
  client
    .getQueryCache()
    .build(client, { queryKey: [...fundsQuery('').queryKey] })
    .setState({
      status: 'error',
      error: new ApiError('SERVICE_UNAVAILABLE', 'Service unavailable', 503),
      fetchStatus: 'idle',
    });
};

/** The text of the markup, tags left out, to read like a person would. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('seamless wallet page', () => {
  it('explains one wallet to a visitor, with log in and register', () => {
    const html = render({ loggedIn: false });
    expect(html).toContain('data-testid="seamless-visitor"');
    expect(text(html)).toContain('One wallet for every game');
    expect(text(html)).toContain('How one wallet works');
    expect(text(html)).toContain('Log in to see your wallet');
    expect(html).toMatch(/<button[^>]*>.*Log in.*<\/button>/);
    expect(html).toMatch(/<button[^>]*>.*Register.*<\/button>/);
    expect(html).not.toContain('central-balance');
  });

  it('asks a trial player to register: game wallets are real money', () => {
    const html = render({ trial: true });
    expect(html).toContain('data-testid="seamless-trial"');
    expect(text(html)).toContain('Free play uses demo money');
    expect(html).not.toContain('central-balance');
  });

  it('shows a placeholder announced as loading while the balances load', () => {
    const html = render({});
    expect(html).toContain('role="status" aria-label="Loading…"');
    expect(html).not.toContain('central-balance');
  });

  it('says so, with the reason and a retry, when the balances cannot be loaded', () => {
    const html = render({}, failing);
    expect(text(html)).toContain('We could not load your wallet.');
    expect(text(html)).toContain('Try again');
  });

  it("shows the member's central wallet in the merchant's currency, and the providers split by wallet", () => {
    const html = render(
      { lanes: ready },
      seed(false, funds([{ vendorCode: 'ARENA', displayName: 'Arena Sports', balance: '150.00' }])),
    );
    expect(html).toMatch(/data-testid="central-balance" data-amount="1250.00"/);
    expect(text(html)).toContain('฿ 1,250.00 THB');
    expect(text(html)).toContain('Recall all to my wallet');
    // ARENA keeps its own wallet, with its balance, recall and transfer; the others play from the wallet.
    const transfer = html.slice(
      html.indexOf('seamless-transfer-wallets'),
      html.indexOf('data-testid="seamless-vendors"'),
    );
    expect(transfer).toContain('data-testid="game-wallet-ARENA"');
    expect(text(transfer)).toContain('150.00 THB');
    expect(transfer).toContain('aria-label="Recall Arena Sports to the main wallet"');
    expect(transfer).toContain('aria-label="Transfer money into the Arena Sports game wallet"');
    const seamless = html.slice(html.indexOf('data-testid="seamless-vendors"'));
    expect(seamless).toContain('data-testid="seamless-vendor-EVO"');
    expect(seamless).toContain('aria-label="Open BTi Sports games"');
    expect(text(seamless)).toContain('Maintenance');
    expect(seamless).not.toContain('seamless-vendor-ARENA');
    expect(text(seamless)).toContain('2 providers');
  });

  it('has nothing to recall when every game plays from the central wallet', () => {
    const html = render({ lanes: ready }, seed(true, funds([])));
    expect(text(html)).toContain('Every game here plays straight from your central wallet');
    expect(text(html)).not.toContain('Recall all to my wallet');
    expect(html).toContain('data-testid="seamless-vendor-ARENA"');
  });

  it('keeps the wallet on screen when only the provider list fails, with a retry there', () => {
    const html = render(
      {
        lanes: {
          data: undefined,
          isPending: false,
          isError: true,
          error: new ApiError('SERVICE_UNAVAILABLE', 'Service unavailable', 503),
          refetch: () => {},
        },
      },
      seed(false, funds([])),
    );
    expect(html).toContain('central-balance');
    expect(text(html)).toContain('We could not load the providers.');
  });

  it('draws placeholders for the provider list while it loads', () => {
    const html = render(
      { lanes: { data: undefined, isPending: true, isError: false, error: null, refetch: () => {} } },
      seed(false, funds([])),
    );
    const seamless = html.slice(html.indexOf('data-testid="seamless-vendors"'));
    expect(seamless).toContain('role="status"');
    expect(seamless).not.toContain('seamless-vendor-');
  });

  it('says so when no provider plays from the wallet', () => {
    const html = render({ lanes: { ...ready, data: [] } }, seed(false, funds([])));
    expect(text(html)).toContain('No provider plays from the central wallet here yet.');
  });
});
