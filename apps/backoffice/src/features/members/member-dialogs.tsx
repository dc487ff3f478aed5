import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote, ui } from '../../components/ui.tsx';
import styles from './members.module.css';

/** Lock or unlock: the reason is required (2–200 characters) and lands in the audit log. */
export function LockDialog(props: {
  open: boolean;
  locking: boolean;
  username: string;
  pending: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const valid = reason.trim().length >= 2;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) props.onConfirm(reason.trim());
  };
  const key = props.locking ? 'lock' : 'unlock';
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={ui.dialog}>
          <form onSubmit={submit}>
            <Dialog.Title>{t(`members.${key}Title`, { username: props.username })}</Dialog.Title>
            <Dialog.Description>{t(`members.${key}Text`)}</Dialog.Description>
            <label className={ui.field} style={{ marginBottom: 18 }}>
              <span>{t('members.reason')}</span>
              <textarea
                className={ui.textarea}
                value={reason}
                required
                minLength={2}
                maxLength={200}
                placeholder={t('members.reasonPlaceholder')}
                onChange={(e) => setReason(e.target.value)}
              />
            </label>
            <ErrorNote error={props.error} />
            <div className={ui.row} style={{ justifyContent: 'flex-end' }}>
              <Dialog.Close type="button" className={`${ui.button} ${ui.secondary}`}>
                {t('common.cancel')}
              </Dialog.Close>
              <button
                type="submit"
                className={`${ui.button} ${props.locking ? ui.danger : ''}`}
                disabled={!valid || props.pending}
              >
                {t(`members.${key}`)}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Shows a temporary password exactly once; closing the dialog forgets it. */
export function TemporaryPasswordDialog({
  password,
  onClose,
}: {
  password: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!password) return;
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Dialog.Root
      open={password !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={ui.dialog}>
          <Dialog.Title>{t('members.tempTitle')}</Dialog.Title>
          <Dialog.Description>{t('members.tempText')}</Dialog.Description>
          <div className={styles.secret}>
            <output className={styles.secretValue} aria-label={t('members.tempLabel')}>
              {password}
            </output>
            <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={() => void copy()}>
              {copied ? t('members.copied') : t('members.copy')}
            </button>
          </div>
          <p className={styles.warning} role="note">
            {t('members.tempWarning')}
          </p>
          <div className={ui.row} style={{ justifyContent: 'flex-end' }}>
            <Dialog.Close className={ui.button}>{t('members.done')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
