/**
 * Win/loss figures of a team or a member over a period, as the reports show them: from the
 * members' side, so a positive win/loss is what the members won (and the house lost).
 */
export interface WinLossSums {
  validBetMinor: bigint;
  payoutMinor: bigint;
  bonusMinor: bigint;
  rebateMinor: bigint;
  depositsMinor: bigint;
  withdrawalsMinor: bigint;
}

export interface WinLossFigures extends WinLossSums {
  winLossMinor: bigint;
  netMinor: bigint;
}

export function winLossFigures(s: WinLossSums): WinLossFigures {
  const winLossMinor = s.payoutMinor - s.validBetMinor;
  return { ...s, winLossMinor, netMinor: winLossMinor + s.bonusMinor + s.rebateMinor };
}

export const ZERO_SUMS: WinLossSums = {
  validBetMinor: 0n,
  payoutMinor: 0n,
  bonusMinor: 0n,
  rebateMinor: 0n,
  depositsMinor: 0n,
  withdrawalsMinor: 0n,
};

export function addSums(a: WinLossSums, b: WinLossSums): WinLossSums {
  return {
    validBetMinor: a.validBetMinor + b.validBetMinor,
    payoutMinor: a.payoutMinor + b.payoutMinor,
    bonusMinor: a.bonusMinor + b.bonusMinor,
    rebateMinor: a.rebateMinor + b.rebateMinor,
    depositsMinor: a.depositsMinor + b.depositsMinor,
    withdrawalsMinor: a.withdrawalsMinor + b.withdrawalsMinor,
  };
}
