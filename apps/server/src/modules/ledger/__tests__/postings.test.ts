import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyToBalances,
  inLockOrder,
  postingProblem,
  reversalOf,
  transferPostings,
  type Posting,
} from '../domain/postings.ts';

const amount = fc.bigInt({ min: 1n, max: 10n ** 15n });
const currency = fc.constantFrom('THB', 'USD', 'VND');

/** A balanced transaction: random debits split across distinct accounts, one balancing credit per currency. */
const balancedPostings = fc
  .uniqueArray(fc.bigInt({ min: 1n, max: 10_000n }), { minLength: 3, maxLength: 8 })
  .chain((accounts) =>
    fc.tuple(
      fc.constant(accounts),
      fc.array(amount, { minLength: accounts.length - 1, maxLength: accounts.length - 1 }),
      currency,
    ),
  )
  .map(([accounts, amounts, cur]) => {
    const debits: Posting[] = amounts.map((a, i) => ({
      accountId: accounts[i]!,
      currency: cur,
      amountMinor: -a,
    }));
    const total = amounts.reduce((s, a) => s + a, 0n);
    return [...debits, { accountId: accounts[accounts.length - 1]!, currency: cur, amountMinor: total }];
  });

describe('postingProblem', () => {
  it('accepts every balanced set of postings on distinct accounts', () => {
    fc.assert(fc.property(balancedPostings, (postings) => postingProblem(postings) === null));
  });

  it('refuses a set whose sum is off by any non-zero amount', () => {
    fc.assert(
      fc.property(balancedPostings, fc.bigInt({ min: -1000n, max: 1000n }), (postings, skew) => {
        fc.pre(skew !== 0n && postings[0]!.amountMinor + skew !== 0n);
        const skewed = [
          { ...postings[0]!, amountMinor: postings[0]!.amountMinor + skew },
          ...postings.slice(1),
        ];
        expect(postingProblem(skewed)).toBe('UNBALANCED');
      }),
    );
  });

  it('balances per currency, not across currencies', () => {
    expect(
      postingProblem([
        { accountId: 1n, currency: 'THB', amountMinor: -100n },
        { accountId: 2n, currency: 'USD', amountMinor: 100n },
      ]),
    ).toBe('UNBALANCED');
  });

  it('refuses zero amounts, a single posting and a repeated account', () => {
    expect(postingProblem([{ accountId: 1n, currency: 'THB', amountMinor: 0n }])).toBe('TOO_FEW_POSTINGS');
    expect(
      postingProblem([
        { accountId: 1n, currency: 'THB', amountMinor: 0n },
        { accountId: 2n, currency: 'THB', amountMinor: 0n },
      ]),
    ).toBe('ZERO_AMOUNT');
    expect(postingProblem(transferPostings(1n, 1n, 'THB', 5n))).toBe('DUPLICATE_ACCOUNT');
  });

  it('refuses amounts a bigint column cannot hold', () => {
    expect(postingProblem(transferPostings(1n, 2n, 'THB', 2n ** 63n))).toBe('OUT_OF_RANGE');
  });
});

describe('reversalOf', () => {
  it('is balanced whenever the original is, and reverses back to the original', () => {
    fc.assert(
      fc.property(balancedPostings, (postings) => {
        expect(postingProblem(reversalOf(postings))).toBeNull();
        expect(reversalOf(reversalOf(postings))).toEqual(postings);
      }),
    );
  });
});

describe('inLockOrder', () => {
  it('sorts by account id, keeps every posting, and is independent of input order', () => {
    fc.assert(
      fc.property(balancedPostings, (postings) => {
        const ordered = inLockOrder(postings);
        expect(ordered).toHaveLength(postings.length);
        for (let i = 1; i < ordered.length; i++)
          expect(ordered[i - 1]!.accountId < ordered[i]!.accountId).toBe(true);
        expect(inLockOrder([...postings].reverse())).toEqual(ordered);
      }),
    );
  });
});

describe('applyToBalances', () => {
  it('never yields a negative balance, and conserves the total of the cached accounts plus the system side', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: 1n, max: 2n * 10n ** 9n }),
        (fromBalance, toBalance, transfer) => {
          const postings = transferPostings(1n, 2n, 'THB', transfer);
          const result = applyToBalances(
            [
              { accountId: 1n, balanceMinor: fromBalance },
              { accountId: 2n, balanceMinor: toBalance },
            ],
            postings,
          );
          if (transfer > fromBalance) {
            expect(result).toEqual({ ok: false, accountId: 1n, shortMinor: transfer - fromBalance });
          } else {
            expect(result.ok).toBe(true);
            if (!result.ok) return;
            const total = result.balances.reduce((s, b) => s + b.balanceMinor, 0n);
            expect(total).toBe(fromBalance + toBalance);
            for (const b of result.balances) expect(b.balanceMinor >= 0n).toBe(true);
          }
        },
      ),
    );
  });

  it('lets an uncached system account absorb a member credit', () => {
    const result = applyToBalances(
      [{ accountId: 7n, balanceMinor: 0n }],
      transferPostings(1n, 7n, 'THB', 500n),
    );
    expect(result).toEqual({ ok: true, balances: [{ accountId: 7n, balanceMinor: 500n }] });
  });
});
