import { expect, test, type Page } from '@playwright/test';
import { memberSession } from './support/member-api.ts';
import { signInToConsole } from './support/login.ts';

// A small "bank slip" image (240×160 PNG) a member uploads as proof of a transfer.
const SLIP_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAPAAAACgCAIAAAC9uXYyAAABt0lEQVR42u3dsQ2AIBRFUaZgA7dwAtdwNJdxF2sbKlb4BUr4OS9nAnMTaQiltRfSKD4BggZBg6BB0AgaBA2CBkGDoBE0CBoEDYIGQSNoEDQIGgQNgkbQAdv5wFiCRtCCRtCCRtAgaAQtaAQtaAQtaAQNgkbQgkbQgkbQgkbQIGgELWgELWgEDXmCBpdkQdAgaAQNggZBg6BB0AgaBA2CBkGDoBE0CBoEDYIGQSNoWCTo2yzRBG25gvaTwhkaBA2CBkEjaBA0CBoEDf8EvdvsiVjQgha0oAUtaBO0oE3QghY0gha0oAUtaEGboAVtgha0oAUtaEELWtCCFrQJWtAmaEELWtCCFrSgBS1oQZug3SkEQSNoEDQIGgQNgkbQIGgQNAwN2kNg5p1CM+8UgjM0CBpBg6BB0CBoEDSCBkETU6+DCEELWtCCFrSgEbSgEbSgBS1oQQta0IIWtKARtKBRqqAFLWhBC1rQCFrQCFrQgkbQgha0oAUtaAQtaAQtaHCnEASNoEHQIGgQNAgaQYOgQdAgaBA0ggZBg6BB0CBoBA2CBkGDoEHQCBoEDYIGQSNoXwFBg6Dhax0SC9Qlmhu4mAAAAABJRU5ErkJggg==',
  'base64',
);

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true });

const shots = process.env.BO_SHOTS_DIR;
const shot = async (page: Page, name: string, fullPage = true) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage });
};

test.describe('deposits: simulator, channels and review queue', () => {
  test('an online deposit is paid on the simulator’s hosted page and completes', async ({
    page,
    request,
  }) => {
    const member = await memberSession(request, 'demo18');
    const fastPay = (await member.channels()).find((c) => c.name === 'FastPay')!;
    const deposit = await member.deposit(fastPay.id, '321.00');
    await page.goto(deposit.payUrl!);
    await expect(page.getByRole('heading', { name: 'Confirm payment' })).toBeVisible();
    await expect(page.getByText('321.00 THB')).toBeVisible();
    await expect(page.getByText(deposit.depositId)).toBeVisible();
    await shot(page, 'psp-simulator', false);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/depositv2\\?deposit=${deposit.depositId}$`));
    expect(await member.depositStatus(deposit.depositId)).toBe('COMPLETED');
  });

  test('channels are listed and editable; a bank transfer is reviewed with its proof and approved', async ({
    page,
    request,
  }) => {
    const member = await memberSession(request, 'demo19');
    const bank = (await member.channels()).find((c) => c.kind === 'BANK_TRANSFER')!;
    // A distinctive amount finds this run's deposit among earlier runs' in the same data directory.
    const amount = `${300 + (Date.now() % 9000)}.00`;
    const deposit = await member.deposit(bank.id, amount);
    expect((await member.uploadProof(deposit.depositId, SLIP_PNG)).status).toBe('PENDING_REVIEW');

    await signInToConsole(page);
    await nav(page, 'Deposit channels').click();
    await expect(page.getByRole('heading', { name: 'Deposit channels', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Deposit channels' });
    await expect(table.getByText('FastPay', { exact: true })).toBeVisible();
    await expect(table.getByText('Kasikornbank')).toBeVisible();
    await shot(page, 'deposit-channels');
    await page.getByRole('button', { name: 'Edit FastPay' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit FastPay' });
    await expect(editor.getByLabel('Payment provider')).toHaveValue('SIMPAY');
    await editor.getByLabel('Maximum (THB)').fill('1');
    await expect(editor.getByText('Must not be below the minimum')).toHaveCount(0);
    await editor.getByRole('button', { name: 'Save channel' }).click();
    await expect(editor.getByText('Must not be below the minimum')).toBeVisible();
    await shot(page, 'deposit-channel-dialog', false);
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await expect(editor).toHaveCount(0);

    await nav(page, 'Deposits').click();
    await expect(page.getByRole('heading', { name: 'Deposits', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: `Review ${amount} from demo19` }).click();
    const dialog = page.getByRole('dialog', { name: `${amount} THB from demo19` });
    await expect(dialog.getByRole('img', { name: 'Proof of payment uploaded by demo19' })).toBeVisible();
    await shot(page, 'deposit-review', false);
    await dialog.getByRole('button', { name: 'Approve and credit' }).click();
    await expect(page.getByText('Deposit of demo19 approved and credited')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect(await member.depositStatus(deposit.depositId)).toBe('COMPLETED');

    await page.getByLabel('Status').selectOption('COMPLETED');
    await expect(page.getByRole('button', { name: `Details of ${amount} from demo19` })).toBeVisible();
    await shot(page, 'deposits-queue');

    await nav(page, 'Audit log').click();
    await expect(page.getByRole('cell', { name: 'deposit.approve', exact: true }).first()).toBeVisible();
  });
});
