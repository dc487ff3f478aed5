import { randomUUID } from 'node:crypto';
import type { TWalletBalance } from '@platform/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from '../../../../test/envelope.ts';
import { bearer, loginOk } from '../../../../test/member-client.ts';
import { createTestApp, createTestClock, type TestApp } from '../../../../test/test-app.ts';
import { VendorRefusal } from '../game-wallets/game-wallets.repository.ts';
import { IN_FLIGHT_HOLD_MS, type TransferVendorClient } from '../game-wallets/game-wallets.service.ts';

interface TransferView {
  status: string;
  balance: string;
  gameBalance: string;
}

/**
 * The game-wallet transfer race of issue 18: a status check must never refund a transfer the vendor
 * may still apply, and a transfer the vendor does not know is voided there before it is refunded.
 */
describe('cashier: game-wallet transfers under races and lost answers', () => {
  const clock = createTestClock();
  let t: TestApp;
  let vendor: TransferVendorClient;
  let original: TransferVendorClient;
  let auth: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    vendor = t.modules.cashier.transferVendor;
    original = { ...vendor };
    auth = bearer((await loginOk(t, 'demo12')).token);
  });
  afterEach(() => Object.assign(vendor, original));
  afterAll(() => t.close());

  const move = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/wps/relay/GCS_walletTransfer', headers: auth, payload });
  const status = async (transferId: string) =>
    expectOk<TransferView>(
      await t.app.inject({
        method: 'GET',
        url: `/api/wps/relay/GCS_walletTransfer?transferId=${transferId}`,
        headers: auth,
      }),
    );
  /** Cash plus the game wallet, in minor units: what no race may change. */
  async function holdings() {
    const cash = expectOk<TWalletBalance>(
      await t.app.inject({ method: 'GET', url: '/api/wps/v2/wallets/balance', headers: auth }),
    ).cash;
    const members = await t.db.query<{ id: string }>(`SELECT id FROM members WHERE username = 'demo12'`);
    const game = await original.balance('ARENA', members.rows[0]!.id);
    return { cashMinor: BigInt(cash.replace('.', '')), gameMinor: game };
  }
  const total = (h: { cashMinor: bigint; gameMinor: bigint }) => h.cashMinor + h.gameMinor;

  it('does not refund a transfer in while the vendor is still applying it', async () => {
    const before = await holdings();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const atVendor = new Promise<void>((resolve) => (arrived = resolve));
    // The vendor takes its time: the request is in flight while the member asks for its status.
    vendor.transfer = async (...args) => {
      arrived();
      await gate;
      return original.transfer(...args);
    };
    const transferId = randomUUID();
    const inFlight = move({ transferId, vendorCode: 'ARENA', direction: 'IN', amount: '100.00' });
    await atVendor;

    // Before the fix the status check found the vendor did not know the id yet and refunded the cash.
    const during = await status(transferId);
    expect(during.status).toBe('PENDING');
    const mid = await holdings();
    expect(mid.cashMinor).toBe(before.cashMinor - 10_000n);

    release();
    const done = expectOk<TransferView>(await inFlight);
    expect(done).toMatchObject({ status: 'SUCCESS', gameBalance: '100.00' });
    expect((await status(transferId)).status).toBe('SUCCESS');
    const after = await holdings();
    expect(after.gameMinor).toBe(before.gameMinor + 10_000n);
    expect(total(after)).toBe(total(before));
  });

  it('voids a transfer the vendor never got before refunding it, and the late arrival is refused', async () => {
    const before = await holdings();
    // The request is lost on the way and the vendor cannot be asked either: the outcome is unknown.
    const lost: (() => Promise<'SUCCESS'>)[] = [];
    vendor.transfer = async (...args) => {
      lost.push(() => original.transfer(...args));
      throw new Error('socket hang up');
    };
    vendor.status = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    const transferId = randomUUID();
    const first = expectOk<TransferView>(
      await move({ transferId, vendorCode: 'ARENA', direction: 'IN', amount: '40.00' }),
    );
    expect(first.status).toBe('PENDING');
    expect((await holdings()).cashMinor).toBe(before.cashMinor - 4_000n);

    // The vendor answers again, but the transfer's hold has not run out: nothing is decided yet.
    vendor.status = original.status;
    const voids: string[] = [];
    vendor.void = async (code, id) => {
      voids.push(id);
      return original.void(code, id);
    };
    expect((await status(transferId)).status).toBe('PENDING');
    expect(voids).toEqual([]);
    expect((await holdings()).cashMinor).toBe(before.cashMinor - 4_000n);

    // Past the hold: NOT_FOUND at the vendor, so the id is voided there, then the cash comes back.
    clock.advance(IN_FLIGHT_HOLD_MS + 1_000);
    const settled = await status(transferId);
    expect(settled.status).toBe('FAILED');
    expect(voids).toEqual([transferId]);
    expect(await original.status('ARENA', transferId)).toBe('VOIDED');
    expect((await holdings()).cashMinor).toBe(before.cashMinor);

    // The original request finally reaches the vendor: refused, the game wallet is not credited.
    await expect(lost[0]!()).rejects.toBeInstanceOf(VendorRefusal);
    const after = await holdings();
    expect(after).toEqual(before);
    // Asking again changes nothing.
    expect((await status(transferId)).status).toBe('FAILED');
    expect(await holdings()).toEqual(before);
  });

  it('keeps a transfer the vendor applied between the status query and the void', async () => {
    const before = await holdings();
    const lost: (() => Promise<'SUCCESS'>)[] = [];
    vendor.transfer = async (...args) => {
      lost.push(() => original.transfer(...args));
      throw new Error('socket hang up');
    };
    // The lost request lands just after the vendor said NOT_FOUND: the void must not refund it.
    vendor.status = async (code, id) => {
      const answer = await original.status(code, id);
      await lost[0]!();
      return answer;
    };
    const transferId = randomUUID();
    const done = expectOk<TransferView>(
      await move({ transferId, vendorCode: 'ARENA', direction: 'IN', amount: '25.00' }),
    );
    expect(done.status).toBe('SUCCESS');
    const after = await holdings();
    expect(after.gameMinor).toBe(before.gameMinor + 2_500n);
    expect(total(after)).toBe(total(before));
  });

  it('settles transfers left unsettled only once their hold has run out (job)', async () => {
    const before = await holdings();
    vendor.transfer = async () => {
      throw new Error('socket hang up');
    };
    vendor.status = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    const transferId = randomUUID();
    expect(
      expectOk<TransferView>(
        await move({ transferId, vendorCode: 'ARENA', direction: 'IN', amount: '10.00' }),
      ).status,
    ).toBe('PENDING');
    Object.assign(vendor, original);
    expect(await t.modules.cashier.gameWallets.settleStale()).toBe(0);
    clock.advance(IN_FLIGHT_HOLD_MS + 1_000);
    expect(await t.modules.cashier.gameWallets.settleStale()).toBe(1);
    expect((await status(transferId)).status).toBe('FAILED');
    expect(await holdings()).toEqual(before);
  });
});
