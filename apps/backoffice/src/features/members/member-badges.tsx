import type { TMemberSummary } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { ui } from '../../components/ui.tsx';
import { loginResultTone, memberKind } from '../../lib/member-labels.ts';

export function MemberStatusBadge({ status }: { status: TMemberSummary['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`${ui.badge} ${status === 'ACTIVE' ? ui.ok : ui.bad}`}>
      {t(`members.statuses.${status}`)}
    </span>
  );
}

export function MemberKindLabel({ type }: { type: number }) {
  const { t } = useTranslation();
  const kind = memberKind(type);
  return (
    <span className={`${ui.badge} ${kind === 'agent' ? ui.warn : ''}`} title={`type ${type}`}>
      {t(`members.kinds.${kind}`)}
    </span>
  );
}

export function LoginResultBadge({ result }: { result: string }) {
  const { t } = useTranslation();
  const tone = loginResultTone(result);
  return (
    <span className={`${ui.badge} ${ui[tone]}`}>
      {t(`members.results.${result}`, { defaultValue: result })}
    </span>
  );
}
