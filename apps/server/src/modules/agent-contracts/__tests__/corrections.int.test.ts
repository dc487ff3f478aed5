import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { seatedPlayers, vendorCall } from '../../../../test/vendor-client.ts';
import { periodAt, previousPeriod } from '../../agents/index.ts';

/**
 * ADR 0024's corrections: a round rolled back after the period it counted in was settled is never
 * edited in place; the difference it makes is carried into the statement of the period the rollback
 * happened in, naming the corrected period, once.
 */
describe('a round rolled back after its period was settled', () => {
  let t: TestApp;
  const players = seatedPlayers('house-baccarat');
  const bet = () => players.move('demo07', { amount: '1000.00' });
  let played: ReturnType<typeof bet>;

  beforeAll(async () => {
    t = await createTestApp();
    await players.seat(t, ['demo07']);
    played = bet();
    await t.modules.agentContracts.seedDemoContracts({
      // Yesterday, agent02's member demo07 lost nothing and won nothing: a stake of 1,000.00, a win of 0.
      playPastDays: async () => {
        expect((await vendorCall(t.app, 'bet', played)).status).toBe('RS_OK');
        const win = players.move('demo07', {
          amount: '0.00',
          round: played.round,
          reference_transaction_uuid: played.transaction_uuid,
        });
        expect((await vendorCall(t.app, 'win', win)).status).toBe('RS_OK');
        await t.modules.seamless.service.backdateDemoRound(
          players.ids.demo07!,
          played.round,
          new Date(Date.now() - 86_400_000),
        );
      },
    });
  });
  afterAll(() => t?.close());

  const settlement = async (kind: string, periodKey: string, account: string) =>
    (
      await t.db.query<{
        gross_minor: string;
        adjustments_minor: string;
        amount_minor: string;
        payable_minor: string;
        carry_out_minor: string;
        statement: { adjustments: { periodKey: string; amountMinor: string; reason: string }[] };
      }>(
        `SELECT s.gross_minor, s.adjustments_minor, s.amount_minor, s.payable_minor, s.carry_out_minor, s.statement
           FROM contract_settlements s JOIN members m ON m.id = s.payee_id
          WHERE s.kind = $1 AND s.period_key = $2 AND m.username = $3`,
        [kind, periodKey, account],
      )
    ).rows[0];

  it('carries the difference into the next statement, naming the corrected period', async () => {
    const merchant = await t.modules.agentContracts.merchant('ROYAL');
    const today = periodAt('D', new Date(), merchant.timeZone);
    const yesterday = previousPeriod(today, merchant.timeZone);
    // Settled at start: 1,000.00 of valid bet at 0.5 % for agent02, 1 % for agent01.
    expect(await settlement('dailySalary', yesterday.key, 'agent02')).toMatchObject({ gross_minor: '500' });
    expect(await settlement('dailySalary', yesterday.key, 'agent01')).toMatchObject({ gross_minor: '1000' });

    // Today the vendor rolls the round back (it paid nothing, so it may): the stake goes back.
    const rollback = players.move('demo07', {
      round: played.round,
      reference_transaction_uuid: played.transaction_uuid,
    });
    expect((await vendorCall(t.app, 'rollback', rollback)).status).toBe('RS_OK');

    for (const kind of ['dailySalary', 'dividend'] as const)
      await t.modules.agentContracts.engine.settle(merchant, kind, kind === 'dividend' ? 'D' : null, today, {
        dryRun: false,
        triggeredBy: 'TEST',
      });
    // Yesterday's statement is untouched; today's carries the correction and nothing is paid.
    expect(await settlement('dailySalary', yesterday.key, 'agent02')).toMatchObject({ gross_minor: '500' });
    const corrected = await settlement('dailySalary', today.key, 'agent02');
    expect(corrected).toMatchObject({
      gross_minor: '0',
      adjustments_minor: '-500',
      amount_minor: '-500',
      payable_minor: '0',
      carry_out_minor: '-500',
    });
    expect(corrected!.statement.adjustments).toEqual([
      { periodKey: yesterday.key, amountMinor: '-500', reason: 'ROLLBACK_AFTER_SETTLEMENT' },
    ]);
    expect(await settlement('dailySalary', today.key, 'agent01')).toMatchObject({
      adjustments_minor: '-1000',
    });
    // The dividend too: yesterday's net loss of 1,000.00 at 30 % and 20 % is taken back.
    expect(await settlement('dividend', today.key, 'agent01')).toMatchObject({ adjustments_minor: '-30000' });
    expect(await settlement('dividend', today.key, 'agent02')).toMatchObject({ adjustments_minor: '-20000' });
  });
});
