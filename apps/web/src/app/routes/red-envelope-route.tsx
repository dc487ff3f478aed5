import { useTranslation } from 'react-i18next';
import { RedEnvelopeCentre } from '../../features/red-envelope/components/red-envelope-centre.tsx';
import { useSite } from '../site-context.ts';
import { MoneyShell } from './money-shell.tsx';

/** /account/redEnvelope (spec §2 member area "red envelope"): the round now or next, and my claims. */
export default function RedEnvelopeRoute() {
  const { t } = useTranslation();
  const { brand } = useSite();
  return (
    <MoneyShell page="redEnvelope" title={t('redEnvelope.title')} subtitle={t('redEnvelope.subtitle')}>
      <RedEnvelopeCentre timeZone={brand.timeZone} />
    </MoneyShell>
  );
}
