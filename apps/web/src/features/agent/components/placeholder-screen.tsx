import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import type { AgentScreen } from '../menu.ts';
import { ScreenFrame } from './screen-frame.tsx';

/** A screen of the menu that is not built yet: its title and a clear "on its way" state. */
export function PlaceholderScreen({ screen }: { screen: AgentScreen }) {
  const { t } = useTranslation();
  return (
    <ScreenFrame screen={screen}>
      <EmptyState illustration="soon" level={3} title={t('agent.soonTitle')} text={t('agent.soonText')} />
    </ScreenFrame>
  );
}
