import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/field/field.tsx';
import { showModal } from '../../../components/modal/index.ts';
import { useCountdown } from '../../../hooks/use-countdown.ts';
import { useThrottle } from '../../../hooks/use-throttle.ts';
import { errorText, type CodeSent } from '../api/auth-api.ts';
import type { useCaptcha } from '../hooks/use-captcha.ts';
import { resendWaitSeconds, smsCountdownSeconds, THROTTLE_MS } from '../timing.ts';
import styles from './auth.module.css';

export interface SmsCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Checks what the request needs (a valid number…) and returns the message to show, or null. */
  precheck?: () => string | null;
  onPrecheckFailed?: (message: string) => void;
  send: () => Promise<CodeSent>;
  /** Text of the hint once sent (defaults to "sent to your phone"). */
  sentText?: string;
  label?: string;
  /** Defaults to "enter the SMS code" (an e-mail code says so instead). */
  placeholder?: string;
  name?: string;
  required?: boolean;
  autoFocus?: boolean;
}

/**
 * A verification-code input with its send button (spec §4 "SMS code", §5): one request a second, the
 * button locked for expiredMinutes × 60 s after a send, and a refused request shown in a warning
 * dialog with the server's message (spec §8).
 */
export function SmsCodeField({
  value,
  onChange,
  error,
  precheck,
  onPrecheckFailed,
  send,
  sentText,
  label,
  placeholder,
  name = 'verificationCode',
  required,
  autoFocus,
}: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const throttle = useThrottle(THROTTLE_MS);

  const request = async () => {
    if (sending || countdown.running || !throttle.tryPass()) return;
    const problem = precheck?.() ?? null;
    if (problem) {
      onPrecheckFailed?.(problem);
      return;
    }
    setSending(true);
    try {
      const value = await send();
      countdown.start(smsCountdownSeconds(value?.expiredMinutes));
      setSent(true);
    } catch (failure) {
      const wait = resendWaitSeconds(failure as { code?: unknown; value?: unknown });
      if (wait) countdown.start(wait);
      showModal({ icon: 'warning', title: t('auth.codeFailedTitle'), html: errorText(failure, t) });
    } finally {
      setSending(false);
    }
  };

  return (
    <TextField
      label={label ?? t('auth.smsCode')}
      icon="message"
      name={name}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={placeholder ?? t('auth.smsCodePlaceholder')}
      value={value}
      maxLength={8}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      error={error}
      hint={sent ? (sentText ?? t('auth.codeSent')) : undefined}
      required={required}
      autoFocus={autoFocus}
      trailing={
        <button
          type="button"
          className={styles.inlineAction}
          onClick={() => void request()}
          disabled={countdown.running || sending}
          aria-busy={sending || undefined}
        >
          {sending
            ? t('auth.sending')
            : countdown.running
              ? t('auth.resendIn', { seconds: countdown.left })
              : sent
                ? t('auth.resendCode')
                : t('auth.sendCode')}
        </button>
      }
    />
  );
}

/** The captcha input with its image (see useCaptcha); a click on the image asks for a new one. */
export function CaptchaField({
  captcha: { captcha, text: value, setText: onChange, refresh: onRefresh },
  error,
  required,
}: {
  captcha: ReturnType<typeof useCaptcha>;
  error?: string | null;
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.captcha')}
      icon="shield"
      name="captcha"
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      placeholder={t('auth.captchaPlaceholder')}
      value={value}
      maxLength={8}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      required={required}
      trailing={
        <button
          type="button"
          className={styles.captchaImage}
          onClick={onRefresh}
          aria-label={t('auth.refreshCaptcha')}
          title={t('auth.refreshCaptcha')}
        >
          {captcha ? <img src={captcha.image} alt="" /> : <span className={styles.captchaLoading} />}
        </button>
      }
    />
  );
}
