import { TransactionHistory } from '../../features/wallet/components/transaction-history.tsx';
import { useSite } from '../site-context.ts';
import { MoneyShell } from './money-shell.tsx';
import styles from './money.module.css';

/** /account/transactionHistory: the account record (spec §2 transactionHistory). */
export default function TransactionHistoryRoute() {
  const { brand } = useSite();
  return (
    <MoneyShell page="records">
      <section className={styles.recordsCard}>
        <TransactionHistory timeZone={brand.timeZone} />
      </section>
    </MoneyShell>
  );
}
