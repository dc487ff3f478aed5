/**
 * The daily close of members' money over a run of days, per currency. Two independent chains meet on
 * every day: forward from the opening the stored day before left (or, with none, from the ledger),
 * adding each day's movements; and back from the ledger's own balances at the end of the last day,
 * taking each day's movements off. They agree (the day is balanced) when every movement of members'
 * money is in the day it happened; a difference shows the first day it appears.
 */
export interface Movement {
  currency: string;
  day: string;
  amountMinor: bigint;
}

export interface CloseDay {
  currency: string;
  day: string;
  openingMinor: bigint;
  closingMinor: bigint;
  ledgerClosingMinor: bigint;
}

export function closeDays(input: {
  days: readonly string[];
  currencies: readonly string[];
  movements: readonly Movement[];
  /** The ledger's members' money at the end of the last day, per currency (absent: zero). */
  ledgerAtEnd: ReadonlyMap<string, bigint>;
  /** The stored closing of the day before the first, per currency, when that day was built. */
  openingFromBefore: ReadonlyMap<string, bigint>;
}): CloseDay[] {
  const net = new Map<string, bigint>();
  for (const m of input.movements) {
    const key = `${m.currency}|${m.day}`;
    net.set(key, (net.get(key) ?? 0n) + m.amountMinor);
  }
  const moved = (currency: string, day: string) => net.get(`${currency}|${day}`) ?? 0n;
  const rows: CloseDay[] = [];
  for (const currency of input.currencies) {
    // Back from the ledger: the closing of each day.
    const ledgerClosing = new Map<string, bigint>();
    let closing = input.ledgerAtEnd.get(currency) ?? 0n;
    for (let i = input.days.length - 1; i >= 0; i--) {
      const day = input.days[i]!;
      ledgerClosing.set(day, closing);
      closing -= moved(currency, day);
    }
    // Forward from the day before (what the ledger says when that day was never built).
    let opening = input.openingFromBefore.get(currency) ?? closing;
    for (const day of input.days) {
      const dayClosing = opening + moved(currency, day);
      rows.push({
        currency,
        day,
        openingMinor: opening,
        closingMinor: dayClosing,
        ledgerClosingMinor: ledgerClosing.get(day)!,
      });
      opening = dayClosing;
    }
  }
  return rows;
}

/** A stored day is balanced when its own sums hold, both chains agree, and it follows the day before. */
export function isBalanced(
  day: { openingMinor: bigint; closingMinor: bigint; ledgerClosingMinor: bigint },
  movedMinor: bigint,
  previousClosingMinor: bigint | undefined,
): boolean {
  return (
    day.openingMinor + movedMinor === day.closingMinor &&
    day.closingMinor === day.ledgerClosingMinor &&
    (previousClosingMinor === undefined || previousClosingMinor === day.openingMinor)
  );
}
