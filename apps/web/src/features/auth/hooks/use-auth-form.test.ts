import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { runSubmit, type SubmitPlan, type SubmitTarget } from './use-auth-form.ts';

/** A form's side of a submit, recording what the submit did to it. */
function form({ captchaShown = false } = {}) {
  const log: string[] = [];
  const target: SubmitTarget = {
    setBusy: (busy) => log.push(`busy ${busy}`),
    setFormError: (message) => log.push(`alert ${message}`),
    setChallenge: (challenge) => log.push(`challenge ${challenge.verificationToken}`),
    describe: (error) => (error instanceof Error ? error.message : String(error)),
    captcha: {
      shown: captchaShown,
      renew: () => log.push('captcha renew'),
      reset: () => log.push('captcha reset'),
    },
  };
  return { log, target };
}

const refusal = (code: string, value: unknown = null) => new ApiError(code, `refused: ${code}`, 400, value);
const failing =
  (error: unknown): SubmitPlan['send'] =>
  () =>
    Promise.reject(error);

describe('runSubmit (the submit of every auth form)', () => {
  it('sends nothing when the fields have problems', async () => {
    const { log, target } = form();
    let sent = false;
    await runSubmit({ validate: () => false, send: async () => void (sent = true) }, target);
    expect(sent).toBe(false);
    expect(log).toEqual([]);
  });

  it('is busy while sending, and not after', async () => {
    const { log, target } = form();
    await runSubmit({ validate: () => true, send: async () => void log.push('sent') }, target);
    expect(log).toEqual(['busy true', 'sent', 'busy false']);
  });

  it('shows a refusal in the alert unless the form shows it by field', async () => {
    const plain = form();
    await runSubmit({ send: failing(refusal('RATE_LIMITED')) }, plain.target);
    expect(plain.log).toEqual(['busy true', 'alert refused: RATE_LIMITED', 'busy false']);

    const byField = form();
    await runSubmit(
      {
        send: failing(refusal('USERNAME_TAKEN')),
        fail: (e) => byField.log.push(`field ${(e as ApiError).code}`),
      },
      byField.target,
    );
    expect(byField.log).toEqual(['busy true', 'field USERNAME_TAKEN', 'busy false']);
  });

  it('loads a new captcha after a refusal when one was shown, asked for, or is required', async () => {
    const captcha = { required: false };
    const shown = form({ captchaShown: true });
    await runSubmit({ captcha, send: failing(refusal('INVALID_CREDENTIALS')) }, shown.target);
    expect(shown.log).toContain('captcha renew');

    const asked = form();
    await runSubmit({ captcha, send: failing(refusal('CAPTCHA_REQUIRED')) }, asked.target);
    expect(asked.log).toContain('captcha renew');

    const required = form();
    await runSubmit(
      { captcha: { required: true }, send: failing(refusal('USERNAME_TAKEN')) },
      required.target,
    );
    expect(required.log).toContain('captcha renew');

    const none = form();
    await runSubmit({ captcha, send: failing(refusal('INVALID_CREDENTIALS')) }, none.target);
    expect(none.log).not.toContain('captcha renew');

    // A form without a captcha never loads one, whatever the server says.
    const noCaptcha = form({ captchaShown: true });
    await runSubmit({ send: failing(refusal('CAPTCHA_REQUIRED')) }, noCaptcha.target);
    expect(noCaptcha.log).not.toContain('captcha renew');
  });

  it('opens the verification step of a login from a new IP instead of failing', async () => {
    const challenge = refusal('VERIFICATION_REQUIRED', { verificationToken: 'vt-1', methods: ['SMS'] });
    const login = form({ captchaShown: true });
    await runSubmit(
      { verification: true, captcha: { required: false }, send: failing(challenge) },
      login.target,
    );
    expect(login.log).toEqual(['busy true', 'captcha reset', 'challenge vt-1', 'busy false']);

    // Forms that are not logins show it as any other refusal.
    const other = form();
    await runSubmit({ send: failing(challenge) }, other.target);
    expect(other.log).toEqual(['busy true', 'alert refused: VERIFICATION_REQUIRED', 'busy false']);
  });
});
