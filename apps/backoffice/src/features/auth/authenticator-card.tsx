import type { TOperatorTotpSetup } from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { Card, ErrorNote, ui } from '../../components/ui.tsx';
import { queryKeys } from '../../lib/query-keys.ts';
import { authApi } from './api/auth-api.ts';
import { TotpCodeField } from './totp-code-field.tsx';

/** The otpauth:// URL as a QR code, drawn in the page (the seed never leaves it). */
function useQrDataUrl(text: string | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!text) return;
    let alive = true;
    QRCode.toDataURL(text, { margin: 1, width: 176, errorCorrectionLevel: 'M' })
      .then((value) => alive && setUrl(value))
      .catch(() => alive && setUrl(null));
    return () => {
      alive = false;
    };
  }, [text]);
  return text ? url : null;
}

/**
 * An authenticator app in front of the operator's password: enrol (scan, confirm with a code), and
 * turn off with a current code. Once on, every login asks for a code after the password.
 */
export function AuthenticatorCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [enrolment, setEnrolment] = useState<TOperatorTotpSetup | null>(null);
  const [code, setCode] = useState('');
  const qr = useQrDataUrl(enrolment?.otpauthUrl ?? null);
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.me });
  const setup = useMutation({
    mutationFn: () => authApi.totpSetup(),
    onSuccess: setEnrolment,
  });
  const confirm = useMutation({
    mutationFn: () => authApi.totpEnable({ code }),
    onSuccess: () => {
      toast(t('account.totpEnabled'));
      setEnrolment(null);
      setCode('');
      refresh();
    },
  });
  const disable = useMutation({
    mutationFn: () => authApi.totpDisable({ code }),
    onSuccess: () => {
      toast(t('account.totpDisabled'));
      setCode('');
      refresh();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (enabled) disable.mutate();
    else confirm.mutate();
  };
  const codeField = <TotpCodeField label={t('account.totpCode')} value={code} onChange={setCode} />;

  return (
    <Card title={t('account.totpTitle')}>
      <p className={ui.muted}>{enabled ? t('account.totpOn') : t('account.totpOff')}</p>
      <ErrorNote error={setup.error ?? confirm.error ?? disable.error} />
      {enabled ? (
        <form onSubmit={submit} className={ui.row} style={{ alignItems: 'flex-end' }}>
          {codeField}
          <button type="submit" className={`${ui.button} ${ui.secondary}`} disabled={disable.isPending}>
            {t('account.totpDisable')}
          </button>
        </form>
      ) : enrolment ? (
        <form onSubmit={submit} className={ui.row} style={{ alignItems: 'flex-end' }}>
          {qr ? <img src={qr} width={176} height={176} alt={t('account.totpQr')} /> : null}
          <div className={ui.field}>
            <span>{t('account.totpSecret')}</span>
            <code className={ui.mono}>{enrolment.secret}</code>
          </div>
          {codeField}
          <button type="submit" className={ui.button} disabled={confirm.isPending}>
            {t('account.totpConfirm')}
          </button>
        </form>
      ) : (
        <button type="button" className={ui.button} disabled={setup.isPending} onClick={() => setup.mutate()}>
          {t('account.totpStart')}
        </button>
      )}
    </Card>
  );
}
