/**
 * A member's firsts (first and second deposit, first day with a standing bet) merged with what one
 * rebuilt day found. Deposits are told apart by their ledger transaction, so merging the same day
 * twice changes nothing, and days may be rebuilt in any order: the earliest two always win.
 */
export interface DepositSeen {
  transactionId: bigint;
  at: Date;
  amountMinor: bigint;
}

export interface Firsts {
  firstDeposit: DepositSeen | null;
  secondDeposit: DepositSeen | null;
  firstBetDay: string | null;
}

const earlier = (a: DepositSeen, b: DepositSeen) =>
  a.at.getTime() - b.at.getTime() ||
  (a.transactionId < b.transactionId ? -1 : a.transactionId > b.transactionId ? 1 : 0);

export function mergeFirsts(known: Firsts, deposits: readonly DepositSeen[], betDay: string | null): Firsts {
  const byId = new Map<bigint, DepositSeen>();
  for (const d of [known.firstDeposit, known.secondDeposit, ...deposits]) {
    if (d && !byId.has(d.transactionId)) byId.set(d.transactionId, d);
  }
  const [first = null, second = null] = [...byId.values()].sort(earlier);
  const firstBetDay =
    known.firstBetDay === null
      ? betDay
      : betDay === null || known.firstBetDay <= betDay
        ? known.firstBetDay
        : betDay;
  return { firstDeposit: first, secondDeposit: second, firstBetDay };
}
