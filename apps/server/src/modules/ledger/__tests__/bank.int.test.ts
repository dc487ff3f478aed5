import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createBankScenario, type BankTransport } from '../../../../test/bank-scenario.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { TEST_HOUSE_SECRET } from '../../../../test/vendor-client.ts';

/**
 * The bank test, small and in-process: concurrent money operations of every kind, each retried
 * with its key until answered, while the app's database connections are dropped twice; then the
 * ledger invariants and "every acknowledged operation applied exactly once". `npm run test:bank`
 * runs the same scenario larger over HTTP, with SIGKILL restarts of the server.
 */
describe('bank test (small, in-process)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function dropConnections(): Promise<number> {
    const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
    await admin.connect();
    try {
      const r = await admin.query<{ n: string }>(
        `SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE datname = $1`,
        [t.database.name],
      );
      return Number(r.rows[0]!.n);
    } finally {
      await admin.end();
    }
  }

  it('keeps every money invariant under concurrent operations, retries and dropped connections', async () => {
    const transport: BankTransport = {
      async send(method, url, options) {
        const res = await t.app.inject({
          method: method as 'GET' | 'POST' | 'PUT',
          url,
          headers: options.headers,
          ...(options.body !== undefined ? { payload: options.body } : {}),
        });
        return { status: res.statusCode, text: res.body };
      },
    };
    const scenario = createBankScenario({
      transport,
      vendorSecret: TEST_HOUSE_SECRET,
      sql: t.db,
      members: 8,
      retryDelayMs: () => 10 + Math.random() * 30,
    });
    await scenario.setUp();
    let finished = false;
    const drops = (async () => {
      const dropped: number[] = [];
      for (let i = 0; i < 2 && !finished; i++) {
        await new Promise((r) => setTimeout(r, 400 + Math.random() * 600));
        if (!finished) dropped.push(await dropConnections());
      }
      return dropped;
    })();
    await scenario.run({ clients: 6, operations: 200 });
    finished = true;
    await drops;
    const summary = scenario.summary();
    expect(await scenario.verify()).toEqual([]);
    // The run did what it is for: operations of every kind were acknowledged.
    expect(summary.acknowledged.bets).toBeGreaterThan(50);
    expect(summary.acknowledged.deposits + summary.acknowledged.withdrawals).toBeGreaterThan(0);
  });
});
