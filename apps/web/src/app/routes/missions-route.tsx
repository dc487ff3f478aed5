import { useTranslation } from 'react-i18next';
import { MissionsScreen } from '../../features/missions/components/missions-screen.tsx';
import { MoneyShell } from './money-shell.tsx';

/** /account/missionLeaderboard (spec §2 member centre missionLeaderboard): missions, claims, leaderboard. */
export default function MissionsRoute() {
  const { t } = useTranslation();
  return (
    <MoneyShell page="missions" title={t('missions.title')} subtitle={t('missions.subtitle')}>
      <MissionsScreen />
    </MoneyShell>
  );
}
