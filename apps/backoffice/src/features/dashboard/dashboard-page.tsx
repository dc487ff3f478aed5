import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, PageHeader, Skeleton, StateBadge, ui } from '../../components/ui.tsx';
import type { TMerchantSummary } from '@platform/contracts';
import { settingsQuery } from '../../lib/merchant-settings.ts';
import { summarizeState } from '../../lib/site-state.ts';

export function DashboardPage({
  merchants,
  onOpen,
}: {
  merchants: TMerchantSummary[];
  onOpen: (code: string) => void;
}) {
  const { t } = useTranslation();
  const settings = useQueries({ queries: merchants.map((m) => settingsQuery(m.merchantCode)) });
  return (
    <div className={ui.page}>
      <PageHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      {merchants.length === 0 ? <Skeleton rows={4} /> : null}
      <div className={ui.grid2}>
        {merchants.map((m, index) => {
          const s = settings[index]?.data;
          return (
            <Card key={m.merchantCode} title={`${m.brandName} · ${m.merchantCode}`}>
              <div style={{ display: 'grid', gap: 10 }}>
                {s ? <StateBadge state={summarizeState(s)} /> : <Skeleton rows={1} />}
                <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '6px 14px', margin: 0 }}>
                  <dt className={ui.muted}>{t('dashboard.currency')}</dt>
                  <dd style={{ margin: 0 }}>{m.currency}</dd>
                  <dt className={ui.muted}>{t('dashboard.language')}</dt>
                  <dd style={{ margin: 0 }}>{m.defaultLanguage}</dd>
                  <dt className={ui.muted}>{t('dashboard.timeZone')}</dt>
                  <dd style={{ margin: 0 }}>{m.timeZone}</dd>
                  <dt className={ui.muted}>{t('dashboard.rules')}</dt>
                  <dd style={{ margin: 0 }}>{s ? s.regionRules.length : '…'}</dd>
                </dl>
                <button
                  type="button"
                  className={`${ui.button} ${ui.secondary}`}
                  onClick={() => onOpen(m.merchantCode)}
                >
                  {t('dashboard.open', { merchant: m.brandName })}
                </button>
              </div>
            </Card>
          );
        })}
      </div>
    </div>
  );
}
