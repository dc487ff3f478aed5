import { PROMOTION_LIMITS } from '@platform/contracts/client';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { ImagePicker } from '../../../components/image-picker/image-picker.tsx';
import { describeApiError } from '../../../lib/api-client.ts';
import { useApplyPromotion } from '../api/promotions-api.ts';
import { fileToDataUrl } from '../promotion-rules.ts';
import styles from './promotions.module.css';

/** Spec §3 "Activity application": a remark of at most 140 characters and up to 3 png/jpg images of ≤ 5 MB. */
export function ApplicationForm({
  id,
  onDone,
  onCancel,
}: {
  id: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const apply = useApplyPromotion();
  const remarkId = useId();
  const counterId = useId();
  const [remark, setRemark] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const length = [...remark.trim()].length;
  const tooLong = length > PROMOTION_LIMITS.remarkChars;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    setFailure(null);
    try {
      const images = await Promise.all(files.map(fileToDataUrl));
      await apply.mutateAsync({ id, remark: remark.trim(), images });
      onDone();
    } catch (error) {
      setFailure(describeApiError(error, (key) => t(key)));
    }
  };

  return (
    <form
      className={styles.applyForm}
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="promotion-apply-form"
    >
      <h3 className={styles.applyTitle}>
        <Icon name="edit" size={18} />
        {t('promotions.apply.title')}
      </h3>
      <label htmlFor={remarkId} className={styles.applyLabel}>
        {t('promotions.apply.remark')}
      </label>
      <textarea
        id={remarkId}
        className={[styles.remark, tooLong ? styles.remarkInvalid : ''].join(' ')}
        value={remark}
        rows={3}
        placeholder={t('promotions.apply.remarkPlaceholder')}
        aria-describedby={counterId}
        aria-invalid={tooLong}
        onChange={(e) => setRemark(e.target.value)}
      />
      <p id={counterId} className={[styles.counter, tooLong ? styles.counterOver : ''].join(' ')}>
        {t('promotions.apply.counter', { count: length, max: PROMOTION_LIMITS.remarkChars })}
      </p>
      <span className={styles.applyLabel}>{t('promotions.apply.images')}</span>
      <ImagePicker
        files={files}
        onChange={setFiles}
        max={PROMOTION_LIMITS.images}
        maxBytes={PROMOTION_LIMITS.imageBytes}
        disabled={apply.isPending}
      />
      {failure ? (
        <p className={styles.formError} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.applyActions}>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          variant="gold"
          loading={apply.isPending}
          disabled={tooLong}
          icon={<Icon name="check" size={16} />}
        >
          {t('promotions.apply.submit')}
        </Button>
      </div>
    </form>
  );
}
