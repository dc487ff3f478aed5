import type { TAuditEntry } from '@platform/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, ErrorNote, PageHeader, Skeleton, ui } from '../../components/ui.tsx';
import { api } from '../../lib/api-client.ts';
import { diffJson } from '../../lib/json-diff.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const ACTIONS = [
  'system.maintenance.update',
  'system.region-rule.create',
  'system.region-rule.delete',
  'system.whitelabel.update',
  'system.brand-config.update',
  'system.register-rules.update',
  'operator.create',
  'member.lock',
  'member.unlock',
  'member.password-reset',
];
const PAGE_SIZE = 20;

interface AuditPage {
  list: TAuditEntry[];
  pageNo: number;
  totalPages: number;
  total: number;
}

const show = (v: unknown) => (v === undefined ? '—' : JSON.stringify(v));

export function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [action, setAction] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const filter = { pageNo, action };
  const query = useQuery({
    queryKey: queryKeys.audit(filter),
    queryFn: () =>
      api<AuditPage>(
        `/api/bo/audit-log?pageNo=${pageNo}&pageSize=${PAGE_SIZE}${action ? `&action=${encodeURIComponent(action)}` : ''}`,
      ),
    placeholderData: keepPreviousData,
  });
  const format = new Intl.DateTimeFormat(i18n.language === 'CN' ? 'zh-CN' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  const data = query.data;

  return (
    <div className={ui.page}>
      <PageHeader
        title={t('audit.title')}
        subtitle={t('audit.subtitle')}
        actions={
          <label className={ui.field} style={{ minWidth: 240 }}>
            <span>{t('audit.filter')}</span>
            <select
              className={ui.select}
              value={action}
              onChange={(e) => {
                setAction(e.target.value);
                setPageNo(1);
              }}
            >
              <option value="">{t('audit.allActions')}</option>
              {ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </select>
          </label>
        }
      />
      <Card>
        <ErrorNote error={query.error} />
        {query.isPending ? (
          <Skeleton rows={5} />
        ) : !data || data.list.length === 0 ? (
          <p className={ui.empty}>{t('audit.empty')}</p>
        ) : (
          <>
            <table className={ui.table}>
              <thead>
                <tr>
                  <th>{t('audit.time')}</th>
                  <th>{t('audit.operator')}</th>
                  <th>{t('audit.merchant')}</th>
                  <th>{t('audit.action')}</th>
                  <th>{t('audit.target')}</th>
                  <th>{t('audit.ip')}</th>
                  <th aria-label={t('audit.details')} />
                </tr>
              </thead>
              <tbody>
                {data.list.map((entry) => (
                  <Fragment key={entry.id}>
                    <tr>
                      <td className={ui.muted}>{format.format(new Date(entry.at))}</td>
                      <td>{entry.operator}</td>
                      <td>{entry.merchantCode ?? '—'}</td>
                      <td className={ui.mono}>{entry.action}</td>
                      <td className={ui.mono}>{entry.target}</td>
                      <td className={ui.mono}>{entry.ip}</td>
                      <td style={{ textAlign: 'right' }}>
                        <button
                          type="button"
                          className={`${ui.button} ${ui.ghost}`}
                          aria-expanded={open === entry.id}
                          onClick={() => setOpen(open === entry.id ? null : entry.id)}
                        >
                          {open === entry.id ? t('audit.hide') : t('audit.details')}
                        </button>
                      </td>
                    </tr>
                    {open === entry.id ? (
                      <tr>
                        <td colSpan={7} style={{ background: 'var(--surface-2)' }}>
                          <table className={ui.table}>
                            <thead>
                              <tr>
                                <th>{t('audit.field')}</th>
                                <th>{t('audit.before')}</th>
                                <th>{t('audit.after')}</th>
                              </tr>
                            </thead>
                            <tbody>
                              {diffJson(entry.before, entry.after).map((row) => (
                                <tr key={row.path}>
                                  <td className={ui.mono}>{row.path}</td>
                                  <td
                                    className={ui.mono}
                                    style={{ color: 'var(--danger)', wordBreak: 'break-all' }}
                                  >
                                    {show(row.before)}
                                  </td>
                                  <td
                                    className={ui.mono}
                                    style={{ color: 'var(--success)', wordBreak: 'break-all' }}
                                  >
                                    {show(row.after)}
                                  </td>
                                </tr>
                              ))}
                            </tbody>
                          </table>
                          <p className={ui.muted} style={{ fontSize: 12 }}>
                            {t('audit.requestId')}: <span className={ui.mono}>{entry.requestId}</span>
                          </p>
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                ))}
              </tbody>
            </table>
            <nav className={ui.pager} aria-label={t('audit.title')}>
              <span>{t('common.pageOf', { page: data.pageNo, pages: Math.max(1, data.totalPages) })}</span>
              <button
                type="button"
                className={`${ui.button} ${ui.secondary}`}
                disabled={pageNo <= 1}
                onClick={() => setPageNo((p) => p - 1)}
                aria-label={t('common.previous')}
              >
                ‹
              </button>
              <button
                type="button"
                className={`${ui.button} ${ui.secondary}`}
                disabled={pageNo >= data.totalPages}
                onClick={() => setPageNo((p) => p + 1)}
                aria-label={t('common.next')}
              >
                ›
              </button>
            </nav>
          </>
        )}
      </Card>
    </div>
  );
}
