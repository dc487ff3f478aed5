import type { TAnnouncement } from '@platform/contracts';
import { ANNOUNCEMENT_PAGER } from '@platform/contracts/client';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { Pager } from '../../../components/pager/pager.tsx';
import { Prose } from '../../../components/prose/prose.tsx';
import { StatusPill } from '../../../components/status-pill/status-pill.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../../hooks/use-media-query.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { announcementPage, announcementPageCount, pageOfAnnouncement } from '../announcement-pages.ts';
import styles from './announcement-browser.module.css';

export interface AnnouncementBrowserProps {
  items: readonly TAnnouncement[];
  /** The announcement open in the detail pane; null: the list (a phone), or the page's first (wider). */
  selectedId: string | null;
  /** Choosing an announcement, or null to go back to the list (a phone). */
  onSelect: (id: string | null) => void;
  /** The go-to-promotion button of an announcement with a promotionType. */
  onPromotion?: (announcement: TAnnouncement) => void;
  timeZone?: string;
  /** `popup`: a fixed height with the list and the detail scrolling apart; `page`: natural height. */
  variant: 'popup' | 'page';
}

/**
 * Spec §2 announcement popup (and the agents' announcements): a list of titles with their dates, 9
 * a page with the numbered pager (margin 1, range 5), and a detail pane with the title, the date,
 * the HTML content and, for a promotion, a button to it. On a phone the list and the detail take
 * turns: list → detail → back.
 */
export function AnnouncementBrowser({
  items,
  selectedId,
  onSelect,
  onPromotion,
  timeZone,
  variant,
}: AnnouncementBrowserProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
  const titleId = useId();
  const known = selectedId !== null && items.some((item) => item.id === selectedId);
  const [page, setPage] = useState(() => pageOfAnnouncement(items, known ? selectedId : null));
  // A link to an announcement on another page turns to its page.
  const [shownFor, setShownFor] = useState(selectedId);
  if (shownFor !== selectedId) {
    setShownFor(selectedId);
    if (known) setPage(pageOfAnnouncement(items, selectedId));
  }

  const totalPages = announcementPageCount(items.length);
  const current = Math.min(page, totalPages);
  const onPage = announcementPage(items, current);
  const selected = known ? items.find((item) => item.id === selectedId) : phone ? undefined : onPage[0];
  const view = phone ? (selected ? 'detail' : 'list') : 'both';

  const turnTo = (next: number) => {
    setPage(next);
    // Wider screens always show an announcement: the new page's first.
    if (!phone) onSelect(announcementPage(items, next)[0]?.id ?? null);
  };

  return (
    <div className={[styles.browser, styles[variant]].join(' ')} data-view={view}>
      {view !== 'detail' ? (
        <div className={styles.listPane}>
          <ul className={styles.list} aria-label={t('content.announcements.list')}>
            {onPage.map((item) => {
              const isSelected = item.id === selected?.id;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    className={[styles.item, isSelected ? styles.selected : ''].join(' ')}
                    aria-current={isSelected ? 'true' : undefined}
                    onClick={() => onSelect(item.id)}
                    data-testid="announcement-title"
                  >
                    <span className={styles.itemTitle}>{item.title}</span>
                    <span className={styles.itemMeta}>
                      <time dateTime={item.publishedAt}>
                        {formatDate(new Date(item.publishedAt), timeZone)}
                      </time>
                      {item.promotionType ? (
                        <StatusPill tone="action" size="sm" dot={false}>
                          {t('content.announcements.promotion')}
                        </StatusPill>
                      ) : null}
                    </span>
                    {phone ? <Icon name="chevronRight" size={16} className={styles.itemChevron} /> : null}
                  </button>
                </li>
              );
            })}
          </ul>
          <Pager
            page={current}
            totalPages={totalPages}
            onChange={turnTo}
            label={t('content.announcements.pages')}
            numbering={ANNOUNCEMENT_PAGER}
          />
        </div>
      ) : null}
      {selected && view !== 'list' ? (
        <article className={styles.detail} aria-labelledby={titleId} data-testid="announcement-detail">
          {phone ? (
            <button type="button" className={styles.back} onClick={() => onSelect(null)}>
              <Icon name="chevronLeft" size={16} />
              {t('content.announcements.back')}
            </button>
          ) : null}
          <header className={styles.detailHead}>
            <h3 id={titleId} className={styles.detailTitle}>
              {selected.title}
            </h3>
            <time dateTime={selected.publishedAt} className={styles.detailDate}>
              {formatDateTime(new Date(selected.publishedAt), timeZone, { seconds: false })}
            </time>
          </header>
          <Prose html={selected.content} />
          {selected.promotionType && onPromotion ? (
            <div className={styles.detailActions}>
              <Button
                variant="gold"
                icon={<Icon name="gift" size={18} />}
                onClick={() => onPromotion(selected)}
              >
                {t('content.announcements.toPromotion')}
              </Button>
            </div>
          ) : null}
        </article>
      ) : null}
    </div>
  );
}
