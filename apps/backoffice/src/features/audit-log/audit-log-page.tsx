import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list-page.tsx';
import { SelectField, ui } from '../../components/ui.tsx';
import { diffJson } from '../../lib/json-diff.ts';
import { useUrlFilters } from '../../lib/url-filters.ts';
import { useAuditPage } from './api/audit-log-api.ts';

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

const show = (v: unknown) => (v === undefined ? '—' : JSON.stringify(v));

export function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const url = useUrlFilters({ action: '' });
  const [open, setOpen] = useState<string | null>(null);
  const query = useAuditPage({ action: url.filters.action, pageNo: url.pageNo });
  const format = new Intl.DateTimeFormat(i18n.language === 'CN' ? 'zh-CN' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });

  return (
    <ListPage
      title={t('audit.title')}
      subtitle={t('audit.subtitle')}
      url={url}
      searchButton={false}
      filters={
        <SelectField label={t('audit.filter')} {...url.choice('action')}>
          <option value="">{t('audit.allActions')}</option>
          {ACTIONS.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </SelectField>
      }
      query={query}
      empty={t('audit.empty')}
      skeletonRows={5}
    >
      {(entries) => (
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
            {entries.map((entry) => (
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
      )}
    </ListPage>
  );
}
