import { hashPassword } from '../platform/crypto/password-hasher.ts';
import type { CashierModule } from '../modules/cashier/index.ts';
import type { GamesService } from '../modules/games/index.ts';
import type { RegistrationService } from '../modules/identity/index.ts';
import type { OperatorsService } from '../modules/operators/index.ts';
import type { SystemModule } from '../modules/system/index.ts';
import type { SeamlessModule } from '../modules/seamless/index.ts';
import type { AgentsModule } from '../modules/agents/index.ts';
import {
  DEMO_AGENTS,
  DEMO_CUSTOMER_SERVICE,
  DEMO_DEPOSIT_CHANNELS,
  DEMO_MEMBER_PASSWORD,
  DEMO_MEMBERS,
  DEMO_MERCHANTS,
  DEMO_RESOURCES,
  DEMO_VENDORS,
  LOTUS_VENDOR_CODES,
} from './demo-data.ts';
import { generateDemoCatalog, plannedCatalogSize, type DemoGame } from './demo-catalog.ts';

let catalog: DemoGame[] | undefined;
/** Generated once per process (tests build many apps). */
const demoCatalog = () => (catalog ??= generateDemoCatalog(DEMO_VENDORS));

/** Each demo member's opening deposit, in their merchant's currency (10,000.00 THB per API.md). */
const DEMO_BALANCE: Record<string, string> = { ROYAL: '10000.00', LOTUS: '10000000' };

/**
 * Demo mode's data (API.md "Demo mode"). Repeatable: it inserts what is missing and never
 * overwrites what an operator has since changed.
 */
export async function seedDemo(deps: {
  systemSeeding: SystemModule['seeding'];
  vendors: Pick<SeamlessModule, 'registerVendorIfMissing'>;
  operators: OperatorsService;
  games: GamesService;
  identity: Pick<RegistrationService, 'ensureMember'>;
  cashier: Pick<CashierModule, 'seedDemoBalance' | 'seedDemoDepositChannels'>;
  agents: Pick<AgentsModule, 'seedDemoAgent'>;
}) {
  const { systemSeeding, operators, games, identity, cashier } = deps;
  for (const m of DEMO_MERCHANTS) {
    await systemSeeding.merchantIfMissing(m);
    for (const [index, d] of m.domains.entries()) {
      await systemSeeding.domainIfMissing({ ...d, merchantCode: m.code }, index);
    }
    for (const [index, r] of DEMO_RESOURCES.entries())
      await systemSeeding.resourceIfMissing(m.code, r, index);
    for (const [index, c] of DEMO_CUSTOMER_SERVICE.entries()) {
      await systemSeeding.customerServiceIfMissing(m.code, c.csType, c.url, index);
    }
    const vendors =
      m.code === 'LOTUS' ? DEMO_VENDORS.filter((v) => LOTUS_VENDOR_CODES.includes(v.code)) : DEMO_VENDORS;
    for (const vendor of vendors) await deps.vendors.registerVendorIfMissing(vendor);
    await games.seedVendors(m.code, vendors);
  }
  // The in-house lottery vendor (apps/house-lottery, ADR 0030): a seamless vendor signing with
  // LOTTERY_SECRET. Not in the lobby's vendor list yet; the lottery tiles open the slot demo until
  // its screens exist.
  await deps.vendors.registerVendorIfMissing({
    code: 'LOTTO',
    displayName: 'Royal Lottery',
    brandColor: '#c2410c',
  });
  await games.seedCatalog(plannedCatalogSize(DEMO_VENDORS), demoCatalog);
  await operators.ensureOperator('admin', 'Admin1234', 'SUPER_ADMIN');
  // One hash for every demo account: argon2 is deliberately slow, and they share a password.
  const passwordHash = await hashPassword(DEMO_MEMBER_PASSWORD);
  for (const member of DEMO_MEMBERS) await identity.ensureMember({ ...member, passwordHash });
  for (const member of DEMO_MEMBERS) {
    await cashier.seedDemoBalance(
      member.merchantCode,
      member.username,
      DEMO_BALANCE[member.merchantCode] ?? '10000',
    );
  }
  for (const agent of DEMO_AGENTS) {
    const currency = DEMO_MERCHANTS.find((m) => m.code === agent.merchantCode)?.currency ?? 'THB';
    await deps.agents.seedDemoAgent(agent, currency);
  }
  for (const [merchantCode, channels] of Object.entries(DEMO_DEPOSIT_CHANNELS)) {
    await cashier.seedDemoDepositChannels(merchantCode, channels);
  }
}
