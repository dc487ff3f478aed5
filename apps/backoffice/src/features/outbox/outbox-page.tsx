import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../components/pager.tsx';
import { Card, ErrorNote, PageHeader, Skeleton, ui } from '../../components/ui.tsx';
import { useDateTime } from '../../lib/format.ts';
import { membersApi } from '../../lib/members-api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import styles from './outbox.module.css';

/** What the platform would have sent by SMS and e-mail (verification codes, notices), newest first. */
export function OutboxPage() {
  const { t } = useTranslation();
  const when = useDateTime();
  const [draft, setDraft] = useState('');
  const [recipient, setRecipient] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const filter = { recipient, pageNo };
  const query = useQuery({
    queryKey: queryKeys.outbox(filter),
    queryFn: () => membersApi.outbox(filter),
    placeholderData: keepPreviousData,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRecipient(draft.trim());
    setPageNo(1);
  };
  const data = query.data;

  return (
    <div className={ui.page}>
      <PageHeader
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
      />
      <Card>
        <form role="search" onSubmit={submit} className={styles.filters}>
          <label className={ui.field} style={{ flex: 1, minWidth: 260 }}>
            <span>{t('outbox.recipient')}</span>
            <input
              className={ui.input}
              type="search"
              value={draft}
              maxLength={120}
              placeholder={t('outbox.recipientPlaceholder')}
              onChange={(e) => setDraft(e.target.value)}
            />
          </label>
          <button type="submit" className={ui.button}>
            {t('outbox.filter')}
          </button>
        </form>
      </Card>
      <Card>
        <ErrorNote error={query.error} />
        {query.isPending ? (
          <Skeleton rows={5} />
        ) : !data || data.list.length === 0 ? (
          <p className={ui.empty}>{recipient ? t('outbox.noMatch') : t('outbox.empty')}</p>
        ) : (
          <>
            <ul className={styles.list} aria-label={t('outbox.messages')}>
              {data.list.map((m) => (
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
            <Pager
              label={t('outbox.title')}
              pageNo={data.pageNo}
              totalPages={data.totalPages}
              total={data.total}
              onChange={setPageNo}
            />
          </>
        )}
      </Card>
    </div>
  );
}
