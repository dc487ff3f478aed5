import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button/button.tsx';
import { IconBadge } from '../../components/icon-badge/icon-badge.tsx';
import type { IconName } from '../../components/icon/icon.tsx';
import { SectionHeader } from '../../components/section-header/section-header.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { countriesQuery, useWhitelabelFlags } from '../../features/system/api/system-api.ts';
import { isAgentUser } from '../../lib/session.ts';
import { useLoginLanding } from '../hooks/use-login-landing.ts';
import { useSession } from '../hooks/use-session.ts';
import { useSite } from '../site-context.ts';
import styles from './agent.module.css';

const PERKS: { key: string; icon: IconName }[] = [
  { key: 'team', icon: 'users' },
  { key: 'income', icon: 'wallet' },
  { key: 'contracts', icon: 'shield' },
];

/** /agent: the agent login page. Non-agents are refused ("Non-agents cannot log in", spec §6). */
export default function AgentLoginRoute() {
  const { t, i18n } = useTranslation();
  const { brand, status } = useSite();
  const { isAgent, userInfo } = useSession();
  const land = useLoginLanding();
  const flags = useWhitelabelFlags(['SMS_LOGIN'] as const);
  const countries = useQuery(countriesQuery(i18n.language));

  return (
    <div className={styles.loginPage} data-testid="agent-login-page">
      <section className={styles.pitch}>
        <p className={styles.eyebrow}>{brand.brandName}</p>
        <h1 className={styles.pitchTitle}>{t('agent.loginTitle')}</h1>
        <p className={styles.pitchText}>{t('agent.loginSubtitle')}</p>
        <ul className={styles.perks}>
          {PERKS.map((perk) => (
            <li key={perk.key}>
              <IconBadge icon={perk.icon} tone="gold" size={44} />
              <span>
                <strong>{t(`agent.perks.${perk.key}.title`)}</strong>
                <span>{t(`agent.perks.${perk.key}.text`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.formCard} aria-labelledby="agent-login-heading">
        <SectionHeader id="agent-login-heading" icon="agent" variant="inline" title={t('agent.formTitle')} />
        {isAgent ? (
          <div className={styles.already}>
            <p>{t('agent.already', { name: userInfo?.nickname || userInfo?.account || '' })}</p>
            <Link to="/agentHome" className={buttonClass('gold', 'lg', true)}>
              {t('agent.enterCentre')}
            </Link>
          </div>
        ) : (
          <LoginForm
            idPrefix="agent-login"
            smsLogin={flags.SMS_LOGIN}
            freePlay={false}
            countries={countries.data ?? []}
            preferredCountry={status.location.countryCode ?? undefined}
            agentLogin
            accept={(user) => (isAgentUser(user) ? null : t('errors.notAgent'))}
            onSuccess={land}
            autoFocus={false}
          />
        )}
      </section>
    </div>
  );
}
