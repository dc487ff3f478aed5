import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolvePeriod } from '../domain/period.ts';
import { accountTypeOf, linkCodeFrom, LINK_CODE_LENGTH, memberTypeFor } from '../domain/team.ts';
import { closureByWalking, closureRowsFor, sortedRows, type ClosureRow } from '../domain/tree.ts';
import { addSums, winLossFigures, ZERO_SUMS } from '../domain/win-loss.ts';

/** A random forest: member i's parent is none or one of the members before it (insert order). */
const arbForest = fc
  .array(fc.option(fc.nat(), { nil: null }), { minLength: 1, maxLength: 40 })
  .map((choices) => choices.map((c, i) => (c === null || i === 0 ? null : c % i)));

describe('agent tree closure', () => {
  it('built one insert at a time equals walking the parent links', () => {
    fc.assert(
      fc.property(arbForest, (parentIndex) => {
        const ids = parentIndex.map((_, i) => `m${String(i).padStart(3, '0')}`);
        const rows: ClosureRow[] = [];
        for (const [i, p] of parentIndex.entries()) {
          const chain = p === null ? [] : rows.filter((r) => r.descendant === ids[p]);
          rows.push(...closureRowsFor(ids[i]!, chain));
        }
        const parents = new Map(
          ids.map((id, i) => [id, parentIndex[i] === null ? null : ids[parentIndex[i]!]!]),
        );
        expect(sortedRows(rows)).toEqual(sortedRows(closureByWalking(parents)));
      }),
    );
  });

  it('gives each member one row per ancestor, itself at depth 0', () => {
    const parents = new Map<string, string | null>([
      ['a', null],
      ['b', 'a'],
      ['c', 'b'],
    ]);
    expect(sortedRows(closureByWalking(parents))).toEqual(
      sortedRows([
        { ancestor: 'a', descendant: 'a', depth: 0 },
        { ancestor: 'a', descendant: 'b', depth: 1 },
        { ancestor: 'a', descendant: 'c', depth: 2 },
        { ancestor: 'b', descendant: 'b', depth: 0 },
        { ancestor: 'b', descendant: 'c', depth: 1 },
        { ancestor: 'c', descendant: 'c', depth: 0 },
      ]),
    );
  });

  it('refuses to walk a cycle', () => {
    expect(() =>
      closureByWalking(
        new Map([
          ['a', 'b'],
          ['b', 'a'],
        ]),
      ),
    ).toThrow(/cycle/);
  });
});

describe('report periods', () => {
  it('defaults to today, takes one end as a single day, and refuses reversed, unreal or too long periods', () => {
    expect(resolvePeriod({}, '2026-03-10', 92)).toEqual({
      ok: true,
      from: '2026-03-10',
      to: '2026-03-10',
      days: 1,
    });
    expect(resolvePeriod({ to: '2026-03-01' }, '2026-03-10', 92)).toMatchObject({ from: '2026-03-01' });
    expect(resolvePeriod({ from: '2026-03-01' }, '2026-03-10', 92)).toMatchObject({
      to: '2026-03-10',
      days: 10,
    });
    expect(resolvePeriod({ from: '2026-03-11', to: '2026-03-10' }, '2026-03-10', 92)).toEqual({
      ok: false,
      field: 'from',
    });
    expect(resolvePeriod({ from: '2026-02-30' }, '2026-03-10', 92)).toEqual({ ok: false, field: 'from' });
    expect(resolvePeriod({ to: '2026-13-01' }, '2026-03-10', 92)).toEqual({ ok: false, field: 'to' });
    expect(resolvePeriod({ from: '2025-12-08', to: '2026-03-09' }, '2026-03-10', 92)).toMatchObject({
      days: 92,
    });
    expect(resolvePeriod({ from: '2025-12-07', to: '2026-03-09' }, '2026-03-10', 92)).toMatchObject({
      ok: false,
    });
  });

  it('counts the days of any valid period across month and leap-year ends', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.nat(91),
        (start, extra) => {
          const from = start.toISOString().slice(0, 10);
          const to = new Date(start.getTime() + extra * 86_400_000).toISOString().slice(0, 10);
          expect(resolvePeriod({ from, to }, to, 92)).toEqual({ ok: true, from, to, days: extra + 1 });
        },
      ),
    );
  });
});

describe('team rules', () => {
  it('names agent types AGENT and creates sub-agents for agent accounts', () => {
    expect([0, 1, 2, 41, 42, 4].map(accountTypeOf)).toEqual([
      'MEMBER',
      'AGENT',
      'AGENT',
      'AGENT',
      'AGENT',
      'MEMBER',
    ]);
    expect(memberTypeFor('AGENT')).toBe(2);
    expect(memberTypeFor('MEMBER')).toBe(0);
  });

  it('draws link codes from an alphabet without look-alike characters', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: LINK_CODE_LENGTH, maxLength: 32 }), (bytes) => {
        expect(linkCodeFrom(bytes)).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
      }),
    );
    expect(() => linkCodeFrom(new Uint8Array(3))).toThrow();
  });

  it('win/loss is the members’ result; net adds bonus and rebate; sums add up', () => {
    const a = {
      ...ZERO_SUMS,
      validBetMinor: 3_000n,
      payoutMinor: 2_500n,
      bonusMinor: 100n,
      depositsMinor: 50_000n,
    };
    expect(winLossFigures(a)).toMatchObject({ winLossMinor: -500n, netMinor: -400n });
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        (bet, payout, rebate) => {
          const s = { ...ZERO_SUMS, validBetMinor: bet, payoutMinor: payout, rebateMinor: rebate };
          const twice = winLossFigures(addSums(s, s));
          expect(twice.netMinor).toBe(2n * winLossFigures(s).netMinor);
        },
      ),
    );
  });
});
