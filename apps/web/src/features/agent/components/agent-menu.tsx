import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { CountBadge } from '../../../components/count-badge/count-badge.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { IconBadge } from '../../../components/icon-badge/icon-badge.tsx';
import {
  AGENT_MENU_GROUPS,
  agentScreenPath,
  type AgentLink,
  type AgentMenuEntry,
  type AgentMenuGroup,
  type AgentScreen,
} from '../menu.ts';
import type { ContractRequest } from '../contracts.ts';
import styles from './agent-centre.module.css';

/** Where the entries that leave the centre go: the site's own money pages and messages. */
export type AgentLinkPaths = Record<Exclude<AgentLink, 'customerService'>, string>;

/**
 * The agent centre's menu (spec §2): beside the screen on wide screens, the landing list on phones.
 * Screens are links under /agentHome; deposit, withdraw, transfer and messages open the site's
 * pages; customer service opens as everywhere on the site.
 */
export function AgentMenu({
  entries,
  paths,
  onCustomerService,
  variant,
  badges = {},
  linkCounts = {},
}: {
  entries: readonly AgentMenuEntry[];
  paths: AgentLinkPaths;
  onCustomerService: () => void;
  /** `side`: the compact column beside a screen; `list`: the phone's landing list, larger rows. */
  variant: 'side' | 'list';
  /** Screens where something waits for the agent (a contract offered, a termination asked). */
  badges?: Partial<Record<AgentScreen, ContractRequest>>;
  /** Counts on the entries that leave the centre, with what they mean (unread platform messages). */
  linkCounts?: Partial<Record<AgentLink, { count: number; label: string }>>;
}) {
  const { t } = useTranslation();
  const groups = AGENT_MENU_GROUPS.map((group) => ({
    group,
    items: entries.filter((entry) => entry.group === group),
  })).filter((g) => g.items.length > 0);

  const content = (entry: AgentMenuEntry) => (
    <>
      <IconBadge icon={entry.icon} size={variant === 'list' ? 40 : 34} className={styles.menuBadge} />
      <span className={styles.menuLabel}>{t(`agent.menu.${entry.id}`)}</span>
      {entry.kind === 'screen' && badges[entry.id] ? (
        <span className={styles.menuPending} data-testid={`agent-menu-badge-${entry.id}`}>
          <span aria-hidden="true">!</span>
          <span className="visually-hidden">{t(`agent.contract.request.${badges[entry.id]}`)}</span>
        </span>
      ) : null}
      {entry.kind === 'link' && linkCounts[entry.id] ? (
        <CountBadge
          count={linkCounts[entry.id]!.count}
          label={linkCounts[entry.id]!.label}
          testId={`agent-menu-count-${entry.id}`}
        />
      ) : null}
      <Icon name="chevronRight" size={16} className={styles.menuArrow} />
    </>
  );

  const item = (entry: AgentMenuEntry) => {
    if (entry.kind === 'screen') {
      return (
        <NavLink
          to={agentScreenPath(entry.id)}
          className={({ isActive }) => [styles.menuItem, isActive ? styles.menuActive : ''].join(' ')}
          data-testid={`agent-menu-${entry.id}`}
        >
          {content(entry)}
        </NavLink>
      );
    }
    if (entry.id === 'customerService') {
      return (
        <button
          type="button"
          className={styles.menuItem}
          onClick={onCustomerService}
          data-testid={`agent-menu-${entry.id}`}
        >
          {content(entry)}
        </button>
      );
    }
    return (
      <Link to={paths[entry.id]} className={styles.menuItem} data-testid={`agent-menu-${entry.id}`}>
        {content(entry)}
      </Link>
    );
  };

  return (
    <nav
      className={[styles.menu, variant === 'list' ? styles.menuList : styles.menuSide].join(' ')}
      aria-label={t('agent.menuLabel')}
    >
      {groups.map(({ group, items }) => (
        <section key={group} className={styles.menuGroup} aria-labelledby={`agent-menu-group-${group}`}>
          <h2 id={`agent-menu-group-${group}`} className={styles.menuGroupTitle}>
            {t(`agent.menuGroup.${group satisfies AgentMenuGroup}`)}
          </h2>
          <ul>
            {items.map((entry) => (
              <li key={entry.id}>{item(entry)}</li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
