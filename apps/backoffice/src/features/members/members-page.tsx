import type { TMemberSummary } from '@platform/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Pager } from '../../components/pager.tsx';
import {
  Card,
  ErrorNote,
  FilterActions,
  PageHeader,
  SearchField,
  SelectField,
  Skeleton,
  ui,
} from '../../components/ui.tsx';
import { useDateTime } from '../../lib/format.ts';
import { membersApi, type MemberStatusFilter } from '../../lib/members-api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { MemberKindLabel, MemberStatusBadge } from './member-badges.tsx';
import styles from './members.module.css';

const STATUSES: MemberStatusFilter[] = ['', 'ACTIVE', 'LOCKED'];

/** Find a member of the chosen merchant by username, mobile, e-mail or nickname; the filter lives in the URL. */
export function MembersPage({ merchantCode, brandName }: { merchantCode: string; brandName: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const status = (params.get('status') ?? '') as MemberStatusFilter;
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(search);
  const filter = { search, status, pageNo };
  const query = useQuery({
    queryKey: queryKeys.memberPage(merchantCode, filter),
    queryFn: () => membersApi.page(merchantCode, filter),
    placeholderData: keepPreviousData,
  });
  const update = (next: Partial<{ search: string; status: string; page: number }>) => {
    const merged = { search, status, page: 1, ...next };
    const out = new URLSearchParams();
    if (merged.search.trim()) out.set('search', merged.search.trim());
    if (merged.status) out.set('status', merged.status);
    if (merged.page > 1) out.set('page', String(merged.page));
    setParams(out);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ search: draft });
  };

  return (
    <div className={ui.page}>
      <PageHeader title={t('members.title')} subtitle={t('members.subtitle', { merchant: brandName })} />
      <Card>
        <form role="search" onSubmit={submit} className={styles.filters}>
          <SearchField
            label={t('members.search')}
            value={draft}
            maxLength={64}
            placeholder={t('members.searchPlaceholder')}
            onChange={setDraft}
            className={styles.searchField}
          />
          <SelectField
            label={t('members.statusFilter')}
            value={status}
            onChange={(next) => update({ search: draft, status: next })}
            className={styles.statusField}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s ? t(`members.statuses.${s}`) : t('members.allStatuses')}
              </option>
            ))}
          </SelectField>
          <FilterActions
            searchLabel={t('members.searchButton')}
            clearLabel={t('members.clear')}
            filtered={Boolean(search || status)}
            onClear={() => {
              setDraft('');
              setParams(new URLSearchParams());
            }}
          />
        </form>
      </Card>
      <Card>
        <ErrorNote error={query.error} />
        {query.isPending ? (
          <Skeleton rows={6} />
        ) : !query.data || query.data.list.length === 0 ? (
          <p className={ui.empty}>{search || status ? t('members.noMatch') : t('members.empty')}</p>
        ) : (
          <>
            <MembersTable members={query.data.list} />
            <Pager
              label={t('members.title')}
              pageNo={query.data.pageNo}
              totalPages={query.data.totalPages}
              total={query.data.total}
              onChange={(page) => update({ page })}
            />
          </>
        )}
      </Card>
    </div>
  );
}

function MembersTable({ members }: { members: TMemberSummary[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const when = useDateTime();
  return (
    <div className={styles.tableWrap}>
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
                <Link
                  className={styles.userLink}
                  to={`/members/${m.id}`}
                  onClick={(e) => e.stopPropagation()}
                >
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
              <td className={`${ui.muted} ${styles.nowrap}`}>{when(m.createdAt)}</td>
              <td className={`${ui.muted} ${styles.nowrap}`}>{when(m.lastLoginAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
