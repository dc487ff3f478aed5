import { describe, expect, it } from 'vitest';
import { outcomeFloats, seedHash } from '../fairness.ts';
import { dealTableRound, playSlotRound } from '../rounds.ts';
import { verifyRound } from '../verify.ts';

// A recorded round log: these outcomes were produced by this code and must never change, or past
// rounds could no longer be verified. A change here is a breaking change of the fairness algorithm.
const SERVER_SEED = '7f3a9c2e5b1d4086a2c4e6f8091b3d5f7a9c1e3f5b7d9f1a3c5e7f9b1d3f5a7c';
const PUBLISHED_HASH = '5823a46803e6c509d483d4e772c9b75db4468526df4ef6f9f1ff2419d06d0fc8';
const TABLE_CLIENT_SEED = 'round-2025-06-01-0001';

describe('verifyRound on recorded rounds', () => {
  it('checks the revealed seed against the hash published before betting', () => {
    expect(seedHash(SERVER_SEED)).toBe(PUBLISHED_HASH);
    const round = {
      gameCode: 'house-roulette',
      serverSeed: SERVER_SEED,
      clientSeed: TABLE_CLIENT_SEED,
      nonce: 45,
    };
    expect(verifyRound({ ...round, serverSeedHash: PUBLISHED_HASH }).hashMatches).toBe(true);
    expect(verifyRound({ ...round, serverSeedHash: PUBLISHED_HASH.toUpperCase() }).hashMatches).toBe(true);
    const tampered = verifyRound({ ...round, serverSeed: `${SERVER_SEED}0`, serverSeedHash: PUBLISHED_HASH });
    expect(tampered.hashMatches).toBe(false);
    expect(verifyRound(round)).toMatchObject({ hashMatches: false, computedHash: PUBLISHED_HASH });
  });

  it('recomputes recorded table rounds', () => {
    const recorded = [
      {
        gameCode: 'house-baccarat',
        nonce: 42,
        outcome: {
          game: 'house-baccarat',
          player: [
            { rank: 3, suit: 'C' },
            { rank: 2, suit: 'S' },
            { rank: 4, suit: 'H' },
          ],
          banker: [
            { rank: 7, suit: 'C' },
            { rank: 6, suit: 'H' },
            { rank: 9, suit: 'S' },
          ],
        },
        summary: 'Player wins (player 9, banker 2)',
      },
      {
        gameCode: 'house-dragon-tiger',
        nonce: 43,
        outcome: {
          game: 'house-dragon-tiger',
          dragon: { rank: 6, suit: 'H' },
          tiger: { rank: 11, suit: 'C' },
        },
        summary: 'Tiger wins (6H vs JC)',
      },
      {
        gameCode: 'house-sicbo',
        nonce: 44,
        outcome: { game: 'house-sicbo', dice: [4, 4, 3] },
        summary: '4 4 3 = 11 Big',
      },
      {
        gameCode: 'house-roulette',
        nonce: 45,
        outcome: { game: 'house-roulette', number: 17 },
        summary: '17 black',
      },
      {
        gameCode: 'house-fish-prawn-crab',
        nonce: 46,
        outcome: { game: 'house-fish-prawn-crab', symbols: ['rooster', 'prawn', 'gourd'] },
        summary: 'rooster prawn gourd',
      },
    ];
    for (const round of recorded) {
      const verified = verifyRound({
        gameCode: round.gameCode,
        serverSeed: SERVER_SEED,
        serverSeedHash: PUBLISHED_HASH,
        clientSeed: TABLE_CLIENT_SEED,
        nonce: round.nonce,
      });
      expect(verified.hashMatches).toBe(true);
      expect(verified.kind).toBe('table');
      expect(verified.outcome).toEqual(round.outcome);
      if (verified.kind === 'table') {
        expect(verified.view.summary).toBe(round.summary);
        expect(verified.settlement).toBeNull();
      }
    }
    // The roulette pocket by hand: floor(first float × 37).
    expect(Math.floor(outcomeFloats(SERVER_SEED, TABLE_CLIENT_SEED, 45, 1)[0]! * 37)).toBe(17);
  });

  it('settles the recorded bets of a table round', () => {
    const verified = verifyRound({
      gameCode: 'house-baccarat',
      serverSeed: SERVER_SEED,
      clientSeed: TABLE_CLIENT_SEED,
      nonce: 42,
      bets: [
        { kind: 'player', amountMinor: 10_000n },
        { kind: 'banker', amountMinor: 5_000n },
      ],
    });
    expect(verified.kind === 'table' && verified.settlement?.totalReturnMinor).toBe(20_000n);
  });

  it('recomputes recorded slot rounds, free spins included', () => {
    const base = { gameCode: 'house-ocean-pearls', serverSeed: SERVER_SEED, clientSeed: 'lucky' };
    const quiet = verifyRound({ ...base, nonce: 1, stakeMinor: 100n, serverSeedHash: PUBLISHED_HASH });
    expect(quiet.kind).toBe('slot');
    if (quiet.kind !== 'slot') return;
    expect(quiet.hashMatches).toBe(true);
    expect(quiet.outcome.stops).toEqual([30, 29, 4, 12, 2]);
    expect(quiet.outcome.totalWinMinor).toBe(0n);

    const bonus = verifyRound({ ...base, nonce: 75, stakeMinor: 100n });
    if (bonus.kind !== 'slot') throw new Error('expected a slot round');
    expect(bonus.outcome.stops).toEqual([9, 16, 13, 26, 2]);
    expect(bonus.outcome.base.scatter).toEqual({ count: 3, winMinor: 100n, freeSpinsAwarded: 12 });
    expect(bonus.outcome.freeSpins).toHaveLength(12);
    expect(bonus.outcome.totalWinMinor).toBe(4068n);
    // Without a stake the verifier replays the same spin at one minor unit per line.
    const unit = verifyRound({ ...base, nonce: 75 });
    expect(unit.kind === 'slot' && unit.outcome.totalWinMinor * 4n).toBe(4068n);
  });

  it('replays exactly what the service recorded, through a JSON round log', () => {
    const seeds = { serverSeed: 'a-fresh-seed', clientSeed: 'player-chosen', nonce: 9 };
    const logged = JSON.parse(
      JSON.stringify(
        {
          slot: playSlotRound('house-reef-hunter', 250n, seeds),
          table: dealTableRound('house-dragon-tiger', seeds),
        },
        (_key, value) => (typeof value === 'bigint' ? value.toString() : value),
      ),
    );
    const slot = verifyRound({ gameCode: 'house-reef-hunter', ...seeds, stakeMinor: 250n });
    expect(slot.kind === 'slot' && slot.outcome.stops).toEqual(logged.slot.stops);
    expect(slot.kind === 'slot' && slot.outcome.totalWinMinor.toString()).toBe(logged.slot.totalWinMinor);
    expect(verifyRound({ gameCode: 'house-dragon-tiger', ...seeds }).outcome).toEqual(logged.table);
  });

  it('refuses an unknown game', () => {
    expect(() =>
      verifyRound({ gameCode: 'pg-fortune-ox', serverSeed: 's', clientSeed: 'c', nonce: 0 }),
    ).toThrow(expect.objectContaining({ code: 'UNKNOWN_GAME' }));
  });
});
