import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  errorText,
  verificationChallenge,
  wantsCaptcha,
  type VerificationChallenge,
} from '../api/auth-api.ts';
import { useCaptcha } from './use-captcha.ts';

export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/** One submit of an auth form: what it checks, what it sends, and how a refusal is shown. */
export interface SubmitPlan {
  /** Checks the fields and shows what is wrong (see `check`); false stops the submit. */
  validate?: () => boolean;
  send: () => Promise<void>;
  /** Shows a refusal by field; without it every refusal goes to the form's alert. */
  fail?: (error: unknown) => void;
  /**
   * The form may show the captcha: a refusal spends a shown one (or says one is needed), so a new
   * image is loaded; `required` forms load one after every refusal.
   */
  captcha?: { required: boolean };
  /** A login that may need a second step (spec §4): the challenge opens it instead of an error. */
  verification?: boolean;
}

/** What a submit changes in its form. */
export interface SubmitTarget {
  setBusy: (busy: boolean) => void;
  setFormError: (message: string | null) => void;
  setChallenge: (challenge: VerificationChallenge) => void;
  describe: (error: unknown) => string;
  captcha: { shown: boolean; renew: () => void; reset: () => void };
}

/** The submit of every auth form, apart from React so that its rules are testable. */
export async function runSubmit(plan: SubmitPlan, target: SubmitTarget): Promise<void> {
  if (plan.validate && !plan.validate()) return;
  target.setBusy(true);
  try {
    await plan.send();
  } catch (error) {
    const challenge = plan.verification ? verificationChallenge(error) : null;
    if (challenge) {
      target.captcha.reset();
      target.setChallenge(challenge);
      return;
    }
    if (plan.fail) plan.fail(error);
    else target.setFormError(target.describe(error));
    // A shown captcha is spent by the attempt; a new one is needed either way.
    if (plan.captcha && (plan.captcha.required || target.captcha.shown || wantsCaptcha(error)))
      target.captcha.renew();
  } finally {
    target.setBusy(false);
  }
}

/**
 * The state every auth form keeps (spec §4, §5): field problems, the alert, the pending submit, the
 * captcha and, for logins, the verification step; and its submit handler, which ignores a second
 * submit while one is pending.
 */
export function useAuthForm<F extends string = string>() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<VerificationChallenge | null>(null);
  const captcha = useCaptcha((error) => setFormError(errorText(error, t)));

  /** Shows the problems found; true when there are none. */
  const check = (found: FieldErrors<F>): boolean => {
    setErrors(found);
    return !Object.values(found).some(Boolean);
  };

  /** The member edits a field: its problem goes. */
  const clearError = (field: F) => {
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** Selects another tab of the form with `select`; the problems shown for the last one go. */
  const switchTab =
    <T>(select: (next: T) => void) =>
    (next: T) => {
      select(next);
      setErrors({});
      setFormError(null);
    };

  const submit = (plan: SubmitPlan) => (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (busy) return;
    void runSubmit(plan, {
      setBusy,
      setFormError,
      setChallenge,
      describe: (error) => errorText(error, t),
      captcha: { shown: !!captcha.captcha, renew: captcha.renew, reset: captcha.reset },
    });
  };

  return {
    errors,
    setErrors,
    formError,
    setFormError,
    busy,
    challenge,
    setChallenge,
    captcha,
    check,
    clearError,
    switchTab,
    submit,
  };
}
