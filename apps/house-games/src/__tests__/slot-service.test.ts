import { describe, expect, it } from 'vitest';
import { bettingUnitMinor } from '../currency.ts';
import { SLOT_TITLES } from '../domain/slots/slot-titles.ts';
import { HouseError } from '../http/house-error.ts';
import { createSlotService } from '../slots/slot-service.ts';
import type { Player, Players, RealPlayer } from '../wallet/players.ts';

const GAME = 'house-dragon-fortune';

/**
 * Players whose wallet is scripted: each stake waits until the test lets it go (`release`), then
 * takes the bet or refuses it as told. Records every stake and pay, to count money moves.
 */
function scriptedPlayers() {
  const player: RealPlayer = {
    mode: 'real',
    key: 'k1',
    user: 'member-1',
    token: 't1',
    currency: 'THB',
    balanceMinor: 10_000n,
    lastSeenMs: 0,
  };
  const stakes: bigint[] = [];
  const pays: bigint[] = [];
  const waiting: { resolve: () => void; refuse?: HouseError }[] = [];
  let nextRefusal: HouseError | null = null;
  const players = {
    resolve: async () => player,
    refreshBalance: async (p: Player) => p.balanceMinor,
    bettingUnitMinor: (p: Player) => bettingUnitMinor(p.currency),
    async stake(p: Player, _round: unknown, amountMinor: bigint) {
      const refusal = nextRefusal;
      nextRefusal = null;
      await new Promise<void>((resolve) => waiting.push({ resolve }));
      if (refusal) throw refusal;
      stakes.push(amountMinor);
      p.balanceMinor -= amountMinor;
      return { betUuid: `bet-${stakes.length}`, balanceMinor: p.balanceMinor };
    },
    refund: async () => undefined,
    async pay(p: Player, _round: unknown, amountMinor: bigint) {
      pays.push(amountMinor);
      p.balanceMinor += amountMinor;
      return { winUuid: `win-${pays.length}`, balanceMinor: p.balanceMinor, pending: false };
    },
  } as unknown as Players;
  return {
    players,
    stakes,
    pays,
    refuseNext: (error: HouseError) => {
      nextRefusal = error;
    },
    /** Lets the oldest stake in flight answer. */
    release: async () => {
      while (waiting.length === 0) await new Promise((r) => setTimeout(r, 1));
      waiting.shift()!.resolve();
    },
  };
}

const credentials = { token: 't1', user: 'member-1' };

describe('slot spins of one session', () => {
  it('refuses a spin pressed while the previous one is still being settled, moving no money for it', async () => {
    const wallet = scriptedPlayers();
    const slots = createSlotService({ titles: SLOT_TITLES, players: wallet.players });
    const session = await slots.session(GAME, credentials);
    const bet = session.betOptions[0]!;

    const first = slots.spin(GAME, credentials, { bet });
    const second = slots.spin(GAME, credentials, { bet });
    await expect(second).rejects.toMatchObject({ code: 'SPIN_IN_PROGRESS' });
    await wallet.release();
    const played = await first;
    expect(played.fairness.nonce).toBe(session.nonce);
    expect(wallet.stakes).toHaveLength(1);
    expect(wallet.pays).toHaveLength(1);

    // Once settled, the next spin plays, with the next nonce and the seed whose hash was shown.
    const next = slots.spin(GAME, credentials, { bet });
    await wallet.release();
    const answer = await next;
    expect(answer.roundId).not.toBe(played.roundId);
    expect(answer.fairness.nonce).toBe(session.nonce + 1);
    expect(answer.fairness.serverSeedHash).toBe(played.fairness.nextServerSeedHash);
    expect(wallet.stakes).toHaveLength(2);
  });

  it('answers a refused stake with its reason and balance, and leaves the session ready for the next spin', async () => {
    const wallet = scriptedPlayers();
    const slots = createSlotService({ titles: SLOT_TITLES, players: wallet.players });
    const session = await slots.session(GAME, credentials);
    const bet = session.betOptions[0]!;

    wallet.refuseNext(new HouseError('NOT_ENOUGH_MONEY', { balance: '0.50' }));
    const refused = slots.spin(GAME, credentials, { bet });
    await wallet.release();
    await expect(refused).rejects.toMatchObject({ code: 'NOT_ENOUGH_MONEY', value: { balance: '0.50' } });
    expect(wallet.stakes).toHaveLength(0);
    expect(wallet.pays).toHaveLength(0);

    // Nothing of the refused spin was used: same nonce, same published seed.
    const after = await slots.session(GAME, credentials);
    expect(after.nonce).toBe(session.nonce);
    expect(after.nextServerSeedHash).toBe(session.nextServerSeedHash);
    const next = slots.spin(GAME, credentials, { bet });
    await wallet.release();
    const answer = await next;
    expect(answer.fairness.nonce).toBe(session.nonce);
    expect(answer.fairness.serverSeedHash).toBe(session.nextServerSeedHash);
  });
});
