import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundFigures } from '../domain/betting-record.ts';

describe('roundFigures', () => {
  it('settles a round with a win, leaves it open without one', () => {
    expect(
      roundFigures({
        stakeAllMinor: 10_000n,
        stakeLiveMinor: 10_000n,
        betsLive: 1,
        winMinor: 25_050n,
        wins: 1,
      }),
    ).toEqual({
      status: 'SETTLED',
      stakeMinor: 10_000n,
      winMinor: 25_050n,
      countedStakeMinor: 10_000n,
      netMinor: 15_050n,
    });
    expect(
      roundFigures({ stakeAllMinor: 2_000n, stakeLiveMinor: 2_000n, betsLive: 1, winMinor: 0n, wins: 0 }),
    ).toEqual({
      status: 'OPEN',
      stakeMinor: 2_000n,
      winMinor: 0n,
      countedStakeMinor: 2_000n,
      netMinor: -2_000n,
    });
    // A lost round is reported with a zero win: settled, not open.
    expect(
      roundFigures({ stakeAllMinor: 500n, stakeLiveMinor: 500n, betsLive: 1, winMinor: 0n, wins: 1 }).status,
    ).toBe('SETTLED');
  });

  it('shows a fully refunded round with its original stake and a zero effect', () => {
    expect(
      roundFigures({ stakeAllMinor: 3_000n, stakeLiveMinor: 0n, betsLive: 0, winMinor: 0n, wins: 0 }),
    ).toEqual({
      status: 'ROLLED_BACK',
      stakeMinor: 3_000n,
      winMinor: 0n,
      countedStakeMinor: 0n,
      netMinor: 0n,
    });
  });

  it('counts only the standing bets of a partly refunded round', () => {
    const figures = roundFigures({
      stakeAllMinor: 900n,
      stakeLiveMinor: 400n,
      betsLive: 1,
      winMinor: 0n,
      wins: 0,
    });
    expect(figures).toMatchObject({ status: 'OPEN', stakeMinor: 400n, netMinor: -400n });
  });

  it('always nets the win against the counted stake', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.nat(5),
        fc.nat(5),
        (live, refunded, win, betsLive, wins) => {
          const f = roundFigures({
            stakeAllMinor: live + refunded,
            stakeLiveMinor: betsLive === 0 ? 0n : live,
            betsLive,
            winMinor: win,
            wins,
          });
          expect(f.netMinor).toBe(f.winMinor - f.countedStakeMinor);
          expect(f.stakeMinor >= f.countedStakeMinor).toBe(true);
        },
      ),
    );
  });
});
