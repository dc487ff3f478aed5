import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon/icon.tsx';
import styles from './image-picker.module.css';

export const PICKER_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
const ACCEPT = [...PICKER_IMAGE_TYPES, '.png', '.jpg', '.jpeg'].join(',');

export type PickedImageProblem = 'type' | 'size' | 'empty' | 'count';

/** Which newly chosen files may join the `already` chosen ones (type, size, count), and the first problem met. */
export function acceptPickedImages<F extends { type: string; size: number }>(
  chosen: readonly F[],
  already: number,
  max: number,
  maxBytes: number,
): { accepted: F[]; problem: PickedImageProblem | null } {
  const accepted: F[] = [];
  let problem: PickedImageProblem | null = null;
  for (const file of chosen) {
    const own: PickedImageProblem | null = !(PICKER_IMAGE_TYPES as readonly string[]).includes(file.type)
      ? 'type'
      : file.size <= 0
        ? 'empty'
        : file.size > maxBytes
          ? 'size'
          : null;
    if (own) {
      problem ??= own;
      continue;
    }
    if (already + accepted.length >= max) {
      problem ??= 'count';
      continue;
    }
    accepted.push(file);
  }
  return { accepted, problem };
}

/**
 * Up to `max` PNG or JPEG images of at most `maxBytes` each, checked in the browser and previewed,
 * each with a remove button (the server checks them again, by their bytes).
 */
export function ImagePicker({
  files,
  onChange,
  max,
  maxBytes,
  disabled,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  max: number;
  maxBytes: number;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<PickedImageProblem | null>(null);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const mb = Math.round(maxBytes / 1024 / 1024);

  const add = (chosen: FileList | null) => {
    if (!chosen) return;
    const { accepted, problem: found } = acceptPickedImages(Array.from(chosen), files.length, max, maxBytes);
    setProblem(found);
    if (accepted.length > 0) onChange([...files, ...accepted]);
    if (input.current) input.current.value = '';
  };

  return (
    <div className={styles.images}>
      <ul className={styles.grid} aria-label={t('imagePicker.list')}>
        {files.map((file, index) => (
          <li key={`${file.name}-${file.size}-${index}`} className={styles.thumb}>
            <img src={previews[index]} alt={t('imagePicker.preview', { index: index + 1 })} />
            <button
              type="button"
              className={styles.remove}
              aria-label={t('imagePicker.remove', { index: index + 1 })}
              title={t('imagePicker.remove', { index: index + 1 })}
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
          <li className={styles.addCell}>
            <label htmlFor={inputId} className={[styles.dropzone, disabled ? styles.disabled : ''].join(' ')}>
              <Icon name="image" size={22} />
              <span className={styles.title}>{t('imagePicker.add')}</span>
              <span className={styles.count} id={hintId}>
                {t('imagePicker.count', { count: files.length, max })}
              </span>
              <input
                ref={input}
                id={inputId}
                type="file"
                accept={ACCEPT}
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
      <p className={styles.hint}>{t('imagePicker.hint', { max, mb })}</p>
      {problem ? (
        <p className={styles.error} role="alert">
          {t(`imagePicker.problem.${problem}`, { max, mb })}
        </p>
      ) : null}
    </div>
  );
}
