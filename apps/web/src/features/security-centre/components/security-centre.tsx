import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { IconBadge } from '../../../components/icon-badge/icon-badge.tsx';
import { Icon, type IconName } from '../../../components/icon/icon.tsx';
import { showModal } from '../../../components/modal/index.ts';
import { RecordList } from '../../../components/record-list/record-list.tsx';
import { RecordTable } from '../../../components/record-list/record-table.tsx';
import { SkeletonCard } from '../../../components/skeleton/skeleton.tsx';
import { StatusPill, type PillTone } from '../../../components/status-pill/status-pill.tsx';
import { showToast } from '../../../components/toast/index.ts';
import { ApiError, describeApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { securityQuery, useForgetTrustedIp, type LoginRecord, type TrustedIp } from '../api/security-api.ts';
import { maskEmail, maskMobile, maskName } from '../mask.ts';
import styles from './security-centre.module.css';
import { TotpCard } from './totp-card.tsx';

export interface SecurityCentreProps {
  /** The visitor's own address (system status), marked "this device" in the trusted list. */
  currentIp?: string;
  timeZone?: string;
  /** Trial accounts have no security centre: they are offered registration instead. */
  onRegister: () => void;
  onChangePassword: () => void;
}

const RESULT_TONES: Record<string, PillTone> = {
  SUCCESS: 'success',
  NEW_IP_CHALLENGED: 'pending',
  BAD_CREDENTIALS: 'danger',
  LOCKED: 'danger',
};

/** The security centre screen (spec §2 member-centre "securityCenter"). */
export function SecurityCentre({ currentIp, timeZone, onRegister, onChangePassword }: SecurityCentreProps) {
  const { t } = useTranslation();
  const overview = useQuery(securityQuery);

  if (overview.isPending) {
    return (
      <div
        className={styles.grid}
        role="status"
        aria-label={t('common.loading')}
        data-testid="security-loading"
      >
        {[0, 1, 2, 3].map((i) => (
          <SkeletonCard key={i} />
        ))}
      </div>
    );
  }

  if (overview.isError) {
    const trial = overview.error instanceof ApiError && overview.error.code === 'TRIAL_RESTRICTED';
    return (
      <EmptyState
        illustration={trial ? 'lock' : 'error'}
        title={trial ? t('security.trialTitle') : t('security.errorTitle')}
        text={describeApiError(overview.error, (key) => t(key))}
        actions={
          trial ? (
            <Button onClick={onRegister}>{t('header.register')}</Button>
          ) : (
            <Button icon={<Icon name="refresh" size={18} />} onClick={() => void overview.refetch()}>
              {t('common.retry')}
            </Button>
          )
        }
      />
    );
  }

  const data = overview.data;
  const when = (iso: string) => formatDateTime(new Date(iso), timeZone);

  return (
    <div className={styles.layout} data-testid="security-centre">
      <div className={styles.grid}>
        <TotpCard enabled={data.totpEnabled} />
        <Card
          id="security-bound-title"
          icon="user"
          title={t('security.bound.title')}
          text={t('security.bound.text')}
        >
          <ul className={styles.bound}>
            <BoundRow
              icon="phone"
              label={t('security.bound.phone')}
              value={maskMobile(data.mobileNum, data.countryDialingCode)}
            />
            <BoundRow icon="mail" label={t('security.bound.email')} value={maskEmail(data.email)} />
            <BoundRow icon="wallet" label={t('security.bound.bankName')} value={maskName(data.payeeName)} />
            <li className={styles.boundRow}>
              <IconBadge icon="key" size={34} />
              <span className={styles.boundLabel}>{t('security.bound.password')}</span>
              <Button variant="outline" size="sm" onClick={onChangePassword}>
                {t('header.menu.changePassword')}
              </Button>
            </li>
          </ul>
        </Card>
      </div>

      <TrustedIps ips={data.trustedIps} currentIp={currentIp} when={when} />
      <LoginHistory records={data.loginHistory} when={when} />
    </div>
  );
}

function BoundRow({ icon, label, value }: { icon: IconName; label: string; value: string | null }) {
  const { t } = useTranslation();
  return (
    <li className={styles.boundRow}>
      <IconBadge icon={icon} size={34} />
      <span className={styles.boundLabel}>{label}</span>
      {value ? (
        <span className={styles.boundValue}>{value}</span>
      ) : (
        <StatusPill tone="muted" dot={false}>
          {t('security.bound.none')}
        </StatusPill>
      )}
    </li>
  );
}

function TrustedIps({
  ips,
  currentIp,
  when,
}: {
  ips: TrustedIp[];
  currentIp?: string;
  when: (iso: string) => string;
}) {
  const { t } = useTranslation();
  const forget = useForgetTrustedIp();

  const remove = (ip: string) =>
    showModal({
      icon: 'warning',
      title: t('security.ips.confirmTitle'),
      html: t('security.ips.confirmText', { ip }),
      buttons: [
        { label: t('common.cancel'), value: 'cancel', variant: 'ghost' },
        {
          label: t('security.ips.remove'),
          value: 'remove',
          variant: 'danger',
          onClick: async () => {
            try {
              await forget.mutateAsync(ip);
              showToast(t('security.ips.removed', { ip }));
            } catch (error) {
              showToast(
                describeApiError(error, (key) => t(key)),
                'error',
              );
            }
          },
        },
      ],
    });

  return (
    <Card
      id="security-ips-title"
      icon="monitor"
      title={t('security.ips.title')}
      text={t('security.ips.text')}
    >
      <RecordList items={ips} empty={{ title: t('security.ips.empty'), as: 'line' }}>
        {(list) => (
          <RecordTable caption={t('security.ips.title')} stackOnPhone>
            <thead>
              <tr>
                <th scope="col">{t('security.ips.ip')}</th>
                <th scope="col">{t('security.ips.firstAt')}</th>
                <th scope="col">{t('security.ips.lastAt')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('security.ips.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((entry) => (
                <tr key={entry.ip}>
                  <td data-label={t('security.ips.ip')}>
                    <span className={styles.ipCell}>
                      <span className={styles.ip}>{entry.ip}</span>
                      {entry.ip === currentIp ? (
                        <StatusPill tone="info" size="sm">
                          {t('security.ips.current')}
                        </StatusPill>
                      ) : null}
                    </span>
                  </td>
                  <td data-label={t('security.ips.firstAt')}>{when(entry.firstAt)}</td>
                  <td data-label={t('security.ips.lastAt')}>{when(entry.lastAt)}</td>
                  <td className={styles.rowAction}>
                    <button
                      type="button"
                      className={styles.remove}
                      aria-label={t('security.ips.removeIp', { ip: entry.ip })}
                      title={t('security.ips.remove')}
                      onClick={() => remove(entry.ip)}
                    >
                      <Icon name="trash" size={16} />
                      <span>{t('security.ips.remove')}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </RecordTable>
        )}
      </RecordList>
    </Card>
  );
}

function LoginHistory({ records, when }: { records: LoginRecord[]; when: (iso: string) => string }) {
  const { t } = useTranslation();
  return (
    <Card
      id="security-history-title"
      icon="history"
      title={t('security.history.title')}
      text={t('security.history.text')}
    >
      <RecordList items={records} empty={{ title: t('security.history.empty'), as: 'line' }}>
        {(list) => (
          <RecordTable caption={t('security.history.title')} stackOnPhone className={styles.historyTable}>
            <thead>
              <tr>
                <th scope="col">{t('security.history.at')}</th>
                <th scope="col">{t('security.history.ip')}</th>
                <th scope="col">{t('security.history.device')}</th>
                <th scope="col">{t('security.history.result')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((record, index) => {
                const tone = RESULT_TONES[record.result] ?? 'pending';
                return (
                  <tr key={`${record.at}-${index}`}>
                    <td data-label={t('security.history.at')}>{when(record.at)}</td>
                    <td data-label={t('security.history.ip')}>
                      <span className={styles.ip}>{record.ip}</span>
                    </td>
                    <td data-label={t('security.history.device')}>
                      {record.device || t('security.history.unknownDevice')}
                    </td>
                    <td data-label={t('security.history.result')}>
                      <StatusPill tone={tone}>
                        {t(`security.history.results.${record.result}`, {
                          defaultValue: record.result,
                        })}
                      </StatusPill>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </RecordTable>
        )}
      </RecordList>
    </Card>
  );
}
