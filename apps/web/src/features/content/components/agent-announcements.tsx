import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RecordList } from '../../../components/record-list/record-list.tsx';
import { SkeletonRows } from '../../../components/skeleton/skeleton.tsx';
import { useAnnouncements } from '../api/announcements-api.ts';
import { AnnouncementBrowser } from './announcement-browser.tsx';

/** The screen's address names the open announcement (`?id=`), like the agent centre's filters. */
const SELECTED_PARAM = 'id';

/**
 * agentAnnouncement (spec §2 agent centre; issue 11, 13): what an agent reads, its agent-only
 * announcements included (the call carries the agent's token), as a list with dates and a detail.
 */
export function AgentAnnouncements({
  timeZone,
  onPromotion,
}: {
  timeZone?: string;
  onPromotion?: () => void;
}) {
  const { t } = useTranslation();
  const announcements = useAnnouncements();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(SELECTED_PARAM);
  const select = (id: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === null) next.delete(SELECTED_PARAM);
        else next.set(SELECTED_PARAM, id);
        return next;
      },
      { replace: true },
    );
  return (
    <RecordList
      query={announcements}
      items={announcements.data}
      loading={<SkeletonRows rows={4} />}
      empty={{ title: t('content.agent.emptyTitle'), text: t('content.agent.emptyText') }}
      errorTitle={t('content.announcements.loadFailed')}
    >
      {(items) => (
        <AnnouncementBrowser
          items={items}
          selectedId={selectedId}
          onSelect={select}
          onPromotion={onPromotion}
          timeZone={timeZone}
          variant="page"
        />
      )}
    </RecordList>
  );
}
