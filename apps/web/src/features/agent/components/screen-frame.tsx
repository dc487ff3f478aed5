import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconBadge } from '../../../components/icon-badge/icon-badge.tsx';
import { AGENT_MENU, type AgentScreen } from '../menu.ts';
import styles from './agent-screens.module.css';

const TITLE_ID = 'agent-screen-title';

/**
 * An agent screen: a region named by its heading (the menu entry's icon on a gold tile, its title, a
 * line saying what it shows, actions at the end), then its content.
 */
export function ScreenFrame({
  screen,
  actions,
  children,
}: {
  screen: AgentScreen;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const icon = AGENT_MENU.find((entry) => entry.id === screen)?.icon ?? 'info';
  return (
    <section className={styles.frame} aria-labelledby={TITLE_ID} data-testid={`agent-screen-${screen}`}>
      <header className={styles.title}>
        <IconBadge icon={icon} tone="gold" size={48} />
        <div className={styles.titleText}>
          <h2 id={TITLE_ID}>{t(`agent.menu.${screen}`)}</h2>
          <p>{t(`agent.screen.${screen}`)}</p>
        </div>
        {actions ? <div className={styles.titleActions}>{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
