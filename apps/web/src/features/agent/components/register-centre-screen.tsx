import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card/card.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { TabPanel, Tabs } from '../../../components/tabs/tabs.tsx';
import { useUrlFilters } from '../../../hooks/use-url-filters.ts';
import { useAgentProfile } from '../api/team-api.ts';
import { oneOf } from '../filters.ts';
import { InvitationLinks } from './invitation-links.tsx';
import { OpenAccountForm } from './open-account-form.tsx';
import { ScreenFrame } from './screen-frame.tsx';
import styles from './register-centre.module.css';

const TABS = ['open', 'links'] as const;
const TABS_ID = 'register-centre';

/**
 * registerCenter (spec §2 "open account / link management"; issue 11): opening an account directly,
 * and the invitation links. The tab, the links' status filter and page are in the URL.
 */
export function RegisterCentreScreen({ timeZone }: { timeZone?: string }) {
  const { t } = useTranslation();
  const url = useUrlFilters({ tab: 'open', status: 'ACTIVE' });
  const tab = oneOf(TABS, url.filters.tab, 'open');
  const profile = useAgentProfile();

  return (
    <ScreenFrame screen="registerCenter">
      <Tabs
        items={[
          { id: 'open', label: t('agent.register.openTab'), icon: <Icon name="plus" size={16} /> },
          { id: 'links', label: t('agent.register.linksTab'), icon: <Icon name="qr" size={16} /> },
        ]}
        value={tab}
        onChange={(next) => url.set({ tab: next, status: 'ACTIVE' })}
        label={t('agent.menu.registerCenter')}
        idPrefix={TABS_ID}
        variant="segmented"
        className={styles.tabs}
      />
      <TabPanel prefix={TABS_ID} id={tab}>
        {tab === 'open' ? (
          <Card
            id="agent-open-title"
            icon="agent"
            variant="glow"
            title={t('agent.open.title')}
            text={t('agent.open.text')}
          >
            <OpenAccountForm profile={profile.data} />
          </Card>
        ) : (
          <InvitationLinks
            profile={profile.data}
            timeZone={timeZone}
            status={url.filters.status}
            pageNo={url.pageNo}
            onFilter={(status) => url.set({ status })}
            onPage={url.setPage}
          />
        )}
      </TabPanel>
    </ScreenFrame>
  );
}
