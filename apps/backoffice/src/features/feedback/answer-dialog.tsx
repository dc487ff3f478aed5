import { FEEDBACK_LIMITS, type TFeedbackAdmin } from '@platform/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { ErrorNote, ui } from '../../components/ui.tsx';
import { useDateTime } from '../../lib/format.ts';
import { feedbackApi } from './api/feedback-api.ts';
import { FeedbackImages } from './feedback-images.tsx';
import { answerCharsLeft, answerProblem, isAnswerable } from './feedback-rules.ts';
import { FeedbackStatusBadge } from './feedback-status.tsx';
import styles from './feedback.module.css';

/**
 * One feedback thread in full, with the earlier answer if any. The operator writes the answer (it
 * reaches the member as a platform message) and may close the thread with it.
 */
export function AnswerDialog(props: {
  merchantCode: string;
  feedback: TFeedbackAdmin;
  canAnswer: boolean;
  onDone: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const when = useDateTime();
  const f = props.feedback;
  const [answer, setAnswer] = useState('');
  const [close, setClose] = useState(false);
  const [touched, setTouched] = useState(false);
  const answerable = props.canAnswer && isAnswerable(f.status);
  const problem = answerProblem(answer);
  const left = answerCharsLeft(answer);
  const send = useMutation({
    mutationFn: () => feedbackApi.answer(props.merchantCode, f.id, { answer: answer.trim(), close }),
    onSuccess: (result) => {
      toast(
        t(
          result.status === 'CLOSED'
            ? 'support.feedback.answeredClosedToast'
            : 'support.feedback.answeredToast',
          {
            account: f.member.account,
          },
        ),
      );
      props.onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!problem && !send.isPending) send.mutate();
  };
  const showProblem = touched && problem;

  return (
    <Dialog.Root open onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={`${ui.dialog} ${styles.dialog}`}>
          <form onSubmit={submit} noValidate>
            <Dialog.Title>
              {t('support.feedback.dialogTitle', {
                account: f.member.account,
                type: t(`support.feedback.types.${f.questionType}`),
              })}
            </Dialog.Title>
            <Dialog.Description>
              {answerable ? t('support.feedback.dialogText') : t('support.feedback.dialogReadOnly')}
            </Dialog.Description>
            <section className={styles.question} aria-label={t('support.feedback.question')}>
              <div className={styles.threadHead}>
                <FeedbackStatusBadge status={f.status} />
                <span className={ui.spacer} />
                <time className={ui.muted} dateTime={f.createdAt}>
                  {when(f.createdAt)}
                </time>
              </div>
              <p className={styles.text}>{f.content}</p>
              <FeedbackImages
                merchantCode={props.merchantCode}
                id={f.id}
                count={f.imageCount}
                account={f.member.account}
                canView={props.canAnswer}
              />
            </section>
            {f.answer ? (
              <section className={styles.answer} aria-label={t('support.feedback.earlierAnswer')}>
                <span className={styles.answerBy}>
                  {t('support.feedback.answeredBy', {
                    operator: f.answeredBy ?? '—',
                    at: when(f.answeredAt),
                  })}
                </span>
                <p>{f.answer}</p>
              </section>
            ) : null}
            {answerable ? (
              <div className={styles.answerForm}>
                <label className={ui.field}>
                  <span>{f.answer ? t('support.feedback.newAnswer') : t('support.feedback.yourAnswer')}</span>
                  <textarea
                    className={`${ui.textarea} ${styles.answerBox} ${showProblem ? ui.invalid : ''}`}
                    value={answer}
                    aria-invalid={!!showProblem}
                    aria-describedby="feedback-answer-count"
                    placeholder={t('support.feedback.answerPlaceholder')}
                    onChange={(e) => setAnswer(e.target.value)}
                  />
                </label>
                <div className={styles.answerMeta}>
                  {showProblem ? (
                    <span className={ui.fieldError} role="alert">
                      {t(`support.feedback.problems.${problem}`, { max: FEEDBACK_LIMITS.answerMaxChars })}
                    </span>
                  ) : null}
                  <span className={ui.spacer} />
                  <span
                    id="feedback-answer-count"
                    className={left < 0 ? ui.fieldError : ui.muted}
                    aria-live="polite"
                  >
                    {t('support.feedback.charsLeft', { count: left, max: FEEDBACK_LIMITS.answerMaxChars })}
                  </span>
                </div>
                <label className={styles.check}>
                  <input type="checkbox" checked={close} onChange={(e) => setClose(e.target.checked)} />
                  <span>
                    {t('support.feedback.closeThread')}
                    <span className={ui.sub}>{t('support.feedback.closeThreadHint')}</span>
                  </span>
                </label>
              </div>
            ) : null}
            <ErrorNote error={send.error} />
            <div className={ui.row} style={{ justifyContent: 'flex-end', marginTop: 16 }}>
              <Dialog.Close type="button" className={`${ui.button} ${ui.secondary}`}>
                {answerable ? t('common.cancel') : t('support.common.close')}
              </Dialog.Close>
              {answerable ? (
                <button type="submit" className={ui.button} disabled={send.isPending}>
                  {send.isPending
                    ? t('common.saving')
                    : close
                      ? t('support.feedback.sendAndClose')
                      : t('support.feedback.send')}
                </button>
              ) : null}
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
