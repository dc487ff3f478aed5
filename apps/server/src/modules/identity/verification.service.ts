import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { LanguageCode, TBotChallenge, TCaptcha } from '@platform/contracts';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import svgCaptcha from 'svg-captcha';
import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { outboundText } from '../../platform/i18n/outbound-messages.ts';
import { newToken } from '../../platform/ids.ts';
import type { MessageProvider } from '../messaging/index.ts';
import { smsBudgetProblem, SMS_LIMITS } from './domain/sms-limits.ts';
import { ipLimitKey } from '../../platform/http/client-ip.ts';

const CAPTCHA_TTL_MS = 5 * 60_000;
const CAPTCHA_REFRESH_MS = 1_000;
const BOT_CHALLENGE_TTL_MS = 10 * 60_000;
/** Enough work to cost a bot, little enough for a phone (a few hundred ms). */
const BOT_MAX_NUMBER = 60_000;
export const SMS_EXPIRED_MINUTES = 2;
const SMS_CODE_DIGITS = 6;
const SMS_MAX_ATTEMPTS = 5;

/** CONTACT: a new e-mail or mobile the member is moving their account to. */
export type SmsPurpose = 'LOGIN' | 'REGISTER' | 'RESET' | 'VERIFY' | 'CONTACT';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const sameText = (a: string, b: string) => {
  const x = Buffer.from(sha256(a));
  const y = Buffer.from(sha256(b));
  return timingSafeEqual(x, y);
};

/** The value carries the seconds left, so a client can resume its countdown. */
const tooSoon = (seconds: number) =>
  new AppError('SMS_RESEND_TOO_SOON', { seconds }, { seconds }, { 'Retry-After': String(seconds) });

