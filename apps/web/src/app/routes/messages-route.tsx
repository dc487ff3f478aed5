import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card/card.tsx';
import { Inbox } from '../../features/inbox/components/inbox.tsx';
import { useSite } from '../site-context.ts';
import { MoneyShell } from './money-shell.tsx';

/** /account/messages: the member's platform messages (spec §2 member centre messageV2). */
export default function MessagesRoute() {
  const { t } = useTranslation();
  const { brand } = useSite();
  return (
    <MoneyShell page="messages" title={t('inbox.title')} subtitle={t('inbox.subtitle')}>
      <Card>
        <Inbox timeZone={brand.timeZone} />
      </Card>
    </MoneyShell>
  );
}
