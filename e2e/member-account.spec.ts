import { expect as baseExpect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/accounts.ts';
import { preferEnglish } from './support/english.ts';
import { memberLogin } from './support/member-api.ts';
import { CODE, nextFromOutbox, outboxMark } from './support/outbox.ts';

/**
 * My account (spec §2 "/member", header menu "my account"; issue 17). demo05, which no other spec
 * changes, opens it from the header's account menu, changes the nickname (the header follows), picks
 * an avatar after a refused GIF and an uploaded photo, sets the birthday once (an under-21 date is
 * refused with the spec §9 message), changes the mobile number with the SMS code from the dev outbox,
 * sets a payment password if it has none, adds a bank account and an e-wallet, removes both (a wrong
 * payment password is refused first), and finds every change in the account activity. Values are
 * fresh on each run, so the spec can run again on the same data directory.
 */

const MEMBER = 'demo05';
const PAYMENT_PASSWORD = '135790';
/** A 1×1 PNG: the server checks an upload's bytes, not its name. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Dialogs animate out and lists re-read after each change: a loaded machine needs more than 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

test.beforeEach(({ page }) => preferEnglish(page));

const region = (page: Page, name: string) => page.getByRole('region', { name });

/** A date `years` before today, as the date field takes it. */
function yearsAgo(years: number): string {
  const at = new Date();
  at.setFullYear(at.getFullYear() - years);
  return at.toISOString().slice(0, 10);
}

test('a member edits the profile, contact details and payout methods on My account, and each change is recorded', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const run = String(Date.now()).slice(-6);
  // Logged in through the API, away from the lobby, where the site's popups greet a member who
  // just logged in.
  const { token } = await memberLogin(page.request, MEMBER);
  await page.goto('/');
  await page.evaluate((value) => sessionStorage.setItem('token', value), token);
  await page.goto('/account/wallet');
  await expect(page.getByTestId('account-name')).toBeVisible();

  // The header's account menu leads to My account, in the member centre's frame.
  await page.getByRole('button', { name: /^Account menu of / }).click();
  await page.getByRole('menuitem', { name: 'My account', exact: true }).click();
  await expect(page).toHaveURL(/\/member$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Wallet pages' }).getByRole('link', { name: 'My account' }),
  ).toHaveAttribute('aria-current', 'page');
  const profile = region(page, 'Profile');
  await expect(profile).toBeVisible();
  await expect(profile.getByText(MEMBER, { exact: true })).toBeVisible();
  // The member's VIP level by the name the merchant gave it (the demo's levels), not its number.
  await expect(profile.getByTestId('profile-vip')).toHaveText(
    /^(Bronze|Silver|Gold|Platinum|Diamond|Black Diamond)$/,
  );

  // Nickname: the bounds are checked here, then the header shows the new one.
  const nickname = `Lucky ${run}`;
  await profile.getByRole('button', { name: 'Edit nickname' }).click();
  const nicknameDialog = page.getByRole('dialog', { name: 'Edit nickname' });
  await nicknameDialog.getByRole('textbox', { name: 'Nickname' }).fill('L');
  await nicknameDialog.getByRole('button', { name: 'Save nickname' }).click();
  await expect(nicknameDialog.getByText('Enter at least 2 characters')).toBeVisible();
  await nicknameDialog.getByRole('textbox', { name: 'Nickname' }).fill(nickname);
  await nicknameDialog.getByRole('button', { name: 'Save nickname' }).click();
  await expect(nicknameDialog).toBeHidden();
  await expect(profile.getByTestId('profile-nickname')).toHaveText(nickname);
  await expect(page.getByTestId('account-name')).toHaveText(nickname);

  // Avatar: a GIF is refused in the browser, a PNG is uploaded, then a preset replaces it.
  await profile.getByRole('button', { name: 'Change avatar' }).click();
  let avatarDialog = page.getByRole('dialog', { name: 'Choose your avatar' });
  await expect(avatarDialog.getByRole('radio')).toHaveCount(12);
  await avatarDialog
    .getByTestId('avatar-file')
    .setInputFiles({ name: 'moving.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(avatarDialog.getByRole('alert')).toHaveText('Choose a PNG or JPEG image');
  await avatarDialog
    .getByTestId('avatar-file')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(avatarDialog.getByText('Photo chosen: me.png')).toBeVisible();
  await avatarDialog.getByRole('button', { name: 'Save avatar' }).click();
  await expect(avatarDialog).toBeHidden();
  await expect(page.getByTestId('avatar').first()).toHaveAttribute('src', /\/api\/wps\/media\/avatar\//);

  await profile.getByRole('button', { name: 'Change avatar' }).click();
  avatarDialog = page.getByRole('dialog', { name: 'Choose your avatar' });
  await avatarDialog.getByRole('radio', { name: 'Lion' }).click();
  await expect(avatarDialog.getByRole('radio', { name: 'Lion' })).toHaveAttribute('aria-checked', 'true');
  await avatarDialog.getByRole('button', { name: 'Save avatar' }).click();
  await expect(avatarDialog).toBeHidden();
  // The header's avatar is the preset now (the first avatar on the page is the header's).
  await expect(page.getByTestId('avatar').first()).toHaveAttribute('src', '/avatars/preset-11.svg');

  // Birthday, set once: under 21 is refused with the spec §9 notice; then it is read-only.
  const birthday = profile.getByTestId('profile-birthday');
  const setBirthday = birthday.getByRole('button', { name: 'Set birthday' });
  await expect(setBirthday.or(birthday.getByText('May 12, 1990'))).toBeVisible();
  if (await setBirthday.isVisible()) {
    await setBirthday.click();
    const birthdayDialog = page.getByRole('dialog', { name: 'Set your birthday' });
    await expect(birthdayDialog.getByText('Please confirm you are 21 years old.')).toBeVisible();
    await birthdayDialog.getByLabel('Birthday').fill(yearsAgo(20));
    await birthdayDialog.getByRole('button', { name: 'Continue' }).click();
    await expect(birthdayDialog.getByRole('alert')).toHaveText('Please confirm you are 21 years old');
    await birthdayDialog.getByLabel('Birthday').fill('1990-05-12');
    await birthdayDialog.getByRole('button', { name: 'Continue' }).click();
    await expect(birthdayDialog.getByText('May 12, 1990')).toBeVisible();
    await birthdayDialog.getByRole('button', { name: 'Confirm and save' }).click();
    await expect(birthdayDialog).toBeHidden();
  }
  await expect(birthday).toContainText('May 12, 1990');
  await expect(birthday.getByRole('button')).toHaveCount(0);

  // Mobile: a code sent to the new number and the login password.
  const contact = region(page, 'Contact details');
  const mobile = `8${String(Date.now()).slice(-8)}`;
  await contact.getByRole('button', { name: 'Change mobile number' }).click();
  const mobileDialog = page.getByRole('dialog', { name: 'Change mobile number' });
  await expect(mobileDialog.getByRole('combobox', { name: 'Country code' })).toHaveValue('+66');
  await mobileDialog.getByRole('textbox', { name: 'New mobile number' }).fill(mobile);
  const mark = await outboxMark(request, `+66${mobile}`);
  await mobileDialog.getByRole('button', { name: 'Send code' }).click();
  await expect(mobileDialog.getByText('Code sent by SMS to the new number')).toBeVisible();
  await expect(mobileDialog.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
  const code = await nextFromOutbox(request, `+66${mobile}`, mark, CODE);
  await mobileDialog.getByRole('textbox', { name: 'Verification code' }).fill(code);
  // A wrong login password is refused with the server's message, and nothing changes.
  await mobileDialog.getByLabel('Login password', { exact: true }).fill('not-my-password');
  await mobileDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(mobileDialog.getByRole('alert')).toBeVisible();
  await mobileDialog.getByLabel('Login password', { exact: true }).fill(DEMO_PASSWORD);
  await mobileDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(mobileDialog).toBeHidden();
  await expect(contact.getByTestId('contact-mobile')).toContainText(`+66 `);
  await expect(contact.getByTestId('contact-mobile')).toContainText(mobile.slice(-4));

  // Payout methods need a payment password: set one on the withdraw page when there is none.
  const payout = region(page, 'Payout methods');
  const needsPassword = payout.getByTestId('payout-needs-password');
  const addButton = payout.getByRole('button', { name: 'Add', exact: true });
  await expect(needsPassword.or(addButton)).toBeVisible();
  if (await needsPassword.isVisible()) {
    await needsPassword.getByRole('link', { name: 'Set payment password' }).click();
    await expect(page).toHaveURL(/\/account\/withdraw$/);
    const card = page.getByTestId('payment-password-card');
    await card.getByLabel('Login password', { exact: true }).fill(DEMO_PASSWORD);
    await card.getByLabel('New payment password', { exact: true }).fill(PAYMENT_PASSWORD);
    await card.getByLabel('Confirm payment password', { exact: true }).fill(PAYMENT_PASSWORD);
    await card.getByRole('button', { name: 'Save payment password' }).click();
    // Once set, the withdraw page no longer asks for it.
    await expect(card).toBeHidden();
    await page
      .getByRole('navigation', { name: 'Wallet pages' })
      .getByRole('link', { name: 'My account' })
      .click();
    await expect(page).toHaveURL(/\/member$/);
  }
  const methods = payout.getByTestId('payout-method');
  // Counted once the list has loaded (rows, or the empty line).
  await expect(methods.or(payout.getByText('No payout methods yet')).first()).toBeVisible();
  const before = await methods.count();

  // A bank account…
  const bankNumber = `12${run}7890`;
  await addButton.click();
  let addDialog = page.getByRole('dialog', { name: 'Add a payout method' });
  await expect(addDialog.getByRole('radio', { name: 'Bank account' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await addDialog.getByRole('textbox', { name: 'Bank name' }).fill('Kasikornbank');
  await addDialog.getByRole('textbox', { name: 'Account holder name' }).fill('Demo Player Five');
  await addDialog.getByRole('textbox', { name: 'Account number' }).fill(bankNumber);
  await addDialog.getByLabel('Confirm with your payment password', { exact: true }).fill(PAYMENT_PASSWORD);
  await addDialog.getByRole('button', { name: 'Add account' }).click();
  await expect(addDialog).toBeHidden();
  await expect(methods).toHaveCount(before + 1);
  const bank = methods.filter({ hasText: 'Kasikornbank' }).filter({ hasText: bankNumber.slice(-4) });
  await expect(bank).toContainText('Bank');
  await expect(bank).toContainText('Demo Player Five');

  // …and an e-wallet, with its provider.
  const walletNumber = `09${run}55`;
  await addButton.click();
  addDialog = page.getByRole('dialog', { name: 'Add a payout method' });
  await addDialog.getByRole('radio', { name: 'E-wallet' }).click();
  await addDialog.getByRole('textbox', { name: 'E-wallet provider' }).fill('TrueMoney Wallet');
  await addDialog.getByRole('textbox', { name: 'Wallet holder name' }).fill('Demo Player Five');
  await addDialog.getByRole('textbox', { name: 'Wallet number' }).fill(walletNumber);
  await addDialog.getByLabel('Confirm with your payment password', { exact: true }).fill(PAYMENT_PASSWORD);
  await addDialog.getByRole('button', { name: 'Add e-wallet' }).click();
  await expect(addDialog).toBeHidden();
  await expect(methods).toHaveCount(before + 2);
  const wallet = methods.filter({ hasText: 'TrueMoney Wallet' }).filter({ hasText: walletNumber.slice(-4) });
  await expect(wallet).toContainText('E-wallet');

  // Removing asks for the payment password; a wrong one is refused with the server's message.
  await bank.getByRole('button', { name: /^Remove Kasikornbank/ }).click();
  const removeDialog = page.getByRole('dialog', { name: 'Remove payout method' });
  await expect(removeDialog).toContainText('Kasikornbank');
  await removeDialog.getByLabel('Payment password', { exact: true }).fill('000000');
  await removeDialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(removeDialog.getByRole('alert')).toBeVisible();
  await expect(removeDialog).toBeVisible();
  await removeDialog.getByLabel('Payment password', { exact: true }).fill(PAYMENT_PASSWORD);
  await removeDialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(removeDialog).toBeHidden();
  await expect(bank).toHaveCount(0);
  // The e-wallet goes too, so the next run starts below the limit of five.
  await wallet.getByRole('button', { name: /^Remove TrueMoney Wallet/ }).click();
  await removeDialog.getByLabel('Payment password', { exact: true }).fill(PAYMENT_PASSWORD);
  await removeDialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(removeDialog).toBeHidden();
  await expect(methods).toHaveCount(before);

  // The account activity lists what was just done, newest first.
  const activity = region(page, 'Account activity').getByTestId('activity-item');
  await expect(activity.first()).toContainText('Payout method removed');
  for (const what of ['Nickname changed', 'Avatar changed', 'Mobile number changed', 'Payout method added']) {
    await expect(activity.filter({ hasText: what }).first()).toBeVisible();
  }
  await expect(activity.filter({ hasText: nickname }).first()).toBeVisible();
});