/** The captcha image, the ALTCHA bot check and one-time SMS codes: each single-use, each throttled. */
export function createVerificationService(deps: {
  store: KeyValueStore;
  clock: Clock;
  messages: MessageProvider;
  secret: () => Promise<string>;
}) {
  const { store, clock, messages } = deps;

  async function throttle(key: string, windowMs: number) {
    if (!(await store.setIfAbsent(key, '1', windowMs))) {
      const seconds = Math.max(1, Math.ceil(((await store.ttlMs(key)) ?? windowMs) / 1000));
      throw new AppError('RATE_LIMITED', { seconds }, null, { 'Retry-After': String(seconds) });
    }
  }

  return {
    /** GET /api/wps/captcha, at most once a second per client (spec §5). */
    async newCaptcha(clientIp: string): Promise<TCaptcha> {
      await throttle(`captcha-refresh:${ipLimitKey(clientIp)}`, CAPTCHA_REFRESH_MS);
      const { text, data } = svgCaptcha.create({
        size: 4,
        noise: 3,
        ignoreChars: '0oO1iIlL',
        color: true,
        background: '#f4f1ea',
        width: 120,
        height: 44,
      });
      const captchaKey = newToken();
      await store.set(`captcha:${captchaKey}`, text.toLowerCase(), CAPTCHA_TTL_MS);
      return { captchaKey, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
    },

    /** True when the answer matches; the captcha is spent either way. */
    async checkCaptcha(captchaKey: string | undefined, answer: string | undefined): Promise<boolean> {
      if (!captchaKey || !answer) return false;
      const key = `captcha:${captchaKey}`;
      // Claimed before it is read: parallel answers to one image get a single comparison between them.
      if (!(await store.setIfAbsent(`captcha-claimed:${captchaKey}`, '1', CAPTCHA_TTL_MS))) return false;
      const expected = await store.get(key);
      if (!expected) return false;
      await store.delete(key);
      return sameText(expected, answer.trim().toLowerCase());
    },

    async botChallenge(enabled: boolean): Promise<TBotChallenge> {
      if (!enabled)
        return { enabled: false, algorithm: '', challenge: '', salt: '', signature: '', maxnumber: 0 };
      const challenge = await createChallenge({
        hmacKey: await deps.secret(),
        maxNumber: BOT_MAX_NUMBER,
        expires: new Date(clock.nowMs() + BOT_CHALLENGE_TTL_MS),
      });
      return { enabled: true, ...challenge, maxnumber: challenge.maxnumber ?? BOT_MAX_NUMBER };
    },

    /** Refuses a missing, wrong, expired or reused proof of work (BOT_CHECK_FAILED). */
    async requireBotCheck(enabled: boolean, payload: string | undefined): Promise<void> {
      if (!enabled) return;
      if (!payload) throw new AppError('BOT_CHECK_FAILED');
      const secret = await deps.secret();
      const valid = await verifySolution(payload, secret, true).catch(() => false);
      if (!valid) throw new AppError('BOT_CHECK_FAILED');
      if (!(await store.setIfAbsent(`botcheck-used:${sha256(payload)}`, '1', BOT_CHALLENGE_TTL_MS)))
        throw new AppError('BOT_CHECK_FAILED');
    },

    /**
     * Sends a 6-digit code to an E.164 number for one purpose. Refused during the resend countdown
     * (expiredMinutes × 60 s), throttled per client to one a second, and capped per number and per
     * IP per hour so that the endpoint cannot be used to pump premium SMS traffic.
     */
    async sendSmsCode(input: {
      merchantCode: string;
      purpose: SmsPurpose;
      /** E.164 number, or an e-mail address for the EMAIL channel. */
      e164: string;
      clientIp: string;
      brandName: string;
      language: LanguageCode;
      /** False for a number that is not a member's: the answer and the limits stay the same. */
      deliver: boolean;
      channel?: 'SMS' | 'EMAIL';
    }): Promise<{ expiredMinutes: number }> {
      await throttle(`sms-client:${ipLimitKey(input.clientIp)}`, SMS_LIMITS.clientIntervalMs);
      const subject = `${input.merchantCode}:${input.purpose}:${input.e164}`;
      const cooldownKey = `sms-cooldown:${subject}`;
      const cooldownMs = await store.ttlMs(cooldownKey);
      if (cooldownMs !== null && cooldownMs > 0) throw tooSoon(Math.ceil(cooldownMs / 1000));
      if (!(await store.setIfAbsent(cooldownKey, '1', SMS_EXPIRED_MINUTES * 60_000)))
        throw tooSoon(SMS_EXPIRED_MINUTES * 60);
      // Counted first, decided on the counts returned: parallel sends each get their own number.
      const [numberCount, ipCount] = await Promise.all([
        store.increment(`sms-hour:number:${input.e164}`, SMS_LIMITS.windowMs),
        store.increment(`sms-hour:ip:${ipLimitKey(input.clientIp)}`, SMS_LIMITS.windowMs),
      ]);
      if (smsBudgetProblem({ perNumber: numberCount - 1, perIp: ipCount - 1 })) {
        await store.delete(cooldownKey);
        throw new AppError('SMS_LIMIT_REACHED', { minutes: 60 });
      }
      const code = String(randomInt(0, 10 ** SMS_CODE_DIGITS)).padStart(SMS_CODE_DIGITS, '0');
      await store.set(
        `sms-code:${subject}`,
        JSON.stringify({ hash: sha256(`${subject}:${code}`), attempts: 0 }),
        SMS_EXPIRED_MINUTES * 60_000,
      );
      if (input.deliver)
        await messages.send({
          merchantCode: input.merchantCode,
          channel: input.channel ?? 'SMS',
          recipient: input.e164,
          subject:
            input.channel === 'EMAIL'
              ? outboundText('codeSubject', input.language, { brand: input.brandName })
              : undefined,
          body: outboundText('codeBody', input.language, {
            brand: input.brandName,
            code,
            minutes: SMS_EXPIRED_MINUTES,
          }),
          secrets: [code],
        });
      return { expiredMinutes: SMS_EXPIRED_MINUTES };
    },

    /**
     * Consumes the code: right once, then never again (even from another node, through the shared
     * store); five tries burn it. Each try is counted before the comparison, so parallel guesses
     * cannot compare more than five.
     */
    async consumeSmsCode(input: {
      merchantCode: string;
      purpose: SmsPurpose;
      e164: string;
      code: string;
    }): Promise<void> {
      const subject = `${input.merchantCode}:${input.purpose}:${input.e164}`;
      const key = `sms-code:${subject}`;
      const raw = await store.get(key);
      if (!raw) throw new AppError('SMS_CODE_INVALID');
      const saved = JSON.parse(raw) as { hash: string; attempts: number };
      const attempts = await store.increment(
        `sms-attempts:${subject}:${saved.hash}`,
        SMS_EXPIRED_MINUTES * 60_000,
      );
      if (attempts > SMS_MAX_ATTEMPTS) {
        await store.delete(key);
        throw new AppError('SMS_CODE_INVALID');
      }
      if (!sameText(saved.hash, sha256(`${subject}:${input.code.trim()}`))) {
        if (attempts >= SMS_MAX_ATTEMPTS) await store.delete(key);
        throw new AppError('SMS_CODE_INVALID');
      }
      if (!(await store.setIfAbsent(`sms-used:${saved.hash}`, '1', SMS_EXPIRED_MINUTES * 60_000)))
        throw new AppError('SMS_CODE_INVALID');
      await store.delete(key);
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
