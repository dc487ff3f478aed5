import type { GameCategory, TConsolidatedFunds, TGameVendorLane } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../../components/button/button.tsx';
import { Card } from '../../../../components/card/card.tsx';
import { EmptyState } from '../../../../components/empty-state/empty-state.tsx';
import { IconBadge } from '../../../../components/icon-badge/icon-badge.tsx';
import { Icon, type IconName } from '../../../../components/icon/icon.tsx';
import { amountSign } from '../../../../components/money/amount-sign.ts';
import { Money } from '../../../../components/money/money.tsx';
import { recordListState } from '../../../../components/record-list/record-list-state.ts';
import { Skeleton, SkeletonCard, SkeletonRows } from '../../../../components/skeleton/skeleton.tsx';
import { StatusPill } from '../../../../components/status-pill/status-pill.tsx';
import { StepNumber } from '../../../../components/step-number/step-number.tsx';
import { describeApiError } from '../../../../lib/api-client.ts';
import { formatMoneyText } from '../../../../lib/format.ts';
import { useConsolidatedFunds, useMerchantWallet } from '../api/game-wallets-api.ts';
import { heldInGames } from '../recall.ts';
import { seamlessPageState, splitWalletVendors, type WalletVendor } from '../seamless-view.ts';
import { useGameWalletRecall } from '../use-game-wallet-recall.ts';
import { useGameWalletTransfer } from '../use-game-wallet-transfer.ts';
import { GameWalletList, GameWalletRow } from './game-wallet-row.tsx';
import { GameWalletTransferDialog } from './game-wallet-transfer-dialog.tsx';
import styles from './seamless-wallet.module.css';

