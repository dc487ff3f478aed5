import type { TReconciliationReport } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { byMerchant, mismatchCounts, withReport } from './reconciliation.ts';

const report = (
  id: string,
  over: Partial<TReconciliationReport['mismatches']> = {},
): TReconciliationReport => ({
  id,
  ranAt: '2026-01-01T00:00:00.000Z',
  ok: Object.values(over).every((list) => list.length === 0),
  currencies: [{ currency: 'THB', sum: '0.00', entries: 10 }],
  mismatches: {
    unbalancedTransactions: [],
    balanceMismatches: [],
    negativeMemberAccounts: [],
    danglingEntries: [],
    ...over,
  },
});

describe('reconciliation reports', () => {
  it('counts the problems of each kind', () => {
    const failed = report('2', {
      balanceMismatches: [
        { accountId: '1', owner: 'ROYAL · demo01 CASH', currency: 'THB', cached: '5.00', entries: '4.00' },
      ],
      negativeMemberAccounts: [
        { accountId: '2', owner: 'ROYAL · demo02 CASH', currency: 'THB', balance: '-1.00' },
        { accountId: '3', owner: 'ROYAL · demo03 CASH', currency: 'THB', balance: '-2.00' },
      ],
      danglingEntries: [{ entryId: '9', transactionId: '4', accountId: '999' }],
    });
    expect(mismatchCounts(failed)).toEqual({
      unbalancedTransactions: 0,
      balanceMismatches: 1,
      negativeMemberAccounts: 2,
      danglingEntries: 1,
      total: 4,
    });
    expect(mismatchCounts(report('1')).total).toBe(0);
  });

  it('puts a report just run first, once', () => {
    expect(withReport([report('1'), report('2')], report('2')).map((r) => r.id)).toEqual(['2', '1']);
    expect(withReport(undefined, report('3')).map((r) => r.id)).toEqual(['3']);
  });
});

describe('byMerchant', () => {
  it('groups system accounts per merchant in a stable order', () => {
    const groups = byMerchant([
      { merchantCode: 'ROYAL', kind: 'PSP_CLEARING', currency: 'THB', balance: '-1.00' },
      { merchantCode: 'LOTUS', kind: 'PSP_CLEARING', currency: 'VND', balance: '-5' },
      { merchantCode: 'ROYAL', kind: 'HOUSE', currency: 'THB', balance: '3.00' },
    ]);
    expect(groups.map(([m, list]) => [m, list.map((a) => a.kind)])).toEqual([
      ['LOTUS', ['PSP_CLEARING']],
      ['ROYAL', ['HOUSE', 'PSP_CLEARING']],
    ]);
  });
});
