import { FEEDBACK_LIMITS, FEEDBACK_TYPES, type FeedbackType } from '@platform/contracts/client';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { Icon, type IconName } from '../../../components/icon/icon.tsx';
import { showToast } from '../../../components/toast/index.ts';
import { describeApiError } from '../../../lib/api-client.ts';
import { useSubmitFeedback } from '../api/feedback-api.ts';
import {
  contentLength,
  feedbackErrors,
  hasErrors,
  readAsDataUrl,
  FEEDBACK_IMAGE_MAX_BYTES,
  type FeedbackErrors,
} from '../feedback-rules.ts';
import { ImagePicker } from '../../../components/image-picker/image-picker.tsx';
import styles from './support.module.css';

export const FEEDBACK_TYPE_ICONS: Record<FeedbackType, IconName> = {
  DEPOSIT: 'plus',
  WITHDRAW: 'arrowUp',
  GAME: 'gamepad',
  SERVICE: 'headset',
  APPLICATION: 'monitor',
  OTHER: 'help',
};

/**
 * The feedback form (spec §3 "Feedback"): a question type, the content with a live count between
 * the bounds, up to three images; field errors show before anything is sent, and a sent question
 * empties the form and says "feedback submitted".
 */
export function FeedbackForm() {
  const { t } = useTranslation();
  const submit = useSubmitFeedback();
  const contentId = useId();
  const typeLabelId = useId();
  const [questionType, setQuestionType] = useState<FeedbackType | ''>('');
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const length = contentLength(content);
  const busy = submit.isPending || reading;
  // After a first try, the errors follow the fields as they change.
  const recheck = (draft: Partial<{ questionType: FeedbackType | ''; content: string; files: File[] }>) => {
    if (!tried) return;
    setErrors(
      feedbackErrors({
        questionType: draft.questionType ?? questionType,
        content: draft.content ?? content,
        images: draft.files ?? files,
      }),
    );
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    const found = feedbackErrors({ questionType, content, images: files });
    setErrors(found);
    if (hasErrors(found) || !questionType) {
      // The first field to fix gets the focus, so a keyboard or screen-reader user lands on it.
      const form = event.currentTarget as HTMLFormElement;
      const first = found.questionType
        ? form.querySelector<HTMLInputElement>('input[name="questionType"]')
        : form.querySelector<HTMLTextAreaElement>('textarea');
      first?.focus();
      return;
    }
    let images: string[];
    setReading(true);
    try {
      images = await Promise.all(files.map(readAsDataUrl));
    } catch {
      setFailure(t('support.feedback.readFailed'));
      return;
    } finally {
      setReading(false);
    }
    submit.mutate(
      { questionType, content: content.trim(), images },
      {
        onSuccess: () => {
          showToast(t('support.feedback.submitted'), 'success');
          setQuestionType('');
          setContent('');
          setFiles([]);
          setErrors({});
          setTried(false);
        },
        onError: (error) => setFailure(describeApiError(error, t)),
      },
    );
  };

  const contentError = errors.content
    ? t(`support.feedback.errors.${errors.content}`, {
        min: FEEDBACK_LIMITS.minChars,
        max: FEEDBACK_LIMITS.maxChars,
      })
    : null;
  const countTone =
    length > FEEDBACK_LIMITS.maxChars
      ? styles.countOver
      : length >= FEEDBACK_LIMITS.minChars
        ? styles.countOk
        : '';

  return (
    <Card
      id="feedback-form-title"
      icon="message"
      title={t('support.feedback.formTitle')}
      text={t('support.feedback.formText')}
      testId="feedback-form"
    >
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <fieldset
          className={styles.fieldset}
          aria-describedby={errors.questionType ? `${typeLabelId}-e` : undefined}
        >
          <legend className={styles.legend} id={typeLabelId}>
            {t('support.feedback.type')}
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          </legend>
          <div className={styles.typeGrid}>
            {FEEDBACK_TYPES.map((type) => (
              <label
                key={type}
                className={[styles.typeChip, questionType === type ? styles.typeChipOn : ''].join(' ')}
              >
                <input
                  type="radio"
                  name="questionType"
                  value={type}
                  className="visually-hidden"
                  checked={questionType === type}
                  disabled={busy}
                  onChange={() => {
                    setQuestionType(type);
                    recheck({ questionType: type });
                  }}
                />
                <Icon name={FEEDBACK_TYPE_ICONS[type]} size={18} />
                <span>{t(`support.feedback.types.${type}`)}</span>
              </label>
            ))}
          </div>
          {errors.questionType ? (
            <p className={styles.fieldError} id={`${typeLabelId}-e`} role="alert">
              {t('support.feedback.errors.type')}
            </p>
          ) : null}
        </fieldset>

        <div className={styles.field}>
          <div className={styles.labelRow}>
            <label htmlFor={contentId} className={styles.legend}>
              {t('support.feedback.content')}
              <span className={styles.required} aria-hidden="true">
                *
              </span>
            </label>
            <span className={[styles.count, countTone].join(' ')} id={`${contentId}-count`}>
              {t('support.feedback.count', { count: length, max: FEEDBACK_LIMITS.maxChars })}
            </span>
          </div>
          <textarea
            id={contentId}
            className={[styles.textarea, contentError ? styles.textareaInvalid : ''].join(' ')}
            value={content}
            rows={6}
            placeholder={t('support.feedback.placeholder', {
              min: FEEDBACK_LIMITS.minChars,
              max: FEEDBACK_LIMITS.maxChars,
            })}
            aria-invalid={!!contentError || undefined}
            aria-describedby={`${contentId}-count ${contentError ? `${contentId}-e` : `${contentId}-h`}`}
            disabled={busy}
            onChange={(event) => {
              setContent(event.target.value);
              recheck({ content: event.target.value });
            }}
          />
          {contentError ? (
            <p className={styles.fieldError} id={`${contentId}-e`} role="alert">
              {contentError}
            </p>
          ) : (
            <p className={styles.hint} id={`${contentId}-h`}>
              {t('support.feedback.bounds', { min: FEEDBACK_LIMITS.minChars, max: FEEDBACK_LIMITS.maxChars })}
            </p>
          )}
        </div>

        <div className={styles.field}>
          <span className={styles.legend}>{t('support.feedback.images.title')}</span>
          <ImagePicker
            files={files}
            onChange={(next) => {
              setFiles(next);
              recheck({ files: next });
            }}
            max={FEEDBACK_LIMITS.images}
            maxBytes={FEEDBACK_IMAGE_MAX_BYTES}
            disabled={busy}
          />
        </div>

        {failure ? (
          <p className={styles.formError} role="alert">
            {failure}
          </p>
        ) : null}
        <div className={styles.formActions}>
          <Button type="submit" loading={busy} icon={<Icon name="check" size={18} />}>
            {t('support.feedback.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
