import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { ErrorNote, ui } from '../../components/ui.tsx';
import { chatApi, chatKeys } from './api/chat-api.ts';
import { durationParts, MUTE_MAX_MINUTES, MUTE_PRESETS_MINUTES, muteMinutesProblem } from './chat-rules.ts';
import styles from './chat.module.css';

const REASON_MAX_CHARS = 200;

/** A length in minutes in words ("10 minutes", "1 day"). */
export function useDuration() {
  const { t } = useTranslation();
  return (minutes: number) => {
    const { unit, count } = durationParts(minutes);
    return t(`support.chat.durations.${unit}`, { count });
  };
}

/**
 * Mutes a member in the chat room for a preset or typed number of minutes, with a reason the other
 * operators see. `account` is the member's when opened from one of its lines; empty asks for it.
 */
export function MuteDialog(props: {
  merchantCode: string;
  account: string;
  onDone: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const duration = useDuration();
  const [account, setAccount] = useState(props.account);
  const [preset, setPreset] = useState<number | 'custom'>(MUTE_PRESETS_MINUTES[1]);
  const [custom, setCustom] = useState('30');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const customProblem = preset === 'custom' ? muteMinutesProblem(custom) : null;
  const accountMissing = account.trim() === '';
  const minutes = preset === 'custom' ? Number(custom.trim()) : preset;
  const mute = useMutation({
    mutationFn: () =>
      chatApi.mute(props.merchantCode, { account: account.trim(), minutes, reason: reason.trim() }),
    onSuccess: (mutes) => {
      toast(t('support.chat.mutedToast', { account: account.trim(), duration: duration(minutes) }));
      client.setQueryData(chatKeys.mutes(props.merchantCode), mutes);
      props.onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!accountMissing && !customProblem && !mute.isPending) mute.mutate();
  };

  return (
    <Dialog.Root open onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={`${ui.dialog} ${styles.dialog}`}>
          <form onSubmit={submit} noValidate className={styles.form}>
            <Dialog.Title>
              {props.account
                ? t('support.chat.muteTitleNamed', { account: props.account })
                : t('support.chat.muteTitle')}
            </Dialog.Title>
            <Dialog.Description>{t('support.chat.muteText')}</Dialog.Description>
            {props.account ? null : (
              <label className={ui.field}>
                <span>{t('support.chat.memberAccount')}</span>
                <input
                  className={`${ui.input} ${touched && accountMissing ? ui.invalid : ''}`}
                  value={account}
                  maxLength={64}
                  autoComplete="off"
                  aria-invalid={touched && accountMissing}
                  onChange={(e) => setAccount(e.target.value)}
                />
                {touched && accountMissing ? (
                  <span className={ui.fieldError}>{t('support.chat.problems.account')}</span>
                ) : null}
              </label>
            )}
            <fieldset className={styles.presets}>
              <legend>{t('support.chat.muteFor')}</legend>
              {MUTE_PRESETS_MINUTES.map((m) => (
                <label key={m} className={styles.preset}>
                  <input
                    type="radio"
                    name="mute-length"
                    checked={preset === m}
                    onChange={() => setPreset(m)}
                  />
                  <span>{duration(m)}</span>
                </label>
              ))}
              <label className={styles.preset}>
                <input
                  type="radio"
                  name="mute-length"
                  checked={preset === 'custom'}
                  onChange={() => setPreset('custom')}
                />
                <span>{t('support.chat.customLength')}</span>
              </label>
            </fieldset>
            {preset === 'custom' ? (
              <label className={ui.field}>
                <span>{t('support.chat.customMinutes')}</span>
                <input
                  className={`${ui.input} ${customProblem ? ui.invalid : ''}`}
                  inputMode="numeric"
                  value={custom}
                  aria-invalid={!!customProblem}
                  onChange={(e) => setCustom(e.target.value)}
                />
                {customProblem ? (
                  <span className={ui.fieldError}>
                    {t(`support.chat.problems.minutes_${customProblem}`, { max: MUTE_MAX_MINUTES })}
                  </span>
                ) : !Number.isNaN(minutes) ? (
                  <small className={styles.hint}>{duration(minutes)}</small>
                ) : null}
              </label>
            ) : null}
            <label className={ui.field}>
              <span>{t('support.chat.reason')}</span>
              <input
                className={ui.input}
                value={reason}
                maxLength={REASON_MAX_CHARS}
                placeholder={t('support.chat.reasonPlaceholder')}
                onChange={(e) => setReason(e.target.value)}
              />
            </label>
            <ErrorNote error={mute.error} />
            <div className={ui.row} style={{ justifyContent: 'flex-end' }}>
              <Dialog.Close type="button" className={`${ui.button} ${ui.secondary}`}>
                {t('common.cancel')}
              </Dialog.Close>
              <button type="submit" className={`${ui.button} ${ui.danger}`} disabled={mute.isPending}>
                {t('support.chat.muteConfirm')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
