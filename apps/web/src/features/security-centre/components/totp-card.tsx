import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { TextField } from '../../../components/field/field.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { StatusPill } from '../../../components/status-pill/status-pill.tsx';
import { StepNumber } from '../../../components/step-number/step-number.tsx';
import { showToast } from '../../../components/toast/index.ts';
import { useQrDataUrl } from '../../../hooks/use-qr-data-url.ts';
import { describeApiError } from '../../../lib/api-client.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { useDisableTotp, useEnableTotp, useSetupTotp, type TotpSetup } from '../api/security-api.ts';
import { groupSecret } from '../mask.ts';
import styles from './security-centre.module.css';

type Mode = 'idle' | 'setup' | 'disable';

/**
 * Google Authenticator (TOTP) enrolment: start, scan the QR code (or type the secret), confirm with a
 * code; turning it off also takes a code. Once on, it is offered as a new-IP login verification.
 */
export function TotpCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('idle');
  const [enrolment, setEnrolment] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const setup = useSetupTotp();
  const enable = useEnableTotp();
  const disable = useDisableTotp();
  const qr = useQrDataUrl(mode === 'setup' ? (enrolment?.otpauthUrl ?? null) : null, { width: 176 });
  const describe = (failure: unknown) => describeApiError(failure, (key) => t(key));

  const reset = () => {
    setMode('idle');
    setEnrolment(null);
    setCode('');
    setError(null);
  };

  const start = async () => {
    setError(null);
    try {
      setEnrolment(await setup.mutateAsync());
      setMode('setup');
    } catch (failure) {
      setError(describe(failure));
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError(t('security.totp.codeInvalid'));
      return;
    }
    setError(null);
    try {
      if (mode === 'setup') {
        await enable.mutateAsync(code);
        showToast(t('security.totp.enabled'));
      } else {
        await disable.mutateAsync(code);
        showToast(t('security.totp.disabled'));
      }
      reset();
    } catch (failure) {
      setError(describe(failure));
    }
  };

  const codeForm = (
    <form className={styles.codeForm} onSubmit={confirm} noValidate>
      <TextField
        label={t('security.totp.code')}
        icon="shield"
        name="totpCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="000000"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        error={error}
        hint={t('security.totp.codeHint')}
        autoFocus
      />
      <div className={styles.actions}>
        <Button variant="ghost" onClick={reset}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          variant={mode === 'disable' ? 'danger' : 'gold'}
          loading={enable.isPending || disable.isPending}
        >
          {mode === 'disable' ? t('security.totp.confirmDisable') : t('security.totp.confirmEnable')}
        </Button>
      </div>
    </form>
  );

  return (
    <Card
      id="security-totp-title"
      icon="shield"
      title={t('security.totp.title')}
      text={t('security.totp.text')}
      actions={
        <StatusPill tone={enabled ? 'success' : 'muted'} testId="totp-status">
          {enabled ? t('security.on') : t('security.off')}
        </StatusPill>
      }
    >
      {mode === 'setup' && enrolment ? (
        <div className={styles.enrol}>
          <ol className={styles.steps}>
            <li>
              <p className={styles.stepTitle}>
                <StepNumber n={1} />
                {t('security.totp.step1')}
              </p>
              <div className={styles.qrRow}>
                <span className={styles.qr}>
                  {qr ? (
                    <img src={qr} alt={t('security.totp.qrAlt')} width={152} height={152} />
                  ) : (
                    <span className={styles.qrPlaceholder} />
                  )}
                </span>
                <div className={styles.secretBox}>
                  <span className={styles.secretLabel}>{t('security.totp.secret')}</span>
                  <code className={styles.secret} data-testid="totp-secret">
                    {groupSecret(enrolment.secret)}
                  </code>
                  <Button
                    variant="outline"
                    size="sm"
                    icon={<Icon name="copy" size={16} />}
                    onClick={() =>
                      void copyText(enrolment.secret).then((ok) =>
                        showToast(ok ? t('header.copied') : t('header.copyFailed'), ok ? 'success' : 'error'),
                      )
                    }
                  >
                    {t('security.totp.copySecret')}
                  </Button>
                </div>
              </div>
            </li>
            <li>
              <p className={styles.stepTitle}>
                <StepNumber n={2} />
                {t('security.totp.step2')}
              </p>
              {codeForm}
            </li>
          </ol>
        </div>
      ) : mode === 'disable' ? (
        <div className={styles.enrol}>
          <p className={styles.lead}>{t('security.totp.disableText')}</p>
          {codeForm}
        </div>
      ) : (
        <div className={styles.cardFoot}>
          {error ? (
            <p className={styles.inlineError} role="alert">
              {error}
            </p>
          ) : null}
          {enabled ? (
            <Button variant="outline" onClick={() => setMode('disable')}>
              {t('security.totp.disable')}
            </Button>
          ) : (
            <Button
              icon={<Icon name="qr" size={18} />}
              loading={setup.isPending}
              onClick={() => void start()}
            >
              {t('security.totp.setup')}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
