import type { TAdminAgentNode } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { ui } from '../../components/ui.tsx';

export function AccountTypeBadge({ type }: { type: TAdminAgentNode['type'] }) {
  const { t } = useTranslation();
  return (
    <span className={`${ui.badge} ${type === 'AGENT' ? ui.warn : ''}`}>{t(`agents.types.${type}`)}</span>
  );
}

export function AgentStatusBadge({ status }: { status: TAdminAgentNode['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`${ui.badge} ${status === 'ACTIVE' ? ui.ok : ui.bad}`}>
      {t(`agents.statuses.${status}`)}
    </span>
  );
}
