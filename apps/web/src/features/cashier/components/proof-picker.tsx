import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon/icon.tsx';
import {
  acceptProofs,
  MAX_PROOF_IMAGES,
  PROOF_ACCEPT,
  PROOF_MAX_MB,
  type ProofProblem,
} from '../proof-image.ts';
import styles from './cashier.module.css';

/**
 * Picks proof images (PNG, JPEG or WebP, at most 5 MB each, up to `max`), checked in the browser and
 * previewed before they are sent.
 */
export function ProofPicker({
  files,
  onChange,
  max = MAX_PROOF_IMAGES,
  label,
  disabled,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  max?: number;
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<ProofProblem | null>(null);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const add = (chosen: FileList | null) => {
    if (!chosen) return;
    const { accepted, problem: found } = acceptProofs(Array.from(chosen), files.length, max);
    setProblem(found);
    if (accepted.length > 0) onChange([...files, ...accepted]);
    if (input.current) input.current.value = '';
  };

  return (
    <div className={styles.proof}>
      <div className={styles.proofGrid}>
        {files.map((file, index) => (
          <figure key={`${file.name}-${index}`} className={styles.proofThumb}>
            <img src={previews[index]} alt={t('cashier.proof.preview', { index: index + 1 })} />
            <button
              type="button"
              className={styles.proofRemove}
              aria-label={t('cashier.proof.remove', { index: index + 1 })}
              onClick={() => onChange(files.filter((_, i) => i !== index))}
              disabled={disabled}
            >
              <Icon name="close" size={14} strokeWidth={2.6} />
            </button>
          </figure>
        ))}
        {files.length < max ? (
          <label
            htmlFor={inputId}
            className={[styles.dropzone, disabled ? styles.dropzoneDisabled : ''].join(' ')}
          >
            <Icon name="upload" size={22} />
            <span className={styles.dropzoneTitle}>{label}</span>
            <span className={styles.dropzoneHint}>
              {max > 1
                ? t('cashier.proof.hint', { max, mb: PROOF_MAX_MB })
                : t('cashier.proof.hintOne', { mb: PROOF_MAX_MB })}
            </span>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={PROOF_ACCEPT}
              multiple={max > 1}
              className="visually-hidden"
              disabled={disabled}
              onChange={(event) => add(event.target.files)}
            />
          </label>
        ) : null}
      </div>
      {problem ? (
        <p className={styles.formError} role="alert">
          {t(`cashier.proof.problem.${problem}`, { max, mb: PROOF_MAX_MB })}
        </p>
      ) : null}
    </div>
  );
}
