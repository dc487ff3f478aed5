import { FEEDBACK_STATUSES, FEEDBACK_TYPES, type TFeedbackAdmin } from '@platform/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list-page.tsx';
import { SearchField, SelectField, ui } from '../../components/ui.tsx';
import { useDateTime } from '../../lib/format.ts';
import { useUrlFilters } from '../../lib/url-filters.ts';
import { feedbackKeys, useFeedbackPage, type FeedbackQuery } from './api/feedback-api.ts';
import { AnswerDialog } from './answer-dialog.tsx';
import { FeedbackImages } from './feedback-images.tsx';
import { isAnswerable } from './feedback-rules.ts';
import { FeedbackStatusBadge } from './feedback-status.tsx';
import styles from './feedback.module.css';

/**
 * Members' feedback of one merchant, open threads first by default; the filters (status, question
 * type, account) and the page live in the URL. Each thread shows the member's text and images and
 * the answer so far; an operator answers (and may close the thread) in a dialog.
 */
export function FeedbackPage(props: { merchantCode: string; brandName: string; canAnswer: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const when = useDateTime();
  const url = useUrlFilters({ status: 'OPEN', questionType: '', account: '' });
  const { status, questionType, account } = url.filters;
  const [open, setOpen] = useState<TFeedbackAdmin | null>(null);
  const query = useFeedbackPage(props.merchantCode, {
    status: (status || undefined) as FeedbackQuery['status'],
    questionType: (questionType || undefined) as FeedbackQuery['questionType'],
    account: account || undefined,
    pageNo: url.pageNo,
  });

  return (
    <>
      <ListPage
        title={t('support.feedback.title')}
        subtitle={t('support.feedback.subtitle', { merchant: props.brandName })}
        notice={!props.canAnswer && t('support.common.readOnly')}
        url={url}
        filters={
          <>
            <SelectField label={t('support.feedback.statusFilter')} {...url.choice('status')}>
              <option value="">{t('support.feedback.allStatuses')}</option>
              {FEEDBACK_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`support.feedback.statuses.${s}`)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('support.feedback.typeFilter')} {...url.choice('questionType')}>
              <option value="">{t('support.feedback.allTypes')}</option>
              {FEEDBACK_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`support.feedback.types.${type}`)}
                </option>
              ))}
            </SelectField>
            <SearchField label={t('support.feedback.account')} {...url.text('account')} maxLength={64} />
          </>
        }
        query={query}
        pagerLabel={t('support.feedback.pager')}
        empty={url.filtered ? t('support.feedback.noMatch') : t('support.feedback.queueEmpty')}
      >
        {(threads) => (
          <ul className={styles.threads} aria-label={t('support.feedback.listLabel')}>
            {threads.map((f) => {
              const answerable = props.canAnswer && isAnswerable(f.status);
              return (
                <li key={f.id} className={styles.thread}>
                  <article aria-label={t('support.feedback.threadLabel', { account: f.member.account })}>
                    <header className={styles.threadHead}>
                      <strong className={styles.account}>{f.member.account}</strong>
                      <span className={`${ui.badge} ${styles.typeChip}`}>
                        {t(`support.feedback.types.${f.questionType}`)}
                      </span>
                      <FeedbackStatusBadge status={f.status} />
                      <span className={ui.spacer} />
                      <time className={ui.muted} dateTime={f.createdAt}>
                        {when(f.createdAt)}
                      </time>
                    </header>
                    <p className={styles.text}>{f.content}</p>
                    <FeedbackImages
                      merchantCode={props.merchantCode}
                      id={f.id}
                      count={f.imageCount}
                      account={f.member.account}
                      canView={props.canAnswer}
                    />
                    {f.answer ? (
                      <div className={styles.answer}>
                        <span className={styles.answerBy}>
                          {t('support.feedback.answeredBy', {
                            operator: f.answeredBy ?? '—',
                            at: when(f.answeredAt),
                          })}
                        </span>
                        <p>{f.answer}</p>
                      </div>
                    ) : null}
                    <div className={styles.threadActions}>
                      <button
                        type="button"
                        className={`${ui.button} ${answerable ? '' : ui.secondary}`}
                        aria-label={t(
                          answerable ? 'support.feedback.answerNamed' : 'support.feedback.viewNamed',
                          { account: f.member.account, at: when(f.createdAt) },
                        )}
                        onClick={() => setOpen(f)}
                      >
                        {answerable
                          ? f.answer
                            ? t('support.feedback.answerAgain')
                            : t('support.feedback.answer')
                          : t('support.feedback.view')}
                      </button>
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </ListPage>
      {open ? (
        <AnswerDialog
          key={open.id}
          merchantCode={props.merchantCode}
          feedback={open}
          canAnswer={props.canAnswer}
          onDone={() => {
            setOpen(null);
            void client.invalidateQueries({ queryKey: feedbackKeys.all(props.merchantCode) });
          }}
          onOpenChange={(next) => (next ? undefined : setOpen(null))}
        />
      ) : null}
    </>
  );
}
