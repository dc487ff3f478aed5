import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjustmentSize, decisionRefusal, routeAdjustment } from '../domain/adjustment-flow.ts';

const amount = fc.bigInt({ min: -20_000n, max: 20_000n }).filter((a) => a !== 0n);
const limits = fc.record({
  approvalAboveMinor: fc.bigInt({ min: 0n, max: 10_000n }),
  dailyCapMinor: fc.bigInt({ min: 0n, max: 50_000n }),
});

describe('adjustment flow', () => {
  it('never lets one operator post alone more than the daily cap, or one above the threshold', () => {
    fc.assert(
      fc.property(limits, fc.array(amount, { maxLength: 60 }), (l, amounts) => {
        let used = 0n;
        for (const a of amounts) {
          const route = routeAdjustment(a, used, l);
          if (route.kind === 'POST') {
            expect(adjustmentSize(a) <= l.approvalAboveMinor).toBe(true);
            expect(route.usedAfterMinor).toBe(used + adjustmentSize(a));
            used = route.usedAfterMinor;
          } else if (route.reason === 'ABOVE_THRESHOLD') {
            expect(adjustmentSize(a) > l.approvalAboveMinor).toBe(true);
          } else {
            expect(used + adjustmentSize(a) > l.dailyCapMinor).toBe(true);
          }
          expect(used <= l.dailyCapMinor).toBe(true);
        }
      }),
    );
  });

  it('counts debits like credits, and a larger adjustment never needs fewer operators', () => {
    fc.assert(
      fc.property(
        limits,
        amount,
        fc.bigInt({ min: 0n, max: 50_000n }),
        fc.bigInt({ min: 0n, max: 5_000n }),
        (l, a, used, more) => {
          expect(routeAdjustment(-a, used, l)).toEqual(routeAdjustment(a, used, l));
          const bigger = a < 0n ? a - more : a + more;
          if (routeAdjustment(a, used, l).kind === 'SECOND_OPERATOR')
            expect(routeAdjustment(bigger, used, l).kind).toBe('SECOND_OPERATOR');
          if (routeAdjustment(a, used + more, l).kind === 'POST')
            expect(routeAdjustment(a, used, l).kind).toBe('POST');
        },
      ),
    );
  });

  it('sends the adjustment that would cross the cap to a second operator', () => {
    const l = { approvalAboveMinor: 10_000n, dailyCapMinor: 25_000n };
    expect(routeAdjustment(10_000n, 0n, l)).toEqual({ kind: 'POST', usedAfterMinor: 10_000n });
    expect(routeAdjustment(-10_000n, 10_000n, l)).toEqual({ kind: 'POST', usedAfterMinor: 20_000n });
    expect(routeAdjustment(5_000n, 20_000n, l)).toEqual({ kind: 'POST', usedAfterMinor: 25_000n });
    expect(routeAdjustment(1n, 25_000n, l)).toEqual({ kind: 'SECOND_OPERATOR', reason: 'DAILY_CAP' });
    expect(routeAdjustment(10_001n, 0n, l)).toEqual({ kind: 'SECOND_OPERATOR', reason: 'ABOVE_THRESHOLD' });
    // A zero cap sends everything to a second operator.
    expect(routeAdjustment(1n, 0n, { ...l, dailyCapMinor: 0n })).toMatchObject({ kind: 'SECOND_OPERATOR' });
  });

  it('lets only another operator approve a waiting adjustment; the asker may withdraw it', () => {
    const pending = { status: 'PENDING' as const, requestedBy: 'ops1' };
    expect(decisionRefusal(pending, 'approve', 'ops1')).toBe('SAME_OPERATOR');
    expect(decisionRefusal(pending, 'approve', 'ops2')).toBeNull();
    expect(decisionRefusal(pending, 'reject', 'ops1')).toBeNull();
    expect(decisionRefusal({ ...pending, status: 'APPROVED' }, 'reject', 'ops2')).toBe('NOT_PENDING');
  });
});
