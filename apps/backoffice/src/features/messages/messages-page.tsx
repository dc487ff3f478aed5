import type { TMessageBroadcast } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage } from '../../components/list-page.tsx';
import { ui } from '../../components/ui.tsx';
import { useDateTime } from '../../lib/format.ts';
import { useUrlFilters } from '../../lib/url-filters.ts';
import { useBroadcastPage } from './api/messages-api.ts';
import { TargetLabel } from './target-label.tsx';
import styles from './messages.module.css';

/** The platform messages operators (and the platform) sent to a merchant's members, newest first. */
export function MessagesPage(props: { merchantCode: string; brandName: string; canWrite: boolean }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const url = useUrlFilters({});
  const query = useBroadcastPage(props.merchantCode, url.pageNo);
  return (
    <ListPage<TMessageBroadcast>
      title={t('messages.title')}
      subtitle={t('messages.subtitle', { merchant: props.brandName })}
      notice={props.canWrite ? false : t('messages.readOnly')}
      actions={
        props.canWrite ? (
          <Link className={`${ui.button} ${styles.linkButton}`} to="/messages/new">
            {t('messages.compose')}
          </Link>
        ) : undefined
      }
      url={url}
      query={query}
      pagerLabel={t('messages.pager')}
      empty={t('messages.empty')}
    >
      {(rows) => (
        <table className={ui.table} aria-label={t('messages.tableLabel')}>
          <thead>
            <tr>
              <th>{t('messages.sentAt')}</th>
              <th>{t('messages.titleColumn')}</th>
              <th>{t('messages.target')}</th>
              <th>{t('messages.sentBy')}</th>
              <th className={ui.amount}>{t('messages.recipients')}</th>
              <th className={ui.amount}>{t('messages.read')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((b) => (
              <tr key={b.id}>
                <td className={`${ui.muted} ${ui.oneLine}`}>{when(b.createdAt)}</td>
                <td>
                  <strong>{b.title}</strong>
                  <span className={ui.sub}>{b.languages.join(' · ')}</span>
                </td>
                <td>
                  <TargetLabel kind={b.target.kind} value={b.target.value} />
                </td>
                <td>{b.createdBy ?? '—'}</td>
                <td className={ui.amount}>{b.recipients}</td>
                <td className={ui.amount}>
                  {b.read}
                  {b.recipients > 0 ? (
                    <span className={ui.sub}>{Math.round((b.read / b.recipients) * 100)}%</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ListPage>
  );
}
