import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote, Switch, ui } from '../../components/ui.tsx';
import { draftProblems, type ChannelDraft, type DraftField } from './channel-draft.ts';
import styles from './deposit-channels.module.css';

/** Add or edit one channel. The kind is chosen once: deposits already made point at the channel. */
export function ChannelDialog(props: {
  initial: ChannelDraft;
  creating: boolean;
  currency: string;
  pspCodes: string[];
  pending: boolean;
  error: unknown;
  onSave: (draft: ChannelDraft) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(props.initial);
  const [touched, setTouched] = useState(false);
  const problems = draftProblems(draft);
  const valid = Object.keys(problems).length === 0;
  const set = <K extends keyof ChannelDraft>(key: K, value: ChannelDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const problemOf = (field: DraftField) =>
    touched && problems[field] ? t(`depositChannels.problems.${problems[field]}`) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (valid) props.onSave(draft);
  };

  const text = (field: DraftField, key: keyof ChannelDraft, label: string, extra: object = {}) => {
    const problem = problemOf(field);
    const id = `channel-${key}-error`;
    return (
      <label className={ui.field}>
        <span>{label}</span>
        <input
          className={`${ui.input} ${problem ? ui.invalid : ''}`}
          value={String(draft[key])}
          aria-invalid={!!problem}
          aria-describedby={problem ? id : undefined}
          onChange={(e) => set(key, e.target.value as never)}
          {...extra}
        />
        {problem ? (
          <span id={id} className={ui.fieldError}>
            {problem}
          </span>
        ) : null}
      </label>
    );
  };

  return (
    <Dialog.Root open onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={`${ui.dialog} ${styles.dialog}`}>
          <form onSubmit={submit} noValidate>
            <Dialog.Title>
              {props.creating
                ? t('depositChannels.addTitle')
                : t('depositChannels.editTitle', { name: props.initial.name })}
            </Dialog.Title>
            <Dialog.Description>
              {t('depositChannels.dialogText', { currency: props.currency })}
            </Dialog.Description>
            <div className={styles.form}>
              <label className={ui.field}>
                <span>{t('depositChannels.kind')}</span>
                <select
                  className={ui.select}
                  value={draft.kind}
                  disabled={!props.creating}
                  onChange={(e) => {
                    const kind = e.target.value as ChannelDraft['kind'];
                    setDraft((d) => ({
                      ...d,
                      kind,
                      pspCode: kind === 'ONLINE' ? (props.pspCodes[0] ?? '') : '',
                    }));
                  }}
                >
                  <option value="ONLINE">{t('depositChannels.kinds.ONLINE')}</option>
                  <option value="BANK_TRANSFER">{t('depositChannels.kinds.BANK_TRANSFER')}</option>
                </select>
              </label>
              {text('name', 'name', t('depositChannels.name'), { maxLength: 60 })}
              {text('min', 'min', t('depositChannels.min', { currency: props.currency }), {
                inputMode: 'decimal',
              })}
              {text('max', 'max', t('depositChannels.max', { currency: props.currency }), {
                inputMode: 'decimal',
              })}
              {text('feeBps', 'feeBps', t('depositChannels.feeBps'), { inputMode: 'numeric' })}
              {text('feeFixed', 'feeFixed', t('depositChannels.feeFixed', { currency: props.currency }), {
                inputMode: 'decimal',
              })}
              <p className={`${styles.hint} ${styles.wide}`} style={{ margin: 0 }}>
                {t('depositChannels.feeHint')}
              </p>
              {draft.kind === 'ONLINE' ? (
                <label className={ui.field}>
                  <span>{t('depositChannels.provider')}</span>
                  <select
                    className={`${ui.select} ${problemOf('pspCode') ? ui.invalid : ''}`}
                    value={draft.pspCode}
                    onChange={(e) => set('pspCode', e.target.value)}
                  >
                    <option value="">{t('depositChannels.chooseProvider')}</option>
                    {props.pspCodes.map((code) => (
                      <option key={code} value={code}>
                        {code}
                      </option>
                    ))}
                  </select>
                  {problemOf('pspCode') ? (
                    <span className={ui.fieldError}>{problemOf('pspCode')}</span>
                  ) : null}
                </label>
              ) : (
                <>
                  {text('bank', 'bankName', t('depositChannels.bankName'), { maxLength: 80 })}
                  {text('bank', 'accountName', t('depositChannels.accountName'), { maxLength: 120 })}
                  {text('bank', 'accountNumber', t('depositChannels.accountNumber'), { maxLength: 40 })}
                </>
              )}
              {text('sortOrder', 'sortOrder', t('depositChannels.sortOrder'), { inputMode: 'numeric' })}
              <div className={`${styles.flags} ${styles.wide}`}>
                <span className={styles.flag}>
                  <Switch
                    checked={draft.enabled}
                    label={t('depositChannels.enabled')}
                    onChange={(v) => set('enabled', v)}
                  />
                  {t('depositChannels.enabled')}
                </span>
                <span className={styles.flag}>
                  <Switch
                    checked={draft.bonusEligible}
                    label={t('depositChannels.bonusEligible')}
                    onChange={(v) => set('bonusEligible', v)}
                  />
                  {t('depositChannels.bonusEligible')}
                </span>
              </div>
            </div>
            <ErrorNote error={props.error} />
            <div className={ui.row} style={{ justifyContent: 'flex-end' }}>
              <Dialog.Close type="button" className={`${ui.button} ${ui.secondary}`}>
                {t('common.cancel')}
              </Dialog.Close>
              <button type="submit" className={ui.button} disabled={props.pending || (touched && !valid)}>
                {props.pending ? t('common.saving') : t('depositChannels.save')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
