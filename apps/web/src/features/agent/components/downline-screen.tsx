import type { TAgentDownline } from '@platform/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { SelectField, TextField } from '../../../components/field/field.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { Money } from '../../../components/money/money.tsx';
import { Pager } from '../../../components/pager/pager.tsx';
import { RecordCard } from '../../../components/record-list/record-card.tsx';
import { RecordList } from '../../../components/record-list/record-list.tsx';
import { RecordRows } from '../../../components/record-list/record-row.tsx';
import { RecordTable } from '../../../components/record-list/record-table.tsx';
import { SkeletonRows } from '../../../components/skeleton/skeleton.tsx';
import { Tabs } from '../../../components/tabs/tabs.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../../hooks/use-media-query.ts';
import { useUrlFilters } from '../../../hooks/use-url-filters.ts';
import { formatCount, formatDate, formatDateTime } from '../../../lib/format.ts';
import { useDownlines } from '../api/downline-api.ts';
import { oneOf } from '../filters.ts';
import { AccountStatus, TypePill, Who } from './cells.tsx';
import { ScreenFrame } from './screen-frame.tsx';
import styles from './agent-screens.module.css';

const PAGE_SIZE = 20;
const SCOPES = ['direct', 'all'] as const;
const STATUSES = ['', 'ACTIVE', 'LOCKED'] as const;
const TYPES = ['', 'MEMBER', 'AGENT'] as const;
const DEFAULTS = { scope: 'direct', account: '', status: '', type: '' };

/**
 * downlineManagmentView (spec §2; issue 11): the agent's direct downlines or its whole team, searched
 * by account and filtered by status and kind, with balance, last login and registration; each row
 * opens the site's transfer-to-downline page with the account filled in.
 */
