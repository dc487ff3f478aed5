import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { preferEnglish } from './support/english.ts';
import { logInAgent } from './support/login.ts';
import { memberLogin } from './support/member-api.ts';

/**
 * The agent contracts (issue 11) on the demo data: agent02 has offered agent03 a daily salary
 * contract, which agent03 signs from its contract screen; agent01 reads its dividend statements and
 * a statement's lines; my income shows what the contracts earned.
 */

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
});

const agentMenu = (page: Page) => page.getByRole('navigation', { name: 'Agent menu' });
const DAILY_RELAY = '/api/wps/relay/MCS2_processDailySalContract';

interface Contract {
  id: string;
  status: string;
  tiers: unknown[];
  payee: { id: string; account: string };
}
interface RelayAnswer {
  active: Contract | null;
  offered: Contract | null;
  downlines: Contract[];
}

/**
 * The demo seeds agent02's offer to agent03 once; a second run on the same data finds it signed. Then
 * agent02 offers again (its own tiers, the most it may), so that the spec always starts from an offer.
 */
async function ensureDailyOffer(request: APIRequestContext) {
  const { token } = await memberLogin(request, 'agent02');
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
  const relay = async (data: Record<string, unknown>) => {
    const body = (await (await request.post(DAILY_RELAY, { headers, data })).json()) as {
      success: boolean;
      value: RelayAnswer;
    };
    expect(body.success, JSON.stringify(body)).toBe(true);
    return body.value;
  };
  const info = await relay({ action: 'INFO' });
  const current = info.downlines.find((c) => c.payee.account === 'agent03');
  if (current?.status === 'OFFERED') return;
  expect(info.active, 'agent02 holds a daily salary contract').not.toBeNull();
  const downlineId =
    current?.payee.id ??
    (
      (await (
        await request.get('/api/wps/agent/downlines?scope=direct&type=AGENT&account=agent03', { headers })
      ).json()) as { value: { list: { id: string }[] } }
    ).value.list[0]?.id;
  await relay({ action: 'OFFER', downlineId, tiers: info.active?.tiers });
}

test('a sub-agent signs the daily salary contract its upline offered', async ({ page }) => {
  test.setTimeout(90_000);
  await ensureDailyOffer(page.request);
  await logInAgent(page, 'agent03');

  // The menu entry says that an offer waits.
  const entry = agentMenu(page).getByRole('link', { name: /Daily salary/ });
  await expect(entry).toHaveAccessibleName(/a contract waits for your signature/);
  await entry.click();
  await expect(page).toHaveURL(/\/agentHome\/agentDailyWages2$/);

  const offer = page.getByTestId('contract-offer');
  await expect(offer).toContainText('New contract offered to you: Daily salary');
  await expect(offer).toContainText('Offered by agent02');
  await expect(offer.getByTestId('contract-tier').first()).toBeVisible();
  await offer.getByRole('button', { name: 'Sign', exact: true }).click();

  await expect(page.getByText('Daily salary contract signed')).toBeVisible();
  await expect(offer).toHaveCount(0);
  const mine = page.getByTestId('contract-active');
  await expect(mine.getByTestId('contract-status')).toHaveText('Active');
  await expect(mine).toContainText('agent02');
  await expect(mine.getByTestId('contract-tier').first()).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Request termination' })).toBeVisible();
  await expect(page.getByTestId('agent-menu-badge-agentDailyWages2')).toHaveCount(0);
});

test("a top agent reads its dividend statements and a statement's lines", async ({ page }) => {
  await logInAgent(page, 'agent01');
  await agentMenu(page).getByRole('link', { name: 'Dividend contract' }).click();
  await expect(page).toHaveURL(/\/agentHome\/agentDividendRecordCopy2$/);

  // agent01's own contract is paid by the merchant; it pays agent02's.
  const mine = page.getByTestId('contract-active');
  await expect(mine).toContainText('The merchant');
  await expect(page.getByTestId('downline-contract').filter({ hasText: 'agent02' })).toBeVisible();

  const statements = page.getByTestId('contract-statements');
  await statements.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page).toHaveURL(/period=last30/);
  const rows = statements.getByTestId('statement-row');
  await expect(rows.first()).toBeVisible();
  await expect(statements.getByTestId('agent-summary')).not.toContainText('—');

  // What agent01 pays agent02: the same periods from the payer's side.
  await statements.getByRole('tab', { name: 'Paid to sub-agents' }).click();
  await expect(page).toHaveURL(/role=PAYER/);
  await expect(rows.first()).toContainText('agent02');

  // A row opens its statement, line by line, and the address keeps it.
  await rows
    .first()
    .getByRole('button', { name: /Open the statement of/ })
    .click();
  await expect(page).toHaveURL(/statement=/);
  const detail = page.getByRole('dialog', { name: 'Statement' });
  await expect(detail.getByTestId('statement-line').first()).toBeVisible();
  await expect(detail.locator('[data-item="payable"]')).toContainText('Payable');
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(page).not.toHaveURL(/statement=/);
});

test('my income shows what the contracts earned, per kind', async ({ page }) => {
  await logInAgent(page, 'agent01');
  await agentMenu(page).getByRole('link', { name: 'My income' }).click();
  await expect(page).toHaveURL(/\/agentHome\/agentRevenueReport$/);
  await expect(page.getByTestId('agent-summary')).not.toContainText('—');
  const dividend = page.getByTestId('revenue-kind').filter({ hasText: 'Dividend' });
  await expect(dividend).toBeVisible();
  await expect(dividend).toContainText(/\d+ periods?/);
  await expect(dividend).toContainText(/\d[\d,]*\.\d\d/);
  await dividend.getByRole('link', { name: 'Open the Dividend contract' }).click();
  await expect(page).toHaveURL(/\/agentHome\/agentDividendRecordCopy2$/);
});
