import { Card } from '../../components/card/card.tsx';
import { TransactionHistory } from '../../features/wallet/components/transaction-history.tsx';
import { useSite } from '../site-context.ts';
import { MoneyShell } from './money-shell.tsx';

/** /account/transactionHistory: the account record (spec §2 transactionHistory). */
export default function TransactionHistoryRoute() {
  const { brand } = useSite();
  return (
    <MoneyShell page="records">
      <Card>
        <TransactionHistory timeZone={brand.timeZone} />
      </Card>
    </MoneyShell>
  );
}
