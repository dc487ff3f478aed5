import type { TInboxMessage } from '@platform/contracts';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { showModal } from '../../../components/modal/modal-store.ts';
import { Pager } from '../../../components/pager/pager.tsx';
import { Prose } from '../../../components/prose/prose.tsx';
import { RecordList } from '../../../components/record-list/record-list.tsx';
import { SkeletonRows } from '../../../components/skeleton/skeleton.tsx';
import { StatusPill } from '../../../components/status-pill/status-pill.tsx';
import { TabPanel, Tabs } from '../../../components/tabs/tabs.tsx';
import { showToast } from '../../../components/toast/index.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../hooks/use-media-query.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDeleteMessages, useInboxPage, useMarkRead, useUnreadCount } from '../api/inbox-api.ts';
import {
  INBOX_FILTERS,
  keepSelected,
  messagePreview,
  pageAfterDelete,
  toggleAll,
  toggleSelected,
  type InboxFilter,
} from '../inbox-view.ts';
import styles from './inbox.module.css';

/**
 * The member's platform messages (spec §2 messageV2): filter (all, unread, read), a page of
 * messages with the unread ones marked, the open message's text beside the list (on phones, the
 * list then the message), mark all read, tick and delete with a confirmation. Opening a message
 * marks it read. Message HTML was sanitised on the server when the operator sent it (ADR 0027).
 */
