import type { TConsolidatedFunds } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../../components/button/button.tsx';
import { Card } from '../../../../components/card/card.tsx';
import { EmptyState } from '../../../../components/empty-state/empty-state.tsx';
import { Icon } from '../../../../components/icon/icon.tsx';
import { amountSign } from '../../../../components/money/amount-sign.ts';
import { Money } from '../../../../components/money/money.tsx';
import { Skeleton, SkeletonRows } from '../../../../components/skeleton/skeleton.tsx';
import { describeApiError } from '../../../../lib/api-client.ts';
import { useConsolidatedFunds, useMerchantWallet } from '../api/game-wallets-api.ts';
import { heldInGames } from '../recall.ts';
import { useGameWalletRecall } from '../use-game-wallet-recall.ts';
import { GameWalletList, GameWalletRow } from './game-wallet-row.tsx';
import styles from './game-wallets.module.css';

/**
 * The game wallets (spec §4 "Wallets": balance can be recalled from a game wallet): the main
 * wallet, each transfer-wallet vendor's game balance with a recall button, and "recall all". A
 * merchant whose games all play from the main wallet has nothing to recall, and the page says so.
 */
export function GameWallets({ walletPath }: { walletPath: string }) {
  const { t } = useTranslation();
  const mode = useMerchantWallet();
  const funds = useConsolidatedFunds();

  const failed = mode.isError ? mode : funds.isError && !funds.data ? funds : null;
  if (failed) {
    return (
      <EmptyState
        illustration="error"
        title={t('gameWallets.loadFailed')}
        text={describeApiError(failed.error, (key) => t(key))}
        actions={
          <Button icon={<Icon name="refresh" size={18} />} onClick={() => void failed.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (!mode.data || (!mode.data.isSingle && !funds.data)) return <GameWalletsSkeleton />;
  if (mode.data.isSingle) {
    return (
      <Card label={t('gameWallets.single.title')} testId="game-wallets-single">
        <EmptyState
          illustration="empty"
          title={t('gameWallets.single.title')}
          text={t('gameWallets.single.text')}
          actions={
            <Link to={walletPath} className={buttonClass('gold')}>
              <Icon name="wallet" size={18} />
              {t('gameWallets.toWallet')}
            </Link>
          }
        />
      </Card>
    );
  }
  return <WalletsWithRecall funds={funds.data!} refreshing={funds.isFetching} />;
}

function WalletsWithRecall({ funds, refreshing }: { funds: TConsolidatedFunds; refreshing: boolean }) {
  const { t } = useTranslation();
  const recall = useGameWalletRecall(funds.gameWallets);
  const { running, progress } = recall;
  const inGames = funds.gameWallets.some((w) => amountSign(w.balance) === 'positive');
  const held = heldInGames(funds);

  return (
    <div className={styles.page} data-testid="game-wallets">
      <section className={styles.hero} aria-labelledby="game-wallets-main-title">
        <div className={styles.heroMain}>
          <h2 id="game-wallets-main-title" className={styles.heroLabel}>
            {t('gameWallets.main')}
          </h2>
          <p className={styles.heroAmount} data-testid="main-balance" data-amount={funds.balance}>
            <Money amount={funds.balance} currency={funds.currency} />
          </p>
          <p className={styles.heroHint}>{t('gameWallets.mainHint')}</p>
        </div>
        <dl className={styles.heroStats}>
          <div>
            <dt>{t('gameWallets.inGames')}</dt>
            <dd>
              {held === null ? '—' : <Money amount={held} currency={funds.currency} showCurrency={false} />}
            </dd>
          </div>
          <div>
            <dt>{t('gameWallets.total')}</dt>
            <dd data-testid="funds-total">
              <Money amount={funds.total} currency={funds.currency} showCurrency={false} />
            </dd>
          </div>
        </dl>
        <div className={styles.heroActions}>
          <Button
            variant="gold"
            icon={<Icon name="download" size={18} />}
            loading={recall.runningAll}
            disabled={running || recall.recallable.length === 0}
            onClick={() => void recall.recallAll()}
          >
            {progress
              ? t('gameWallets.recallingAll', { done: progress.settled, total: progress.total })
              : t('gameWallets.recallAll')}
          </Button>
          {!inGames && !running ? <span className={styles.heroNote}>{t('gameWallets.nothing')}</span> : null}
        </div>
      </section>

      <p className="visually-hidden" role="status" aria-live="polite">
        {recall.announcement}
      </p>

      <Card
        id="game-wallets-list-title"
        icon="gamepad"
        title={t('gameWallets.listTitle')}
        text={t('gameWallets.listText')}
        testId="game-wallet-list"
      >
        {funds.gameWallets.length === 0 ? (
          <p className={styles.emptyLine}>{t('gameWallets.noVendors')}</p>
        ) : (
          <GameWalletList busy={refreshing}>
            {funds.gameWallets.map((w) => (
              <GameWalletRow
                key={w.vendorCode}
                name={w.displayName}
                code={w.vendorCode}
                balance={w.balance}
                currency={funds.currency}
                row={recall.row(w.vendorCode)}
                disabled={running}
                onRecall={() => void recall.recallSingle(w.vendorCode)}
              />
            ))}
          </GameWalletList>
        )}
      </Card>
    </div>
  );
}

function GameWalletsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} role="status" aria-label={t('common.loading')}>
      <div className={styles.hero} aria-hidden="true">
        <div className={styles.heroMain}>
          <Skeleton width={140} height={14} />
          <Skeleton width={220} height={40} />
        </div>
      </div>
      <div className={styles.skeletonCard} aria-hidden="true">
        <SkeletonRows rows={2} />
      </div>
    </div>
  );
}
