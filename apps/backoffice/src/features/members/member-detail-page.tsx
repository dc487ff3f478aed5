import type { TMemberDetail } from '@platform/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { TabPanel, Tabs } from '../../components/tabs.tsx';
import { Card, ErrorNote, PageHeader, Skeleton, ui } from '../../components/ui.tsx';
import { useDateTime } from '../../lib/format.ts';
import { useMemberDetail } from './api/members-api.ts';
import { LoginResultBadge, MemberKindLabel, MemberStatusBadge } from './member-badges.tsx';
import { MemberActions } from './member-actions.tsx';
import { MemberTags } from './member-tags.tsx';
import styles from './members.module.css';

type MemberTab = 'overview' | 'wallet';

/**
 * One member: profile, login history, trusted IPs, and (with members.write) lock and password reset;
 * the wallet tab shows what the route composes in (`wallet`), so this feature does not import it.
 */
export function MemberDetailPage(props: {
  merchantCode: string;
  memberId: string;
  canWrite: boolean;
  wallet?: ((member: TMemberDetail) => ReactNode) | undefined;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: MemberTab = props.wallet && params.get('tab') === 'wallet' ? 'wallet' : 'overview';
  const query = useMemberDetail(props.merchantCode, props.memberId);
  const member = query.data;
  return (
    <div className={`${ui.page} ${styles.detail}`}>
      <Link to="/members" className={styles.back}>
        ← {t('members.back')}
      </Link>
      <PageHeader
        title={member ? member.username : t('members.detailTitle')}
        subtitle={member?.nickname || undefined}
        actions={
          member ? (
            <div className={ui.row}>
              <MemberStatusBadge status={member.status} />
              {props.canWrite ? <MemberActions merchantCode={props.merchantCode} member={member} /> : null}
            </div>
          ) : null
        }
      />
      <ErrorNote error={query.error} />
      {query.isPending ? (
        <Card>
          <Skeleton rows={6} />
        </Card>
      ) : member ? (
        <>
          {props.wallet ? (
            <Tabs<MemberTab>
              id="member-tabs"
              label={t('members.sections')}
              items={[
                { key: 'overview', label: t('members.overview') },
                { key: 'wallet', label: t('members.wallet') },
              ]}
              value={tab}
              onChange={(next) => setParams(next === 'wallet' ? { tab: 'wallet' } : {}, { replace: true })}
            />
          ) : null}
          {tab === 'wallet' && props.wallet ? (
            <TabPanel id="member-tabs" value="wallet">
              {props.wallet(member)}
            </TabPanel>
          ) : (
            <Overview
              member={member}
              tabbed={!!props.wallet}
              tags={
                <MemberTags merchantCode={props.merchantCode} member={member} canWrite={props.canWrite} />
              }
            />
          )}
        </>
      ) : null}
    </div>
  );
}

function Overview({ member, tabbed, tags }: { member: TMemberDetail; tabbed: boolean; tags: ReactNode }) {
  const content = (
    <>
      <Profile member={member} />
      {tags}
      <div className={styles.columns}>
        <LoginHistory member={member} />
        <TrustedIps member={member} />
      </div>
    </>
  );
  return tabbed ? (
    <TabPanel id="member-tabs" value="overview">
      {content}
    </TabPanel>
  ) : (
    content
  );
}

function Profile({ member }: { member: TMemberDetail }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const dialing = member.countryDialingCode ? `+${member.countryDialingCode.replace(/^\+/, '')} ` : '';
  const fields: [string, ReactNode][] = [
    ['username', member.username],
    ['nickname', member.nickname || '—'],
    ['type', <MemberKindLabel key="k" type={member.type} />],
    ['mobile', member.mobileNum ? `${dialing}${member.mobileNum}` : '—'],
    ['email', member.email ?? '—'],
    ['payeeName', member.payeeName ?? '—'],
    ['vip', member.vipLevel],
    ['upline', member.parentUsername ?? '—'],
    ['totp', member.totpEnabled ? t('common.yes') : t('common.no')],
    ['mustChange', member.mustChangePassword ? t('common.yes') : t('common.no')],
    ['created', when(member.createdAt)],
    ['lastLogin', when(member.lastLoginAt)],
  ];
  return (
    <Card title={t('members.profile')}>
      <dl className={styles.profile}>
        {fields.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`members.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function LoginHistory({ member }: { member: TMemberDetail }) {
  const { t } = useTranslation();
  const when = useDateTime();
  return (
    <Card title={t('members.loginHistory')}>
      {member.loginHistory.length === 0 ? (
        <p className={ui.empty}>{t('members.noLogins')}</p>
      ) : (
        <div className={ui.tableScroll}>
          <table className={ui.table} aria-label={t('members.loginHistory')}>
            <thead>
              <tr>
                <th>{t('members.time')}</th>
                <th>{t('members.ip')}</th>
                <th>{t('members.device')}</th>
                <th>{t('members.result')}</th>
              </tr>
            </thead>
            <tbody>
              {member.loginHistory.map((h, i) => (
                <tr key={`${h.at}-${i}`}>
                  <td className={`${ui.muted} ${ui.oneLine}`}>{when(h.at)}</td>
                  <td className={ui.mono}>{h.ip}</td>
                  <td>{h.device || '—'}</td>
                  <td>
                    <LoginResultBadge result={h.result} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

function TrustedIps({ member }: { member: TMemberDetail }) {
  const { t } = useTranslation();
  const when = useDateTime();
  return (
    <Card title={t('members.trustedIps')}>
      {member.trustedIps.length === 0 ? (
        <p className={ui.empty}>{t('members.noTrustedIps')}</p>
      ) : (
        <div className={ui.tableScroll}>
          <table className={ui.table} aria-label={t('members.trustedIps')}>
            <thead>
              <tr>
                <th>{t('members.ip')}</th>
                <th>{t('members.lastSeen')}</th>
              </tr>
            </thead>
            <tbody>
              {member.trustedIps.map((ip) => (
                <tr key={ip.ip}>
                  <td className={ui.mono}>
                    {ip.ip}
                    <span className={ui.sub}>{t('members.firstSeen', { when: when(ip.firstAt) })}</span>
                  </td>
                  <td className={`${ui.muted} ${ui.oneLine}`}>{when(ip.lastAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
