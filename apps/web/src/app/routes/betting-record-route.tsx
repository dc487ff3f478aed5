import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button/button.tsx';
import { Card } from '../../components/card/card.tsx';
import { Icon } from '../../components/icon/icon.tsx';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { BettingRecord, type RecordDates } from '../../features/betting-record/components/betting-record.tsx';
import {
  DATE_SHORTCUTS,
  matchingShortcut,
  normaliseRange,
  shortcutRange,
  type DateShortcut,
  type DayRange,
} from '../../lib/date-range.ts';
import { useSession } from '../hooks/use-session.ts';
import { useSite } from '../site-context.ts';
import { MONEY_PATHS } from './money-paths.ts';
import pages from './pages.module.css';

/**
 * /account/bettingRecord (spec §2 member centre personalHistoryCopy; the header's "betting record"):
 * the member's rounds. The route's loader requires a session token. Days are the merchant's (its
 * time zone), with the account record's date shortcuts.
 */
export default function BettingRecordRoute() {
  const { t } = useTranslation();
  const { brand } = useSite();
  const { isTrial } = useSession();
  const timeZone = brand.timeZone;
  const [range, setRange] = useState<DayRange>(() => shortcutRange('last7', new Date(), timeZone));

  const dates: RecordDates<DateShortcut> = {
    range,
    shortcuts: DATE_SHORTCUTS,
    active: matchingShortcut(range, new Date(), timeZone),
    pick: (shortcut) => setRange(shortcutRange(shortcut, new Date(), timeZone)),
    change: (next) => setRange(normaliseRange(next, new Date(), timeZone)),
  };

  return (
    <div className={pages.stack} data-testid="page-bettingRecord">
      <PageHeader
        eyebrow={brand.brandName}
        title={t('pages.bettingRecord.title')}
        subtitle={t('pages.bettingRecord.subtitle')}
        icon={<Icon name="history" size={30} />}
        actions={
          <Link to={MONEY_PATHS.records} className={buttonClass('ghost', 'sm')}>
            <Icon name="record" size={16} />
            {t('bettingRecord.accountRecord')}
          </Link>
        }
      />
      <Card label={t('pages.bettingRecord.title')}>
        <BettingRecord dates={dates} timeZone={timeZone} trial={isTrial} />
      </Card>
    </div>
  );
}