export function DownlineScreen({
  timeZone,
  transferPath,
}: {
  timeZone?: string;
  /** The transfer-to-downline page for an account. */
  transferPath: (account: string) => string;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
  const url = useUrlFilters(DEFAULTS);
  const scope = oneOf(SCOPES, url.filters.scope, 'direct');
  const status = oneOf(STATUSES, url.filters.status, '');
  const type = oneOf(TYPES, url.filters.type, '');
  const list = useDownlines({
    scope,
    account: url.filters.account || undefined,
    status: status || undefined,
    type: type || undefined,
    pageNo: url.pageNo,
    pageSize: PAGE_SIZE,
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    url.apply();
  };

  return (
    <ScreenFrame screen="downlineManagmentView">
      <Card label={t('agent.downlines.filters')}>
        <Tabs
          className={styles.scope}
          variant="segmented"
          items={SCOPES.map((id) => ({ id, label: t(`agent.scope.${id}`) }))}
          value={scope}
          onChange={(next) => url.set({ scope: next })}
          label={t('agent.scope.label')}
        />
        <div className={styles.toolbar}>
          <form className={styles.search} role="search" onSubmit={search}>
            <TextField
              label={t('agent.filter.account')}
              icon="search"
              value={url.draft.account}
              onChange={(e) => url.setDraft({ account: e.target.value })}
              maxLength={64}
              autoComplete="off"
            />
            <Button type="submit" variant="primary">
              {t('agent.filter.search')}
            </Button>
          </form>
          <div className={styles.select}>
            <SelectField
              label={t('agent.filter.status')}
              value={status}
              onChange={(e) => url.set({ status: e.target.value })}
              options={STATUSES.map((id) => ({
                value: id,
                label: t(id ? `agent.status.${id}` : 'agent.filter.any'),
              }))}
            />
          </div>
          <div className={styles.select}>
            <SelectField
              label={t('agent.filter.type')}
              value={type}
              onChange={(e) => url.set({ type: e.target.value })}
              options={TYPES.map((id) => ({
                value: id,
                label: t(id ? `agent.type.${id}` : 'agent.filter.any'),
              }))}
            />
          </div>
        </div>
      </Card>
      <Card
        id="agent-downlines-title"
        icon="users"
        headVariant="inline"
        title={t(`agent.scope.${scope}`)}
        actions={
          list.data ? (
            <span className={styles.muted}>
              {t('agent.downlines.count', {
                count: list.data.total,
                formatted: formatCount(list.data.total),
              })}
            </span>
          ) : null
        }
      >
        <RecordList
          query={list}
          items={list.data?.list}
          loading={<SkeletonRows variant="bar" rows={phone ? 4 : 8} />}
          empty={{
            title: t('agent.downlines.emptyTitle'),
            text: url.filtered ? t('agent.downlines.emptyFiltered') : t('agent.downlines.emptyText'),
          }}
          errorTitle={t('agent.downlines.loadFailed')}
          footer={
            <Pager
              page={url.pageNo}
              totalPages={list.data?.totalPages ?? 1}
              onChange={url.setPage}
              label={t('agent.downlines.pages')}
              disabled={list.isFetching}
            />
          }
        >
          {(rows) =>
            phone ? (
              <DownlineCards rows={rows} timeZone={timeZone} transferPath={transferPath} />
            ) : (
              <DownlineTable rows={rows} timeZone={timeZone} transferPath={transferPath} />
            )
          }
        </RecordList>
      </Card>
    </ScreenFrame>
  );
}

interface RowsProps {
  rows: readonly TAgentDownline[];
  timeZone?: string;
  transferPath: (account: string) => string;
}

function WhoCell({ row }: { row: TAgentDownline }) {
  const { t } = useTranslation();
  const meta = [
    row.nickname,
    row.depth > 1 ? t('agent.downlines.via', { account: row.parentAccount }) : '',
    row.type === 'AGENT' ? t('agent.downlines.team', { count: row.teamCount }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return <Who account={row.account} meta={meta || undefined} />;
}

function LastLogin({ row, timeZone }: { row: TAgentDownline; timeZone?: string }) {
  const { t } = useTranslation();
  return (
    <>
      {row.lastLoginAt
        ? formatDateTime(new Date(row.lastLoginAt), timeZone, { seconds: false })
        : t('agent.downlines.never')}
    </>
  );
}

function TransferLink({
  row,
  transferPath,
}: {
  row: TAgentDownline;
  transferPath: (account: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={transferPath(row.account)}
      className={buttonClass('outline', 'sm')}
      aria-label={t('agent.downlines.transferTo', { account: row.account })}
    >
      <Icon name="swap" size={14} />
      {t('agent.downlines.transfer')}
    </Link>
  );
}

function DownlineTable({ rows, timeZone, transferPath }: RowsProps) {
  const { t } = useTranslation();
  return (
    <RecordTable caption={t('agent.menu.downlineManagmentView')}>
      <thead>
        <tr>
          <th scope="col">{t('agent.col.account')}</th>
          <th scope="col">{t('agent.col.type')}</th>
          <th scope="col">{t('agent.col.level')}</th>
          <th scope="col" data-align="end">
            {t('agent.col.balance')}
          </th>
          <th scope="col">{t('agent.col.lastLogin')}</th>
          <th scope="col">{t('agent.col.registered')}</th>
          <th scope="col">{t('agent.col.status')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('agent.col.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-testid="downline-row">
            <td>
              <WhoCell row={row} />
            </td>
            <td>
              <TypePill type={row.type} />
            </td>
            <td>
              <span className={styles.level} title={t('agent.col.level')}>
                {row.depth}
              </span>
            </td>
            <td data-align="end">
              <Money amount={row.balance} currency={row.currency} showCurrency={false} />
            </td>
            <td data-cell="time">
              <LastLogin row={row} timeZone={timeZone} />
            </td>
            <td data-cell="time">{formatDate(new Date(row.registeredAt), timeZone)}</td>
            <td>
              <AccountStatus status={row.status} />
            </td>
            <td data-align="end">
              <TransferLink row={row} transferPath={transferPath} />
            </td>
          </tr>
        ))}
      </tbody>
    </RecordTable>
  );
}

function DownlineCards({ rows, timeZone, transferPath }: RowsProps) {
  const { t } = useTranslation();
  return (
    <RecordRows boxed label={t('agent.menu.downlineManagmentView')}>
      {rows.map((row) => (
        <RecordCard
          key={row.id}
          testId="downline-row"
          title={<WhoCell row={row} />}
          status={<AccountStatus status={row.status} />}
          meta={
            <>
              <TypePill type={row.type} />
              <span className={styles.level}>{t('agent.downlines.levelShort', { level: row.depth })}</span>
            </>
          }
          figures={[
            {
              label: t('agent.col.balance'),
              value: <Money amount={row.balance} currency={row.currency} showCurrency={false} />,
            },
            { label: t('agent.col.lastLogin'), value: <LastLogin row={row} timeZone={timeZone} /> },
            { label: t('agent.col.registered'), value: formatDate(new Date(row.registeredAt), timeZone) },
          ]}
          actions={<TransferLink row={row} transferPath={transferPath} />}
        />
      ))}
    </RecordRows>
  );
}
