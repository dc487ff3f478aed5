import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon/icon.tsx';
import {
  acceptImages,
  FEEDBACK_IMAGE_ACCEPT,
  FEEDBACK_IMAGE_MAX_MB,
  type ImageProblem,
} from '../feedback-rules.ts';
import styles from './support.module.css';

/**
 * Up to `max` PNG or JPEG images of at most 5 MB each, checked in the browser and previewed, each
 * with a remove button.
 */
export function ImagePicker({
  files,
  onChange,
  max,
  disabled,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  max: number;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const add = (chosen: FileList | null) => {
    if (!chosen) return;
    const { accepted, problem: found } = acceptImages(Array.from(chosen), files.length, max);
    setProblem(found);
    if (accepted.length > 0) onChange([...files, ...accepted]);
    if (input.current) input.current.value = '';
  };

  return (
    <div className={styles.images}>
      <ul className={styles.imageGrid} aria-label={t('support.feedback.images.list')}>
        {files.map((file, index) => (
          <li key={`${file.name}-${file.size}-${index}`} className={styles.imageThumb}>
            <img src={previews[index]} alt={t('support.feedback.images.preview', { index: index + 1 })} />
            <button
              type="button"
              className={styles.imageRemove}
              aria-label={t('support.feedback.images.remove', { index: index + 1 })}
              title={t('support.feedback.images.remove', { index: index + 1 })}
              onClick={() => {
                setProblem(null);
                onChange(files.filter((_, i) => i !== index));
              }}
              disabled={disabled}
            >
              <Icon name="close" size={14} strokeWidth={2.6} />
            </button>
          </li>
        ))}
        {files.length < max ? (
          <li className={styles.imageAddCell}>
            <label
              htmlFor={inputId}
              className={[styles.dropzone, disabled ? styles.dropzoneDisabled : ''].join(' ')}
            >
              <Icon name="image" size={22} />
              <span className={styles.dropzoneTitle}>{t('support.feedback.images.add')}</span>
              <span className={styles.dropzoneHint} id={hintId}>
                {t('support.feedback.images.count', { count: files.length, max })}
              </span>
              <input
                ref={input}
                id={inputId}
                type="file"
                accept={FEEDBACK_IMAGE_ACCEPT}
                multiple
                className="visually-hidden"
                aria-describedby={hintId}
                disabled={disabled}
                onChange={(event) => add(event.target.files)}
              />
            </label>
          </li>
        ) : null}
      </ul>
      <p className={styles.hint}>{t('support.feedback.images.hint', { max, mb: FEEDBACK_IMAGE_MAX_MB })}</p>
      {problem ? (
        <p className={styles.fieldError} role="alert">
          {t(`support.feedback.images.problem.${problem}`, { max, mb: FEEDBACK_IMAGE_MAX_MB })}
        </p>
      ) : null}
    </div>
  );
}
