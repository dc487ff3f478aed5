import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon/icon.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../../hooks/use-media-query.ts';
import { AGENT_HOME_PATH, type AgentLink, type AgentMenuEntry, type AgentScreen } from '../menu.ts';
import type { ContractRequest } from '../contracts.ts';
import { AgentBand } from './agent-band.tsx';
import { AgentMenu, type AgentLinkPaths } from './agent-menu.tsx';
import styles from './agent-centre.module.css';

/**
 * The agent centre (spec §2 /agentHome): the header band, then the menu beside the open screen on
 * wide screens. On a phone the landing page is the menu itself and each screen takes the whole
 * width, with a way back to the menu.
 */
export function AgentCentre({
  name,
  timeZone,
  entries,
  paths,
  screen,
  onLogout,
  onCustomerService,
  badges,
  linkCounts,
  children,
}: {
  name: string;
  timeZone?: string;
  entries: readonly AgentMenuEntry[];
  paths: AgentLinkPaths;
  /** The open screen; null on the landing page. */
  screen: AgentScreen | null;
  onLogout: () => void;
  onCustomerService: () => void;
  /** Screens where something waits for the agent: a badge on their menu entries. */
  badges?: Partial<Record<AgentScreen, ContractRequest>>;
  /** Counts on the entries that leave the centre (unread platform messages). */
  linkCounts?: Partial<Record<AgentLink, { count: number; label: string }>>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
  const showMenu = !phone || !screen;
  const showScreen = !phone || !!screen;
  return (
    <div className={styles.centre} data-testid="agent-home" data-screen={screen ?? 'landing'}>
      <AgentBand
        name={name}
        timeZone={timeZone}
        onLogout={onLogout}
        onCustomerService={onCustomerService}
        compact={phone && !!screen}
      />
      <div className={styles.body}>
        {showMenu ? (
          <AgentMenu
            entries={entries}
            paths={paths}
            onCustomerService={onCustomerService}
            variant={phone ? 'list' : 'side'}
            badges={badges}
            linkCounts={linkCounts}
          />
        ) : null}
        {showScreen ? (
          <div className={styles.screen}>
            {phone && screen ? (
              <Link to={AGENT_HOME_PATH} className={styles.back}>
                <Icon name="chevronLeft" size={18} />
                {t('agent.backToMenu')}
              </Link>
            ) : null}
            {children}
          </div>
        ) : null}
      </div>
    </div>
  );
}
