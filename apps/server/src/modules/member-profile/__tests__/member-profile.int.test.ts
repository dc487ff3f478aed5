import {
  AVATAR_MAX_BYTES,
  MEMBER_ACCOUNT_ADMIN_PATHS,
  MEMBER_ACCOUNT_PATHS,
  type TContactCodeSent,
  type TLoginValue,
  type TMemberProfile,
  type TProfileChangePage,
} from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import {
  bearer,
  latestCode,
  login,
  loginOk,
  sendEncrypted,
  solveBotCheck,
} from '../../../../test/member-client.ts';
import { createTestApp, operatorAuth, type TestApp } from '../../../../test/test-app.ts';
import { addDays, todayInZone } from '../../../platform/time-zone.ts';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

/** The day exactly `years` ago (28 February for a 29 February that year lacks). */
function yearsBefore(day: string, years: number): string {
  const shifted = `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;
  return shifted.endsWith('-02-29') && !isLeap(Number(shifted.slice(0, 4)))
    ? shifted.replace('-29', '-28')
    : shifted;
}
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
let ip = 10;
/** Code sends are throttled per client: each comes from its own address. */
const freshIp = () => `198.51.100.${ip++}`;

describe('member-profile: the member’s own account', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    for (const username of ['demo13', 'demo14', 'demo15', 'demo16', 'demo17'])
      tokens[username] = (await loginOk(t, username)).token;
    tokens.lotus = expectOk<TLoginValue>(
      await login(t, 'demo01', 'Demo1234', {}, { merchant: 'LOTUS' }),
    ).token;
  });
  afterAll(() => t.close());

  const get = async (username: string, headers: Record<string, string> = {}) =>
    expectOk<TMemberProfile>(
      await t.app.inject({
        method: 'GET',
        url: MEMBER_ACCOUNT_PATHS.profile,
        headers: bearer(tokens[username]!, headers),
      }),
    );
  const put = (username: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: MEMBER_ACCOUNT_PATHS.profile,
      headers: bearer(tokens[username]!),
      payload,
    });
  const changes = async (username: string, query = '') =>
    expectOk<TProfileChangePage>(
      await t.app.inject({
        method: 'GET',
        url: `${MEMBER_ACCOUNT_PATHS.changes}${query}`,
        headers: bearer(tokens[username]!),
      }),
    );

  describe('profile', () => {
    it('shows the member their profile with contact data masked', async () => {
      const p = await get('demo13');
      expect(p).toMatchObject({
        account: 'demo13',
        nickname: 'Demo 13',
        avatar: null,
        birthday: null,
        payeeName: 'DEMO PLAYER 13',
        emailMasked: 'de****@example.com',
        mobileMasked: '*****0013',
        countryDialingCode: '66',
        hasPaymentPassword: false,
      });
      expect(p.lastLoginAt).not.toBeNull();
    });

    it('changes the nickname and avatar preset, each audited with the IP, newest first', async () => {
      const p = expectOk<TMemberProfile>(
        await put('demo13', { nickname: '  Lucky Ace  ', avatar: 'preset-07' }),
      );
      expect(p).toMatchObject({ nickname: 'Lucky Ace', avatar: 'preset-07' });
      expect(await get('demo13')).toMatchObject({ nickname: 'Lucky Ace', avatar: 'preset-07' });
      // The header's member info follows.
      const info = expectOk<{ nickname: string; avatarUrl: string | null }>(
        await t.app.inject({ method: 'GET', url: '/api/wps/member/info', headers: bearer(tokens.demo13!) }),
      );
      expect(info).toMatchObject({ nickname: 'Lucky Ace', avatarUrl: 'preset-07' });

      // The same values again change nothing and record nothing.
      expectOk(await put('demo13', { nickname: 'Lucky Ace', avatar: 'preset-07' }));
      const page = await changes('demo13');
      expect(page.total).toBe(2);
      expect(page.list.map((c) => c.field).sort()).toEqual(['AVATAR', 'NICKNAME']);
      const nickname = page.list.find((c) => c.field === 'NICKNAME')!;
      expect(nickname.summary).toBe('Demo 13 → Lucky Ace');
      expect(nickname.ip).toBe('127.0.0.1');
      expect(page.list.find((c) => c.field === 'AVATAR')!.summary).toBe('default → preset-07');

      expectOk(await put('demo13', { nickname: 'Ace' }));
      const next = await changes('demo13', '?pageNo=1&pageSize=1');
      expect(next).toMatchObject({ total: 3, totalPages: 3, pageSize: 1 });
      expect(next.list[0]).toMatchObject({ field: 'NICKNAME', summary: 'Lucky Ace → Ace' });
    });

    it('refuses a nickname out of bounds, an invisible character, an unknown preset or an empty body', async () => {
      for (const payload of [
        { nickname: 'A' },
        { nickname: '   A   ' },
        { nickname: 'x'.repeat(21) },
        { nickname: 'Ace\u0000' },
        { nickname: 'Ace\u200b' },
        { avatar: 'preset-13' },
        { avatar: 'preset-00' },
        { avatar: 'https://evil.example/a.png' },
        {},
      ]) {
        const res = await put('demo14', payload);
        expectError(res, 400, 'VALIDATION_FAILED');
        expect(res.json().message).toMatch(/\S/);
      }
      expectOk(await put('demo14', { nickname: 'x'.repeat(20) }));
      expectOk(await put('demo14', { nickname: '老虎' }));
      expect((await changes('demo14')).total).toBe(2);
    });

    it('refuses a birthday under 21 on today’s date, takes exactly 21, and then keeps it', async () => {
      // ROYAL's day (Asia/Bangkok), which is the day the rule is cut in.
      const today = todayInZone(new Date(), 'Asia/Bangkok');
      const twentyOneToday = yearsBefore(today, 21);
      const dayShort = addDays(twentyOneToday, 1);
      const under = await put('demo15', { birthday: dayShort });
      expectError(under, 400, 'UNDER_MINIMUM_AGE');
      expect(under.json().message).toContain('21');
      expectError(await put('demo15', { birthday: addDays(today, 1) }), 400, 'VALIDATION_FAILED');
      expectError(await put('demo15', { birthday: '2001-02-30' }), 400, 'VALIDATION_FAILED');
      // Refused as a whole: the nickname in the same body did not change either.
      expectError(
        await put('demo15', { nickname: 'Young One', birthday: dayShort }),
        400,
        'UNDER_MINIMUM_AGE',
      );
      expect(await get('demo15')).toMatchObject({ nickname: 'Demo 15', birthday: null });

      expect(expectOk<TMemberProfile>(await put('demo15', { birthday: twentyOneToday })).birthday).toBe(
        twentyOneToday,
      );
      // The same day again is no change; any other is locked, in the member's language.
      expectOk(await put('demo15', { birthday: twentyOneToday }));
      const locked = await put('demo15', { birthday: '1990-01-01', nickname: 'Other' });
      expectError(locked, 409, 'BIRTHDAY_LOCKED');
      const thai = await t.app.inject({
        method: 'PUT',
        url: MEMBER_ACCOUNT_PATHS.profile,
        headers: bearer(tokens.demo15!, { 'accept-language': 'th' }),
        payload: { birthday: '1990-01-01' },
      });
      expectError(thai, 409, 'BIRTHDAY_LOCKED');
      expect(thai.json().message).not.toBe(locked.json().message);
      expect(await get('demo15')).toMatchObject({ nickname: 'Demo 15', birthday: twentyOneToday });
      const record = await changes('demo15');
      expect(record.list.map((c) => [c.field, c.summary])).toEqual([['BIRTHDAY', `— → ${twentyOneToday}`]]);
    });

    it('reads a birthday stored at registration and holds it as set', async () => {
      const register = await sendEncrypted(t, 'PUT', '/api/wps/member/register', {
        username: 'bday01',
        password: 'Passw0rd1',
        confirmPassword: 'Passw0rd1',
        birthday: '1990-04-02',
        botCheck: await solveBotCheck(t),
      });
      const value = expectOk<TLoginValue>(register);
      tokens.bday01 = value.token;
      expect((await get('bday01')).birthday).toBe('1990-04-02');
      expectError(await put('bday01', { birthday: '1991-04-02' }), 409, 'BIRTHDAY_LOCKED');
    });
  });

  describe('avatar', () => {
    const upload = (username: string, image: string) =>
      sendEncrypted(t, 'POST', MEMBER_ACCOUNT_PATHS.avatar, { image }, bearer(tokens[username]!));

    it('stores a png and serves the same bytes back with its type, cached for good', async () => {
      const p = expectOk<TMemberProfile>(await upload('demo16', dataUrl(PNG_1X1)));
      expect(p.avatar).toMatch(/^\/api\/wps\/media\/avatar\/[0-9a-f-]{36}\.png$/);
      const served = await t.app.inject({ method: 'GET', url: p.avatar! });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toContain('immutable');
      expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
      const record = await changes('demo16');
      expect(record.list[0]).toMatchObject({ field: 'AVATAR', summary: 'default → uploaded image' });
    });

    it('refuses a text file named as a png, a gif and an image over the limit, changing nothing', async () => {
      const before = await get('demo16');
      const text = Buffer.from('this is only text pretending to be an image, nothing more');
      for (const image of [
        dataUrl(text),
        dataUrl(Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;'), 'image/gif'),
        dataUrl(Buffer.concat([PNG_1X1, Buffer.alloc(AVATAR_MAX_BYTES)])),
        'not a data url at all',
      ]) {
        const res = await upload('demo16', image);
        expectError(res, 400, 'VALIDATION_FAILED');
      }
      expect(await get('demo16')).toEqual(before);
      expect((await changes('demo16')).total).toBe(1);
      expectError(
        await t.app.inject({
          method: 'GET',
          url: '/api/wps/media/avatar/00000000-0000-0000-0000-000000000000.png',
        }),
        404,
        'NOT_FOUND',
      );
      expectError(
        await t.app.inject({ method: 'GET', url: '/api/wps/media/avatar/..%2F..%2Fetc.png' }),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('needs the encrypted body and a session', async () => {
      expectError(
        await t.app.inject({
          method: 'POST',
          url: MEMBER_ACCOUNT_PATHS.avatar,
          headers: bearer(tokens.demo16!),
          payload: { image: dataUrl(PNG_1X1) },
        }),
        400,
        'ENCRYPTION_REQUIRED',
      );
      expectError(
        await sendEncrypted(t, 'POST', MEMBER_ACCOUNT_PATHS.avatar, { image: dataUrl(PNG_1X1) }, {}),
        401,
        'UNAUTHORIZED',
      );
    });
  });

  describe('e-mail and mobile', () => {
    const requestCode = (username: string, body: object, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: MEMBER_ACCOUNT_PATHS.contactCode,
        remoteAddress: freshIp(),
        headers: bearer(tokens[username]!, headers),
        payload: body,
      });
    const change = (username: string, body: Record<string, unknown>) =>
      sendEncrypted(t, 'POST', MEMBER_ACCOUNT_PATHS.contact, body, bearer(tokens[username]!));

    it('changes the e-mail with a code to the new address and the login password, and tells the old address', async () => {
      const sent = expectOk<TContactCodeSent>(
        await requestCode('demo17', { channel: 'email', email: 'New.Me@Example.com' }),
      );
      expect(sent).toMatchObject({ target: 'ne****@example.com' });
      const code = await latestCode(t, 'new.me@example.com');

      expectError(
        await change('demo17', {
          channel: 'email',
          email: 'new.me@example.com',
          verificationCode: code,
          password: 'Wrong1234',
        }),
        400,
        'OLD_PASSWORD_WRONG',
      );
      const wrongCode = code === '000000' ? '111111' : '000000';
      expectError(
        await change('demo17', {
          channel: 'email',
          email: 'new.me@example.com',
          verificationCode: wrongCode,
          password: 'Demo1234',
        }),
        400,
        'SMS_CODE_INVALID',
      );
      expect((await get('demo17')).emailMasked).toBe('de****@example.com');
      expect((await changes('demo17')).total).toBe(0);

      const p = expectOk<TMemberProfile>(
        await change('demo17', {
          channel: 'email',
          email: 'new.me@example.com',
          verificationCode: code,
          password: 'Demo1234',
        }),
      );
      expect(p.emailMasked).toBe('ne****@example.com');
      const record = await changes('demo17');
      expect(record.list[0]).toMatchObject({
        field: 'EMAIL',
        summary: 'de****@example.com → ne****@example.com',
      });
      expect(JSON.stringify(record)).not.toContain('new.me');
      // The same address again is no change.
      expectError(
        await change('demo17', {
          channel: 'email',
          email: 'new.me@example.com',
          verificationCode: code,
          password: 'Demo1234',
        }),
        400,
        'VALIDATION_FAILED',
      );
      // The old address hears of it; the member's phone is not where the old e-mail was.
      const outbox = expectOk<{ body: string }[]>(
        await t.app.inject({
          method: 'GET',
          url: `/api/dev/outbox?to=${encodeURIComponent('demo17@example.com')}`,
        }),
      );
      expect(outbox[0]?.body).toContain('ne****@example.com');
      // The e-mail is the member's now: forgot-password by e-mail finds the account by it.
      const forgot = await t.app.inject({
        method: 'POST',
        url: '/api/wps/member/password/email',
        headers: { 'accept-language': 'en' },
        payload: { username: 'demo17', email: 'new.me@example.com' },
      });
      expectOk(forgot);
      const mailed = expectOk<{ body: string }[]>(
        await t.app.inject({
          method: 'GET',
          url: `/api/dev/outbox?to=${encodeURIComponent('new.me@example.com')}`,
        }),
      );
      expect(mailed[0]?.body).toMatch(/temporary password/i);
    });

    it('refuses an address another member of the merchant uses, in the member’s language', async () => {
      const taken = await requestCode('demo17', { channel: 'email', email: 'demo18@example.com' });
      expectError(taken, 409, 'EMAIL_TAKEN');
      const thai = await requestCode(
        'demo17',
        { channel: 'email', email: 'DEMO18@example.com' },
        { 'accept-language': 'th' },
      );
      expectError(thai, 409, 'EMAIL_TAKEN');
      expect(thai.json().message).not.toBe(taken.json().message);
      expectError(
        await requestCode('demo17', { channel: 'mobile', mobileNum: '810000018', countryDialingCode: '66' }),
        409,
        'MOBILE_TAKEN',
      );
      // Another merchant's member may use the same address: merchants do not share members.
      expectOk(
        await requestCode('lotus', { channel: 'email', email: 'demo18@example.com' }, { merchant: 'LOTUS' }),
      );
    });

    it('changes the mobile, and the new number logs in by SMS', async () => {
      expectOk(
        await requestCode('demo14', {
          channel: 'mobile',
          mobileNum: '0899995555',
          countryDialingCode: '+66',
        }),
      );
      const code = await latestCode(t, '+66899995555');
      const p = expectOk<TMemberProfile>(
        await change('demo14', {
          channel: 'mobile',
          mobileNum: '0899995555',
          countryDialingCode: '+66',
          verificationCode: code,
          password: 'Demo1234',
        }),
      );
      expect(p).toMatchObject({ mobileMasked: '*****5555', countryDialingCode: '66' });
      const record = await changes('demo14');
      expect(record.list[0]).toMatchObject({ field: 'MOBILE', summary: '+66 *****0014 → +66 *****5555' });
      expect(JSON.stringify(record)).not.toContain('89999');
      // The old number was told.
      const told = expectOk<{ body: string }[]>(
        await t.app.inject({
          method: 'GET',
          url: `/api/dev/outbox?to=${encodeURIComponent('+66810000014')}`,
        }),
      );
      expect(told[0]?.body).toContain('*****5555');
      // The new number logs in by SMS code.
      expectOk(
        await t.app.inject({
          method: 'POST',
          url: '/api/wps/verification/sms/noLogin',
          remoteAddress: freshIp(),
          payload: { mobileNum: '899995555', countryDialingCode: '66', botCheck: await solveBotCheck(t) },
        }),
      );
      const loginCode = await latestCode(t, '+66899995555');
      const value = expectOk<TLoginValue>(
        await login(t, '899995555', loginCode, { type: 'sms', countryDialingCode: '66' }),
      );
      expect(value.memberInfo.account).toBe('demo14');
      tokens.demo14 = value.token;
      // Another member cannot take it now.
      expectError(
        await requestCode('demo13', { channel: 'mobile', mobileNum: '899995555', countryDialingCode: '66' }),
        409,
        'MOBILE_TAKEN',
      );
    });

    it('counts wrong passwords toward the login-password lock', async () => {
      expectOk(await requestCode('demo16', { channel: 'email', email: 'locked.out@example.com' }));
      const code = await latestCode(t, 'locked.out@example.com');
      let last;
      for (let i = 0; i < 6; i++)
        last = await change('demo16', {
          channel: 'email',
          email: 'locked.out@example.com',
          verificationCode: code,
          password: `Nope${i}1234`,
        });
      expectError(last!, 423, 'VERIFICATION_LOCKED');
      // Even the right password is refused while locked, and nothing changed.
      expectError(
        await change('demo16', {
          channel: 'email',
          email: 'locked.out@example.com',
          verificationCode: code,
          password: 'Demo1234',
        }),
        423,
        'VERIFICATION_LOCKED',
      );
      expect((await get('demo16')).emailMasked).toBe('de****@example.com');
    });
  });

  describe('operators', () => {
    const correct = (who: Record<string, string>, code: string, id: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: MEMBER_ACCOUNT_ADMIN_PATHS.identityCorrection.replace(':code', code).replace(':id', id),
        headers: { ...who, 'accept-language': 'en' },
        payload,
      });

    it('correct a locked birthday and the payee name, audited in their log and the member’s record', async () => {
      const admin = await operatorAuth(t.app);
      const member = await get('demo15');
      expect(member.birthday).not.toBeNull();
      expectError(
        await correct(admin, 'ROYAL', member.id, { birthday: '1980-05-06' }),
        400,
        'VALIDATION_FAILED',
      );
      expectError(
        await correct(admin, 'ROYAL', member.id, { birthday: '2029-01-01', reason: 'typo' }),
        400,
        'VALIDATION_FAILED',
      );
      const p = expectOk<TMemberProfile>(
        await correct(admin, 'ROYAL', member.id, {
          birthday: '1980-05-06',
          payeeName: 'DEMO PLAYER FIFTEEN',
          reason: 'ID card checked',
        }),
      );
      expect(p).toMatchObject({ birthday: '1980-05-06', payeeName: 'DEMO PLAYER FIFTEEN' });
      expect(await get('demo15')).toMatchObject({ birthday: '1980-05-06', payeeName: 'DEMO PLAYER FIFTEEN' });
      expect((await changes('demo15')).list[0]).toMatchObject({
        field: 'BIRTHDAY',
        summary: `${member.birthday} → 1980-05-06 (customer service)`,
        ip: null,
      });
      const audit = expectOk<{ list: { action: string; target: string; after: { reason?: string } }[] }>(
        await t.app.inject({
          method: 'GET',
          url: '/api/bo/audit-log?action=member.identity-correction',
          headers: admin,
        }),
      );
      expect(audit.list[0]).toMatchObject({ target: 'member:demo15', after: { reason: 'ID card checked' } });
      // Another merchant's member id under this merchant answers as unknown; no session, no access.
      const lotus = await get('lotus', { merchant: 'LOTUS' });
      expectError(
        await correct(admin, 'ROYAL', lotus.id, { payeeName: 'X Y', reason: 'nope' }),
        404,
        'NOT_FOUND',
      );
      expectError(
        await correct({}, 'ROYAL', member.id, { payeeName: 'X Y', reason: 'nope' }),
        401,
        'UNAUTHORIZED',
      );
    });
  });

  describe('merchants', () => {
    it('keeps each merchant’s members apart: a session works only on its own merchant', async () => {
      const lotus = await get('lotus', { merchant: 'LOTUS' });
      expect(lotus).toMatchObject({ account: 'demo01', nickname: 'Lotus 01' });
      // A ROYAL session on the LOTUS site (and the reverse) is refused.
      expectError(
        await t.app.inject({
          method: 'GET',
          url: MEMBER_ACCOUNT_PATHS.profile,
          headers: bearer(tokens.demo13!, { merchant: 'LOTUS' }),
        }),
        401,
        'TOKEN_MERCHANT_MISMATCH',
      );
      expectError(
        await t.app.inject({
          method: 'PUT',
          url: MEMBER_ACCOUNT_PATHS.profile,
          headers: bearer(tokens.lotus!),
          payload: { nickname: 'Hijack' },
        }),
        401,
        'TOKEN_MERCHANT_MISMATCH',
      );
      expect((await get('lotus', { merchant: 'LOTUS' })).nickname).toBe('Lotus 01');
      expectError(
        await t.app.inject({ method: 'GET', url: MEMBER_ACCOUNT_PATHS.profile }),
        401,
        'UNAUTHORIZED',
      );
    });
  });
});
