import { NICKNAME_LIMITS } from '@platform/contracts/client';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/field/field.tsx';
import { ModalFrame } from '../../../components/modal/index.ts';
import { showToast } from '../../../components/toast/index.ts';
import { describeApiError } from '../../../lib/api-client.ts';
import { useUpdateProfile } from '../api/member-account-api.ts';
import { nicknameProblem } from '../nickname.ts';
import styles from './member-account.module.css';

/** The name other players and the header show; the account name itself never changes. */
export function NicknameDialog({
  open,
  onClose,
  current,
}: {
  open: boolean;
  onClose: () => void;
  current: string;
}) {
  const { t } = useTranslation();
  const save = useUpdateProfile();
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setValue(current);
    setError(null);
    setFailure(null);
  }, [open, current]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = nicknameProblem(value, current);
    setFailure(null);
    if (problem === 'unchanged') return onClose();
    if (problem) {
      setError(t(`memberAccount.nickname.${problem}`, NICKNAME_LIMITS));
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({ nickname: value.trim() });
      showToast(t('memberAccount.nickname.saved'));
      onClose();
    } catch (failed) {
      setFailure(describeApiError(failed, (key) => t(key)));
    }
  };

  return (
    <ModalFrame open={open} onClose={onClose} title={t('memberAccount.nickname.title')} size="sm">
      <form className={styles.dialogForm} onSubmit={(e) => void submit(e)} noValidate>
        <p className={styles.dialogLead}>{t('memberAccount.nickname.text')}</p>
        <TextField
          label={t('memberAccount.nickname.label')}
          icon="user"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          autoComplete="nickname"
          maxLength={NICKNAME_LIMITS.maxChars + 10}
          error={error}
          hint={t('memberAccount.nickname.hint', NICKNAME_LIMITS)}
          required
          autoFocus
        />
        {failure ? (
          <p className={styles.formError} role="alert">
            {failure}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('memberAccount.nickname.save')}
          </Button>
        </div>
      </form>
    </ModalFrame>
  );
}
