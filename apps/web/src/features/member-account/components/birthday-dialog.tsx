import { MEMBER_MIN_AGE_YEARS } from '@platform/contracts/client';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/field/field.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { ModalFrame } from '../../../components/modal/index.ts';
import { Notice } from '../../../components/notice/notice.tsx';
import { showToast } from '../../../components/toast/index.ts';
import { describeApiError } from '../../../lib/api-client.ts';
import { formatDay } from '../../../lib/format.ts';
import { useUpdateProfile } from '../api/member-account-api.ts';
import { birthdayProblem, earliestBirthday, latestBirthday, todayIn } from '../birthday.ts';
import styles from './member-account.module.css';

/**
 * The birthday, set once (spec §9: "Please confirm you are 21 years old"): a date the age rule
 * accepts, then a confirmation, because afterwards only an operator can change it.
 */
export function BirthdayDialog({
  open,
  onClose,
  timeZone,
}: {
  open: boolean;
  onClose: () => void;
  timeZone?: string;
}) {
  const { t } = useTranslation();
  const save = useUpdateProfile();
  const [value, setValue] = useState('');
  const [step, setStep] = useState<'enter' | 'confirm'>('enter');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const today = todayIn(timeZone);
  const years = { years: MEMBER_MIN_AGE_YEARS };

  useEffect(() => {
    if (!open) return;
    setValue('');
    setStep('enter');
    setError(null);
    setFailure(null);
  }, [open]);

  const check = (event: FormEvent) => {
    event.preventDefault();
    const problem = birthdayProblem(value, today);
    setError(problem ? t(`memberAccount.birthday.${problem}`, years) : null);
    if (!problem) setStep('confirm');
  };

  const confirm = async () => {
    setFailure(null);
    try {
      await save.mutateAsync({ birthday: value });
      showToast(t('memberAccount.birthday.saved'));
      onClose();
    } catch (failed) {
      setFailure(describeApiError(failed, (key) => t(key)));
    }
  };

  return (
    <ModalFrame open={open} onClose={onClose} title={t('memberAccount.birthday.title')} size="sm">
      {step === 'enter' ? (
        <form className={styles.dialogForm} onSubmit={check} noValidate data-testid="birthday-form">
          <Notice tone="warning" icon="info">
            <strong>{t('memberAccount.birthday.ageNotice', years)}</strong>{' '}
            {t('memberAccount.birthday.onceNotice')}
          </Notice>
          <TextField
            label={t('memberAccount.birthday.label')}
            type="date"
            value={value}
            min={earliestBirthday(today)}
            max={latestBirthday(today)}
            onChange={(e) => setValue(e.target.value)}
            error={error}
            required
            autoFocus
          />
          <div className={styles.dialogActions}>
            <Button variant="ghost" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit">{t('memberAccount.birthday.continue')}</Button>
          </div>
        </form>
      ) : (
        <div className={styles.dialogForm} data-testid="birthday-confirm">
          <div className={styles.confirmBox}>
            <Icon name="gift" size={28} className={styles.confirmIcon} />
            <p className={styles.confirmValue}>{formatDay(value)}</p>
            <p className={styles.dialogLead}>{t('memberAccount.birthday.confirmText', years)}</p>
          </div>
          {failure ? (
            <p className={styles.formError} role="alert">
              {failure}
            </p>
          ) : null}
          <div className={styles.dialogActions}>
            <Button variant="ghost" onClick={() => setStep('enter')}>
              {t('memberAccount.birthday.back')}
            </Button>
            <Button onClick={() => void confirm()} loading={save.isPending}>
              {t('memberAccount.birthday.confirm')}
            </Button>
          </div>
        </div>
      )}
    </ModalFrame>
  );
}
