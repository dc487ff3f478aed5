import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TabPanel, Tabs } from '../../components/tabs.tsx';
import { PageHeader, ui } from '../../components/ui.tsx';
import { MessagesPanel } from './messages-panel.tsx';
import { MutesPanel } from './mutes-panel.tsx';
import { SettingsPanel } from './settings-panel.tsx';

const VIEWS = ['messages', 'mutes', 'settings'] as const;
type View = (typeof VIEWS)[number];
const VIEW_PARAM = 'view';

/**
 * The chat room of one merchant: its recent lines (delete one, mute its author), the members muted
 * now (lift a mute) and the room's settings. The tab is in the URL (`?view=`), so a reload keeps it.
 */
export function ChatPage(props: { merchantCode: string; brandName: string; canModerate: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get(VIEW_PARAM);
  const view: View = VIEWS.includes(asked as View) ? (asked as View) : 'messages';
  const scope = { merchantCode: props.merchantCode, canModerate: props.canModerate };
  return (
    <div className={ui.page} style={{ maxWidth: 1320 }}>
      <PageHeader
        title={t('support.chat.title')}
        subtitle={t('support.chat.subtitle', { merchant: props.brandName })}
      />
      {props.canModerate ? null : <p className={ui.notice}>{t('support.common.readOnly')}</p>}
      <Tabs
        id="chat"
        label={t('support.chat.sections')}
        items={VIEWS.map((key) => ({ key, label: t(`support.chat.views.${key}`) }))}
        value={view}
        onChange={(next) => setParams(next === 'messages' ? {} : { [VIEW_PARAM]: next })}
      />
      <TabPanel id="chat" value={view}>
        {view === 'messages' ? <MessagesPanel {...scope} /> : null}
        {view === 'mutes' ? <MutesPanel {...scope} /> : null}
        {view === 'settings' ? <SettingsPanel {...scope} /> : null}
      </TabPanel>
    </div>
  );
}
