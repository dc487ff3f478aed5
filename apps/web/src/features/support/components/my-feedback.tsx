import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card/card.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { Pager } from '../../../components/pager/pager.tsx';
import { RecordList } from '../../../components/record-list/record-list.tsx';
import { StatusPill, type PillTone } from '../../../components/status-pill/status-pill.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useMyFeedback, type Feedback, type FeedbackStatus } from '../api/feedback-api.ts';
import { FEEDBACK_TYPE_ICONS } from './feedback-form.tsx';
import styles from './support.module.css';

const PAGE_SIZE = 5;

const STATUS_TONES: Record<FeedbackStatus, PillTone> = {
  OPEN: 'pending',
  ANSWERED: 'success',
  CLOSED: 'muted',
};

/** "My feedback": each question with its status, the member's text and the operator's answer. */
export function MyFeedback({ timeZone }: { timeZone?: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useMyFeedback(page, PAGE_SIZE);

  return (
    <Card
      id="my-feedback-title"
      icon="history"
      title={t('support.feedback.mine.title')}
      text={t('support.feedback.mine.text')}
      testId="my-feedback"
    >
      <RecordList
        query={query}
        items={query.data?.list}
        empty={{ title: t('support.feedback.mine.emptyTitle'), text: t('support.feedback.mine.emptyText') }}
        errorTitle={t('support.feedback.mine.loadFailed')}
        compact
        footer={
          <Pager
            page={page}
            totalPages={query.data?.totalPages ?? 1}
            onChange={setPage}
            label={t('support.feedback.mine.pages')}
            disabled={query.isFetching}
          />
        }
      >
        {(items) => (
          <ul className={styles.feedbackList}>
            {items.map((item) => (
              <FeedbackItem key={item.id} item={item} timeZone={timeZone} />
            ))}
          </ul>
        )}
      </RecordList>
    </Card>
  );
}

function FeedbackItem({ item, timeZone }: { item: Feedback; timeZone?: string }) {
  const { t } = useTranslation();
  const titleId = `feedback-${item.id}`;
  return (
    <li className={styles.feedbackItem} aria-labelledby={titleId} data-testid="feedback-item">
      <div className={styles.feedbackTop}>
        <span className={styles.feedbackType} id={titleId}>
          <Icon name={FEEDBACK_TYPE_ICONS[item.questionType]} size={16} />
          {t(`support.feedback.types.${item.questionType}`)}
        </span>
        <StatusPill tone={STATUS_TONES[item.status]} testId="feedback-status">
          {t(`support.feedback.status.${item.status}`)}
        </StatusPill>
      </div>
      <p className={styles.feedbackMeta}>
        <time dateTime={item.createdAt}>
          {formatDateTime(new Date(item.createdAt), timeZone, { seconds: false })}
        </time>
        {item.imageCount > 0 ? (
          <span className={styles.feedbackImages}>
            <Icon name="image" size={14} />
            {t('support.feedback.mine.images', { count: item.imageCount })}
          </span>
        ) : null}
      </p>
      <p className={styles.feedbackText}>{item.content}</p>
      {item.answer ? (
        <div className={styles.answer} data-testid="feedback-answer">
          <p className={styles.answerHead}>
            <Icon name="headset" size={16} />
            <span>{t('support.feedback.mine.answer')}</span>
            {item.answeredAt ? (
              <time dateTime={item.answeredAt} className={styles.answerTime}>
                {formatDateTime(new Date(item.answeredAt), timeZone, { seconds: false })}
              </time>
            ) : null}
          </p>
          <p className={styles.answerText}>{item.answer}</p>
        </div>
      ) : item.status === 'OPEN' ? (
        <p className={styles.waiting}>
          <Icon name="clock" size={14} />
          {t('support.feedback.mine.waiting')}
        </p>
      ) : null}
    </li>
  );
}
