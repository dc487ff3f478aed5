import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list-page.tsx';
import { SearchField, ui } from '../../components/ui.tsx';
import { useDateTime } from '../../lib/format.ts';
import { useUrlFilters } from '../../lib/url-filters.ts';
import { useOutboxPage } from './api/outbox-api.ts';
import styles from './outbox.module.css';

/** What the platform would have sent by SMS and e-mail (verification codes, notices), newest first. */
export function OutboxPage() {
  const { t } = useTranslation();
  const when = useDateTime();
  const url = useUrlFilters({ recipient: '' });
  const query = useOutboxPage({ recipient: url.filters.recipient, pageNo: url.pageNo });

  return (
    <ListPage
      title={t('outbox.title')}
      subtitle={t('outbox.subtitle')}
      actions={
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          {t('outbox.refresh')}
        </button>
      }
      url={url}
      filters={
        <SearchField
          label={t('outbox.recipient')}
          {...url.text('recipient')}
          maxLength={120}
          placeholder={t('outbox.recipientPlaceholder')}
        />
      }
      query={query}
      empty={url.filtered ? t('outbox.noMatch') : t('outbox.empty')}
      skeletonRows={5}
    >
      {(messages) => (
        <ul className={styles.list} aria-label={t('outbox.messages')}>
          {messages.map((m) => (
            <li key={m.id} className={styles.message}>
              <div className={styles.head}>
                <span className={`${ui.badge} ${m.channel === 'SMS' ? styles.sms : ui.ok}`}>
                  {t(`outbox.channels.${m.channel}`)}
                </span>
                <span className={`${styles.recipient} ${ui.mono}`}>{m.recipient}</span>
                <span className={styles.meta}>
                  {m.merchantCode} · <time dateTime={m.createdAt}>{when(m.createdAt)}</time>
                </span>
              </div>
              {m.subject ? <h3 className={styles.subject}>{m.subject}</h3> : null}
              <pre className={styles.body}>{m.body}</pre>
            </li>
          ))}
        </ul>
      )}
    </ListPage>
  );
}
