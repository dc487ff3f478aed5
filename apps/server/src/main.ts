import { buildApp } from './app.ts';
import { seedDemoAgentPlay, seedDemoContractPlay } from './demo/demo-play.ts';
import { DEMO_MERCHANTS } from './demo/demo-data.ts';
import { seedDemo } from './demo/demo-seed.ts';
import { systemClock } from './platform/clock.ts';
import { ConfigError, loadConfig, type AppConfig } from './platform/config.ts';
import { startInfrastructure } from './platform/infrastructure.ts';
import { startJobs } from './platform/jobs/job-runner.ts';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const log = (line: string) => console.log(`[platform] ${line}`);
  const infrastructure = await startInfrastructure(config, log);
  const { app, modules } = await buildApp({
    config,
    db: infrastructure.db,
    store: infrastructure.store,
    clock: systemClock,
  });

  if (!config.demo) await modules.operators.service.ensureBootstrapOperator(log);
  if (config.demo) {
    await seedDemo({
      systemSeeding: modules.system.seeding,
      vendors: modules.seamless,
      operators: modules.operators.service,
      games: modules.games.service,
      identity: modules.identity.registration,
      cashier: modules.cashier,
      agents: modules.agents,
    });
    await seedDemoAgentPlay({ seamless: modules.seamless.service, sessions: modules.identity.sessions });
    await modules.bonuses.seedDemo({
      seamless: modules.seamless.service,
      sessions: modules.identity.sessions,
    });
    await modules.agentContracts.seedDemoContracts({
      playPastDays: () =>
        seedDemoContractPlay({
          seamless: modules.seamless.service,
          sessions: modules.identity.sessions,
          now: new Date(),
        }),
    });
    for (const { code } of DEMO_MERCHANTS) {
      const merchant = await modules.system.merchants.get(code);
      if (merchant)
        await modules.content.seedDemo({
          code,
          brandName: merchant.brandConfig.brandName,
          languages: merchant.brandConfig.supportedLanguages,
        });
      await modules.support.seedDemo(code);
      // A campaign of every promotion kind in the merchant's languages (issue 12).
      if (merchant)
        await modules.promotions.seedDemo({
          code,
          currency: merchant.currency,
          languages: merchant.brandConfig.supportedLanguages,
        });
      await modules.points.seedDemo(code);
      await modules.redEnvelopes.seedDemo(code);
      // Daily and weekly missions, the referral rule and demo03's referred friends (issue 12).
      await modules.missions.seedDemo(code);
      await modules.referral.seedDemo(code, (m) => modules.identity.registration.ensureMember(m));
    }
    // The reports' summaries of the demo's history, so the console shows figures at once.
    await modules.reports.builder.refresh();
    // VIP ladders and the demo members' levels, then the past week's daily rebates (issue 12).
    for (const { code } of DEMO_MERCHANTS) await modules.vip.seedDemo(code);
    await modules.rebates.service.seedDemo();
    log(
      'demo data ready: members demo01…demo20 and agents agent01, agent02 (Demo1234); operator admin / Admin1234 at /bo/',
    );
  }

  // Scheduled jobs run on worker nodes (and in `all`, the single-machine default).
  const jobs =
    config.mode === 'api'
      ? null
      : await startJobs({
          connectionString: infrastructure.databaseUrl,
          jobs: [
            ...modules.cashier.jobs,
            ...modules.ledger.jobs,
            ...modules.agentContracts.jobs,
            ...modules.reports.jobs,
            ...modules.promotions.jobs,
            ...modules.referral.jobs,
            ...modules.vip.jobs,
            ...modules.rebates.jobs,
            ...modules.bonuses.jobs,
            ...modules.points.jobs,
            ...modules.redEnvelopes.jobs,
          ],
          log,
        });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await jobs?.stop();
      await app.close();
      await infrastructure.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (config.mode === 'worker') {
    await app.ready();
    log('worker mode: no HTTP listener; running scheduled jobs');
    return;
  }
  await app.listen({ port: config.port, host: config.host });
  log(`listening on http://localhost:${config.port} (mode ${config.mode})`);
}

main().catch((error: unknown) => {
  console.error('[platform] failed to start:', error);
  process.exit(1);
});
