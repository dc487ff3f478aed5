import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashbackMinor, depositBonusMinor, ineligibility, rankTickets } from '../domain/eligibility.ts';

const now = new Date('2026-06-10T00:00:00Z');
const rules = {
  newMemberDays: null,
  minDeposits: null,
  maxDeposits: null,
  vipLevels: [] as string[],
  memberTags: [] as string[],
};
const member = {
  registeredAt: new Date('2026-06-01T00:00:00Z'),
  completedDeposits: 0,
  vipLevel: '1',
  tags: [] as string[],
};

describe('eligibility', () => {
  it('lets anyone in without rules', () => {
    expect(ineligibility(rules, member, now)).toBeNull();
  });
  it('checks new members, deposit counts and VIP levels', () => {
    expect(ineligibility({ ...rules, newMemberDays: 5 }, member, now)).toBe('NOT_NEW_MEMBER');
    expect(ineligibility({ ...rules, newMemberDays: 9 }, member, now)).toBeNull();
    expect(ineligibility({ ...rules, minDeposits: 1 }, member, now)).toBe('DEPOSIT_COUNT');
    expect(ineligibility({ ...rules, maxDeposits: 0 }, member, now)).toBeNull();
    expect(ineligibility({ ...rules, maxDeposits: 2 }, { ...member, completedDeposits: 3 }, now)).toBe(
      'DEPOSIT_COUNT',
    );
    expect(ineligibility({ ...rules, vipLevels: ['2', '3'] }, member, now)).toBe('VIP_LEVEL');
    expect(ineligibility({ ...rules, vipLevels: ['1'] }, member, now)).toBeNull();
  });
  it('admits only members having any of the campaign’s tags', () => {
    const tagged = { ...rules, memberTags: ['high-roller', 'affiliate-x'] };
    expect(ineligibility(tagged, member, now)).toBe('MEMBER_TAG');
    expect(ineligibility(tagged, { ...member, tags: ['newsletter'] }, now)).toBe('MEMBER_TAG');
    expect(ineligibility(tagged, { ...member, tags: ['affiliate-x'] }, now)).toBeNull();
    expect(ineligibility(tagged, { ...member, tags: ['high-roller', 'newsletter'] }, now)).toBeNull();
    // No tag rule: tags change nothing.
    expect(ineligibility(rules, { ...member, tags: ['anything'] }, now)).toBeNull();
  });
  it('a tag rule admits exactly the members sharing a tag with it (property)', () => {
    const tag = fc.constantFrom('a', 'b', 'c', 'd', 'e');
    fc.assert(
      fc.property(
        fc.uniqueArray(tag, { maxLength: 5 }),
        fc.uniqueArray(tag, { maxLength: 5 }),
        (want, have) => {
          const admitted =
            ineligibility({ ...rules, memberTags: want }, { ...member, tags: have }, now) === null;
          expect(admitted).toBe(want.length === 0 || want.some((t) => have.includes(t)));
        },
      ),
    );
  });
});

describe('deposit bonus', () => {
  const rule = { percentBps: 10_000, capMinor: 100_000n, minDepositMinor: 10_000n };
  it('pays the percentage up to the cap, nothing below the minimum', () => {
    expect(depositBonusMinor(50_000n, rule)).toBe(50_000n);
    expect(depositBonusMinor(500_000n, rule)).toBe(100_000n);
    expect(depositBonusMinor(9_999n, rule)).toBe(0n);
    expect(depositBonusMinor(20_000n, { ...rule, percentBps: 2_500 })).toBe(5_000n);
  });
  it('never exceeds the cap nor the percentage (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (d, bps, cap) => {
          const b = depositBonusMinor(d, { percentBps: bps, capMinor: cap, minDepositMinor: 0n });
          expect(b >= 0n).toBe(true);
          expect(b <= cap).toBe(true);
          expect(b * 10_000n <= d * BigInt(bps)).toBe(true);
        },
      ),
    );
  });
});

describe('cashback', () => {
  it('is a share of the net loss, nothing on a win, capped', () => {
    expect(cashbackMinor(10_000n, 4_000n, 500, 0n)).toBe(300n);
    expect(cashbackMinor(10_000n, 12_000n, 500, 0n)).toBe(0n);
    expect(cashbackMinor(10_000_000n, 0n, 500, 1_000n)).toBe(1_000n);
  });
});

describe('raffle draw', () => {
  const sha = (s: string) => createHash('sha256').update(s).digest('hex');
  it('is the same for the same seed whatever order the tickets come in, and differs by seed', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    const one = rankTickets(ids, sha, 'seed-1');
    expect(rankTickets([...ids].reverse(), sha, 'seed-1')).toEqual(one);
    expect([...one].sort()).toEqual(ids);
    expect(rankTickets(ids, sha, 'seed-2')).not.toEqual(one);
  });
});