/** The lobby's providers, as the page that composes this one reads them. */
export interface LanesView {
  data?: readonly TGameVendorLane[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface SeamlessWalletPageProps {
  loggedIn: boolean;
  trial: boolean;
  lanes: LanesView;
  categoryIcons: Readonly<Record<GameCategory, IconName>>;
  /** A provider's games in the lobby. */
  vendorHref: (vendor: { gameType: GameCategory; vassalage: string }) => string;
  depositTo: string;
  walletTo: string;
  /** The brand's currency and its symbol (shown before the balance in that currency). */
  brandCurrency: { code: string; symbol: string };
  onLogin: () => void;
  onRegister: () => void;
}

/**
 * The seamless wallet (spec §2 "/seamless", §4 "Wallets"): the member's central wallet, the
 * providers whose games bet straight from it, the transfer-wallet providers with their game
 * balances (money moved in, recalled one by one or all at once), and how the one wallet works.
 * Visitors and trial players get the explanation and the way in.
 */
export function SeamlessWalletPage(props: SeamlessWalletPageProps) {
  const { t } = useTranslation();
  const mode = useMerchantWallet();
  const funds = useConsolidatedFunds();
  const state = seamlessPageState({ loggedIn: props.loggedIn, trial: props.trial, mode, funds });

  switch (state.kind) {
    case 'visitor':
      return (
        <div className={styles.page} data-testid="seamless-visitor">
          <Highlights />
          <HowItWorks />
          <EmptyState
            illustration="lock"
            title={t('seamless.visitor.title')}
            text={t('seamless.visitor.text')}
            actions={
              <>
                <Button onClick={props.onLogin}>{t('header.login')}</Button>
                <Button variant="ghost" onClick={props.onRegister}>
                  {t('header.register')}
                </Button>
              </>
            }
          />
        </div>
      );
    case 'trial':
      return (
        <div className={styles.page} data-testid="seamless-trial">
          <EmptyState
            illustration="lock"
            title={t('cashier.trialTitle')}
            text={t('seamless.trialText')}
            actions={<Button onClick={props.onRegister}>{t('header.register')}</Button>}
          />
          <HowItWorks />
        </div>
      );
    case 'error': {
      const failed = state.failed === 'mode' ? mode : funds;
      return (
        <EmptyState
          illustration="error"
          title={t('seamless.loadFailed')}
          text={describeApiError(failed.error, (key) => t(key))}
          actions={
            <Button icon={<Icon name="refresh" size={18} />} onClick={() => void failed.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      );
    }
    case 'loading':
      return <SeamlessSkeleton />;
    case 'ready':
      return (
        <MemberWallet {...props} funds={state.funds} single={state.single} refreshing={funds.isFetching} />
      );
  }
}

function MemberWallet({
  funds,
  single,
  refreshing,
  lanes,
  categoryIcons,
  vendorHref,
  depositTo,
  walletTo,
  brandCurrency,
}: SeamlessWalletPageProps & { funds: TConsolidatedFunds; single: boolean; refreshing: boolean }) {
  const { t } = useTranslation();
  const recall = useGameWalletRecall(funds.gameWallets);
  const transfer = useGameWalletTransfer();
  const [transferTo, setTransferTo] = useState<{ code: string; name: string } | null>(null);
  const { seamless, transfer: transferVendors } = splitWalletVendors(lanes.data ?? [], funds.gameWallets);
  const held = heldInGames(funds);
  const inGames = funds.gameWallets.some((w) => amountSign(w.balance) === 'positive');
  const symbol = brandCurrency.code === funds.currency ? brandCurrency.symbol : '';
  const categoryText = (v: WalletVendor) => v.categories.map((c) => t(`nav.${c}`)).join(' · ');
  const listState = recordListState({
    isPending: lanes.isPending,
    isError: lanes.isError,
    items: lanes.data ? seamless : undefined,
  });

  return (
    <div className={styles.page} data-testid="seamless-wallet">
      <section className={styles.hero} aria-labelledby="seamless-central-title">
        <div className={styles.heroGlow} aria-hidden="true" />
        <div className={styles.heroMain}>
          <h2 id="seamless-central-title" className={styles.heroLabel}>
            <Icon name="wallet" size={16} />
            {t('seamless.central')}
          </h2>
          <p className={styles.heroAmount} data-testid="central-balance" data-amount={funds.balance}>
            {symbol ? <span className={styles.heroSymbol}>{symbol}</span> : null}
            <span>{formatMoneyText(funds.balance, funds.currency)}</span>
            <span className={styles.heroCurrency}>{funds.currency}</span>
          </p>
          <p className={styles.heroHint}>{t('seamless.centralHint')}</p>
        </div>
        <dl className={styles.heroStats}>
          <div>
            <dt>{t('gameWallets.inGames')}</dt>
            <dd data-testid="in-game-wallets">
              {held === null ? '—' : <Money amount={held} currency={funds.currency} showCurrency={false} />}
            </dd>
          </div>
          <div>
            <dt>{t('gameWallets.total')}</dt>
            <dd>
              <Money amount={funds.total} currency={funds.currency} showCurrency={false} />
            </dd>
          </div>
        </dl>
        <div className={styles.heroActions}>
          <Link to={depositTo} className={buttonClass('gold')}>
            <Icon name="plus" size={18} />
            {t('balance.deposit')}
          </Link>
          {single ? null : (
            <Button
              variant="outline"
              className={styles.heroGhost}
              icon={<Icon name="download" size={18} />}
              loading={recall.runningAll}
              disabled={recall.running || recall.recallable.length === 0}
              onClick={() => void recall.recallAll()}
            >
              {recall.progress
                ? t('gameWallets.recallingAll', {
                    done: recall.progress.settled,
                    total: recall.progress.total,
                  })
                : t('seamless.recallAll')}
            </Button>
          )}
          <Link to={walletTo} className={buttonClass('ghost', 'md', false, styles.heroLink)}>
            {t('gameWallets.toWallet')}
            <Icon name="chevronRight" size={16} />
          </Link>
        </div>
        {!single && !inGames && !recall.running ? (
          <p className={styles.heroNote}>{t('gameWallets.nothing')}</p>
        ) : null}
      </section>

      <p className="visually-hidden" role="status" aria-live="polite">
        {recall.announcement}
      </p>

      <Card
        id="seamless-transfer-title"
        icon="swap"
        title={t('seamless.transferList.title')}
        text={t(single ? 'seamless.transferList.singleText' : 'seamless.transferList.text')}
        testId="seamless-transfer-wallets"
      >
        {single ? (
          <p className={styles.emptyLine}>
            <Icon name="success" size={18} />
            {t('seamless.transferList.single')}
          </p>
        ) : (
          <GameWalletList busy={refreshing}>
            {transferVendors.map((v) => (
              <GameWalletRow
                key={v.code}
                name={v.name}
                code={v.code}
                detail={categoryText(v) || v.code}
                icon={v.categories[0] ? categoryIcons[v.categories[0]] : 'gamepad'}
                balance={v.balance}
                currency={funds.currency}
                row={recall.row(v.code)}
                disabled={recall.running}
                onRecall={() => void recall.recallSingle(v.code)}
                onTransferIn={() => setTransferTo({ code: v.code, name: v.name })}
              />
            ))}
          </GameWalletList>
        )}
      </Card>

      <Card
        id="seamless-vendors-title"
        icon="bolt"
        title={t('seamless.seamlessList.title')}
        text={t('seamless.seamlessList.text')}
        actions={
          listState === 'ready' ? (
            <StatusPill tone="success" size="sm">
              {t('seamless.vendorCount', { count: seamless.length })}
            </StatusPill>
          ) : null
        }
        testId="seamless-vendors"
      >
        {listState === 'loading' ? <SkeletonRows rows={3} variant="bar" /> : null}
        {listState === 'error' ? (
          <div className={styles.listFailure}>
            <p>
              {t('seamless.seamlessList.loadFailed')}{' '}
              <span className={styles.failureDetail}>{describeApiError(lanes.error, (key) => t(key))}</span>
            </p>
            <Button
              size="sm"
              variant="outline"
              icon={<Icon name="refresh" size={16} />}
              onClick={() => void lanes.refetch()}
            >
              {t('common.retry')}
            </Button>
          </div>
        ) : null}
        {listState === 'empty' ? (
          <p className={styles.emptyLine}>{t('seamless.seamlessList.empty')}</p>
        ) : null}
        {listState === 'ready' ? (
          <ul className={styles.vendors} aria-labelledby="seamless-vendors-title">
            {seamless.map((v) => (
              <li key={v.code} data-testid={`seamless-vendor-${v.code}`}>
                <Link
                  to={vendorHref({ gameType: v.categories[0] ?? 'RNG', vassalage: v.code })}
                  className={styles.vendor}
                  aria-label={t('vendor.openGames', { vendor: v.name })}
                >
                  <IconBadge icon={v.categories[0] ? categoryIcons[v.categories[0]] : 'gamepad'} size={36} />
                  <span className={styles.vendorText}>
                    <span className={styles.vendorName}>{v.name}</span>
                    <span className={styles.vendorCategories}>{categoryText(v)}</span>
                  </span>
                  {v.maintenance ? (
                    <StatusPill tone="muted" size="sm">
                      {t('vendor.maintenance')}
                    </StatusPill>
                  ) : (
                    <Icon name="chevronRight" size={16} />
                  )}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </Card>

      <HowItWorks />

      <GameWalletTransferDialog
        vendor={transferTo}
        available={funds.balance}
        currency={funds.currency}
        transfer={transfer}
        depositTo={depositTo}
        onClose={() => setTransferTo(null)}
      />
    </div>
  );
}

const HIGHLIGHTS = [
  { key: 'oneBalance', icon: 'wallet' },
  { key: 'instant', icon: 'bolt' },
  { key: 'recall', icon: 'download' },
] as const satisfies readonly { key: string; icon: IconName }[];

/** What one wallet gives the player, for a visitor deciding to join. */
function Highlights() {
  const { t } = useTranslation();
  return (
    <section className={styles.intro} aria-labelledby="seamless-intro-title">
      <div className={styles.heroGlow} aria-hidden="true" />
      <h2 id="seamless-intro-title" className={styles.introTitle}>
        {t('seamless.intro.title')}
      </h2>
      <p className={styles.introText}>{t('seamless.intro.text')}</p>
      <ul className={styles.highlights}>
        {HIGHLIGHTS.map((h) => (
          <li key={h.key}>
            <IconBadge icon={h.icon} tone="gold" size={40} />
            <span>
              <strong>{t(`seamless.intro.${h.key}.title`)}</strong>
              <span>{t(`seamless.intro.${h.key}.text`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const STEPS = ['deposit', 'play', 'recall'] as const;

/** How the one wallet works, in three steps (the member and the visitor see the same). */
function HowItWorks() {
  const { t } = useTranslation();
  return (
    <Card id="seamless-how-title" icon="info" title={t('seamless.how.title')} text={t('seamless.how.text')}>
      <ol className={styles.steps}>
        {STEPS.map((step, i) => (
          <li key={step}>
            <StepNumber n={i + 1} />
            <span>
              <strong>{t(`seamless.how.${step}.title`)}</strong>
              <span>{t(`seamless.how.${step}.text`)}</span>
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

function SeamlessSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} role="status" aria-label={t('common.loading')}>
      <div className={styles.hero} aria-hidden="true">
        <div className={styles.heroMain}>
          <Skeleton inverse width={140} height={14} />
          <Skeleton inverse width={240} height={44} />
        </div>
      </div>
      <SkeletonCard lines={3} />
      <SkeletonCard lines={4} />
    </div>
  );
}
