import type { TMemberSummary } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ListPage } from '../../components/list-page.tsx';
import { SearchField, SelectField, ui } from '../../components/ui.tsx';
import { useDateTime } from '../../lib/format.ts';
import { useUrlFilters } from '../../lib/url-filters.ts';
import { useMemberPage } from './api/members-api.ts';
import { MemberKindLabel, MemberStatusBadge } from './member-badges.tsx';
import styles from './members.module.css';

const STATUSES = ['', 'ACTIVE', 'LOCKED'] as const;
type MemberStatusFilter = (typeof STATUSES)[number];

/** Find a member of the chosen merchant by username, mobile, e-mail or nickname; the filter lives in the URL. */
export function MembersPage({ merchantCode, brandName }: { merchantCode: string; brandName: string }) {
  const { t } = useTranslation();
  const url = useUrlFilters({ search: '', status: '' });
  const { search, status } = url.filters;
  const query = useMemberPage(merchantCode, {
    search: search || undefined,
    status: (status as MemberStatusFilter) || undefined,
    pageNo: url.pageNo,
  });

  return (
    <ListPage
      title={t('members.title')}
      subtitle={t('members.subtitle', { merchant: brandName })}
      url={url}
      filters={
        <>
          <SearchField
            label={t('members.search')}
            {...url.text('search')}
            maxLength={64}
            placeholder={t('members.searchPlaceholder')}
          />
          <SelectField label={t('members.statusFilter')} {...url.choice('status')}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s ? t(`members.statuses.${s}`) : t('members.allStatuses')}
              </option>
            ))}
          </SelectField>
        </>
      }
      query={query}
      empty={url.filtered ? t('members.noMatch') : t('members.empty')}
    >
      {(members) => <MembersTable members={members} />}
    </ListPage>
  );
}

function MembersTable({ members }: { members: readonly TMemberSummary[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const when = useDateTime();
  return (
    <table className={ui.table}>
      <thead>
        <tr>
          <th>{t('members.username')}</th>
          <th>{t('members.nickname')}</th>
          <th>{t('members.type')}</th>
          <th>{t('members.status')}</th>
          <th>{t('members.mobile')}</th>
          <th>{t('members.email')}</th>
          <th>{t('members.vip')}</th>
          <th>{t('members.upline')}</th>
          <th>{t('members.created')}</th>
          <th>{t('members.lastLogin')}</th>
        </tr>
      </thead>
      <tbody>
        {members.map((m) => (
          <tr key={m.id} className={styles.clickable} onClick={() => void navigate(`/members/${m.id}`)}>
            <td>
              <Link className={styles.userLink} to={`/members/${m.id}`} onClick={(e) => e.stopPropagation()}>
                {m.username}
              </Link>
            </td>
            <td>{m.nickname || '—'}</td>
            <td>
              <MemberKindLabel type={m.type} />
            </td>
            <td>
              <MemberStatusBadge status={m.status} />
            </td>
            <td className={ui.mono}>{m.mobileNum ?? '—'}</td>
            <td>{m.email ?? '—'}</td>
            <td>{m.vipLevel}</td>
            <td>{m.parentUsername ?? '—'}</td>
            <td className={`${ui.muted} ${ui.oneLine}`}>{when(m.createdAt)}</td>
            <td className={`${ui.muted} ${ui.oneLine}`}>{when(m.lastLoginAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