export function Inbox({ timeZone }: { timeZone?: string }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
  const [filter, setFilter] = useState<InboxFilter>('ALL');
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [open, setOpen] = useState<TInboxMessage | null>(null);
  const query = useInboxPage({ pageNo, status: filter });
  const unread = useUnreadCount();
  const markRead = useMarkRead();
  const remove = useDeleteMessages();
  const page = query.data;
  const items = useMemo(() => page?.list ?? [], [page]);
  const pageIds = useMemo(() => items.map((m) => m.id), [items]);
  const allTicked = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const detailRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  // Ticks only ever name messages on the page in view.
  useEffect(() => {
    setSelected((current) => {
      const kept = keepSelected(current, pageIds);
      return kept.size === current.size ? current : kept;
    });
  }, [pageIds]);

  // The server's page may be past the end after deletions elsewhere: step back to the last one.
  useEffect(() => {
    if (page && page.totalPages > 0 && pageNo > page.totalPages) setPageNo(page.totalPages);
  }, [page, pageNo]);

  useEffect(() => {
    if (open) detailRef.current?.focus({ preventScroll: !phone });
  }, [open, phone]);

  const openMessage = (message: TInboxMessage) => {
    setOpen(message.read ? message : { ...message, read: true });
    if (!message.read) markRead.mutate({ ids: [message.id] });
  };

  const changeFilter = (next: InboxFilter) => {
    setFilter(next);
    setPageNo(1);
    setSelected(new Set());
  };

  const confirmDelete = async (ids: string[]) => {
    if (ids.length === 0) return;
    const answer = await showModal({
      icon: 'warning',
      title: t('inbox.confirmDelete.title', { count: ids.length }),
      content: <p>{t('inbox.confirmDelete.text', { count: ids.length })}</p>,
      buttons: [
        { label: t('common.cancel'), value: 'cancel', variant: 'ghost' },
        { label: t('inbox.delete'), value: 'delete', variant: 'danger' },
      ],
    }).result;
    if (answer !== 'delete') return;
    remove.mutate(ids, {
      onSuccess: () => {
        showToast(t('inbox.deleted', { count: ids.length }));
        setSelected(new Set());
        if (open && ids.includes(open.id)) setOpen(null);
        if (page) setPageNo(pageAfterDelete(page, ids.length));
      },
      onError: () => showToast(t('inbox.deleteFailed'), 'error'),
    });
  };

  const markAll = () =>
    markRead.mutate(
      { all: true },
      {
        onSuccess: () => showToast(t('inbox.allRead')),
        onError: () => showToast(t('inbox.markFailed'), 'error'),
      },
    );

  const date = (at: string) => formatDateTime(new Date(at), timeZone, { seconds: false });

  const list = (
    <div className={styles.listPane}>
      <RecordList
        query={query}
        items={page?.list}
        loading={<SkeletonRows rows={5} />}
        errorTitle={t('inbox.loadFailed')}
        empty={{
          title: t(filter === 'UNREAD' ? 'inbox.emptyUnread' : 'inbox.empty'),
          text: t('inbox.emptyText'),
        }}
        footer={
          <Pager
            page={pageNo}
            totalPages={page?.totalPages ?? 1}
            onChange={setPageNo}
            label={t('inbox.pager')}
            disabled={query.isFetching}
          />
        }
      >
        {(messages) => (
          <ul className={styles.list} aria-label={t('inbox.listLabel')} data-testid="inbox-list">
            {messages.map((message) => {
              const isOpen = open?.id === message.id;
              return (
                <li
                  key={message.id}
                  className={[
                    styles.row,
                    message.read ? '' : styles.unread,
                    isOpen ? styles.current : '',
                  ].join(' ')}
                  data-testid="inbox-row"
                  data-read={message.read}
                >
                  <input
                    type="checkbox"
                    className={styles.tick}
                    checked={selected.has(message.id)}
                    onChange={() => setSelected((s) => toggleSelected(s, message.id))}
                    aria-label={t('inbox.select', { title: message.title })}
                  />
                  <button
                    type="button"
                    className={styles.open}
                    onClick={() => openMessage(message)}
                    aria-current={isOpen ? 'true' : undefined}
                  >
                    <span className={styles.dot} aria-hidden="true" />
                    <span className={styles.rowMain}>
                      <span className={styles.rowTop}>
                        <span className={styles.rowTitle}>{message.title}</span>
                        {message.read ? null : (
                          <span className="visually-hidden">{t('inbox.unreadMark')}</span>
                        )}
                        <time className={styles.rowDate} dateTime={message.createdAt}>
                          {date(message.createdAt)}
                        </time>
                      </span>
                      <span className={styles.preview}>{messagePreview(message.content)}</span>
                    </span>
                    <Icon name="chevronRight" size={16} className={styles.rowArrow} />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </RecordList>
    </div>
  );

  const detail = (
    <div className={styles.detailPane}>
      {open ? (
        <article className={styles.detail} aria-labelledby={titleId} data-testid="inbox-detail">
          {phone ? (
            <button type="button" className={styles.back} onClick={() => setOpen(null)}>
              <Icon name="chevronLeft" size={18} />
              {t('inbox.back')}
            </button>
          ) : null}
          <header className={styles.detailHead}>
            <div className={styles.detailMeta}>
              <StatusPill tone="info" size="sm" dot={false}>
                {t(`inbox.category.${open.category}`)}
              </StatusPill>
              <time dateTime={open.createdAt}>{date(open.createdAt)}</time>
            </div>
            <h2 id={titleId} className={styles.detailTitle} tabIndex={-1} ref={detailRef}>
              {open.title}
            </h2>
          </header>
          <Prose html={open.content} testId="inbox-body" />
          <footer className={styles.detailFoot}>
            <Button
              variant="outline"
              size="sm"
              icon={<Icon name="trash" size={16} />}
              onClick={() => void confirmDelete([open.id])}
              loading={remove.isPending}
            >
              {t('inbox.delete')}
            </Button>
          </footer>
        </article>
      ) : (
        <div className={styles.placeholder}>
          <Icon name="mail" size={36} />
          <p>{t('inbox.pick')}</p>
        </div>
      )}
    </div>
  );

  const showList = !phone || !open;
  return (
    <div className={styles.inbox} data-testid="inbox">
      {showList ? (
        <div className={styles.toolbar}>
          <Tabs
            items={INBOX_FILTERS.map((id) => ({ id, label: t(`inbox.filter.${id}`) }))}
            value={filter}
            onChange={changeFilter}
            label={t('inbox.filterLabel')}
            variant="segmented"
            idPrefix="inbox"
            className={styles.filters}
          />
          <div className={styles.actions}>
            <label className={styles.tickAll}>
              <input
                type="checkbox"
                checked={allTicked}
                disabled={pageIds.length === 0}
                onChange={() => setSelected((s) => toggleAll(s, pageIds))}
              />
              <span>{t('inbox.selectPage')}</span>
            </label>
            <Button
              variant="outline"
              size="sm"
              icon={<Icon name="check" size={16} />}
              onClick={markAll}
              disabled={unread === 0}
              loading={markRead.isPending && markRead.variables?.all === true}
            >
              {t('inbox.markAllRead')}
            </Button>
            <Button
              variant="danger"
              size="sm"
              icon={<Icon name="trash" size={16} />}
              onClick={() => void confirmDelete([...selected])}
              disabled={selected.size === 0}
            >
              {t('inbox.deleteSelected', { count: selected.size })}
            </Button>
          </div>
        </div>
      ) : null}
      <TabPanel prefix="inbox" id={filter} className={styles.body}>
        {showList ? list : null}
        {!phone || open ? detail : null}
      </TabPanel>
    </div>
  );
}
