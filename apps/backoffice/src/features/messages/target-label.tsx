import type { MessageTargetKind } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { ui } from '../../components/ui.tsx';
import { listAccounts } from './message-form.ts';

/** Who a message went to, in words: "Member demo01", "3 accounts", "VIP level 2", "Team of agent01", "All members". */
export function targetText(
  t: (key: string, values?: Record<string, unknown>) => string,
  kind: MessageTargetKind,
  value: string,
) {
  switch (kind) {
    case 'MEMBER':
      return t('messages.targets.memberNamed', { account: value });
    case 'LIST':
      return t('messages.targets.listNamed', { count: listAccounts(value).length });
    case 'VIP_LEVEL':
      return t('messages.targets.vipNamed', { level: value });
    case 'AGENT_TEAM':
      return t('messages.targets.teamNamed', { agent: value });
    case 'ALL':
      return t('messages.targets.allNamed');
  }
}

export function TargetLabel(props: { kind: MessageTargetKind; value: string }) {
  const { t } = useTranslation();
  const accounts = props.kind === 'LIST' ? listAccounts(props.value) : [];
  return (
    <>
      {targetText(t, props.kind, props.value)}
      {accounts.length > 0 ? (
        <span className={ui.sub} title={accounts.join(', ')}>
          {accounts.slice(0, 3).join(', ')}
          {accounts.length > 3 ? '…' : ''}
        </span>
      ) : null}
    </>
  );
}
