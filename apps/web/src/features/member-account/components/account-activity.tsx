import { PAYOUT_METHOD_KINDS, type ProfileChangeField } from '@platform/contracts/client';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card/card.tsx';
import type { IconName } from '../../../components/icon/icon.tsx';
import { Pager } from '../../../components/pager/pager.tsx';
import { RecordList } from '../../../components/record-list/record-list.tsx';
import { RecordRow, RecordRows } from '../../../components/record-list/record-row.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useProfileChanges } from '../api/member-account-api.ts';

const PAGE_SIZE = 10;

const FIELD_ICONS: Record<ProfileChangeField, IconName> = {
  NICKNAME: 'edit',
  AVATAR: 'image',
  BIRTHDAY: 'gift',
  EMAIL: 'mail',
  MOBILE: 'phone',
  PAYOUT_METHOD_ADDED: 'plus',
  PAYOUT_METHOD_REMOVED: 'trash',
};

/**
 * The line under a change's title. A payout method's summary starts with its kind code
 * ("EWALLET TrueMoney ******5678"), shown in the reader's language; an avatar's names files and
 * preset ids, which the title already says enough about.
 */
export function changeDetail(field: ProfileChangeField, summary: string, t: TFunction): string | undefined {
  if (field === 'AVATAR') return undefined;
  if (field !== 'PAYOUT_METHOD_ADDED' && field !== 'PAYOUT_METHOD_REMOVED') return summary;
  const [kind, ...rest] = summary.split(' ');
  if (!(PAYOUT_METHOD_KINDS as readonly string[]).includes(kind ?? '')) return summary;
  return [t(`memberAccount.payout.kinds.${kind}`), ...rest].join(' ');
}

/** The account's change record: what changed, when and from which address (every change is audited). */
export function AccountActivity({ timeZone }: { timeZone?: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useProfileChanges(page, PAGE_SIZE);

  return (
    <Card
      id="member-activity-title"
      icon="history"
      title={t('memberAccount.activity.title')}
      text={t('memberAccount.activity.text')}
      testId="member-activity"
    >
      <RecordList
        query={query}
        items={query.data?.list}
        empty={{
          title: t('memberAccount.activity.emptyTitle'),
          text: t('memberAccount.activity.emptyText'),
          as: 'line',
        }}
        errorTitle={t('memberAccount.activity.loadFailed')}
        compact
        footer={
          <Pager
            page={page}
            totalPages={query.data?.totalPages ?? 1}
            onChange={setPage}
            label={t('memberAccount.activity.pages')}
            disabled={query.isFetching}
          />
        }
      >
        {(items) => (
          <RecordRows label={t('memberAccount.activity.title')}>
            {items.map((change) => (
              <RecordRow
                key={change.id}
                testId="activity-item"
                icon={FIELD_ICONS[change.field] ?? 'record'}
                iconTone={change.field === 'PAYOUT_METHOD_REMOVED' ? 'out' : 'neutral'}
                title={t(`memberAccount.activity.fields.${change.field}`)}
                detail={changeDetail(change.field, change.summary, t)}
                meta={
                  <>
                    <time dateTime={change.at}>
                      {formatDateTime(new Date(change.at), timeZone, { seconds: false })}
                    </time>
                    {change.ip ? <span>· {t('memberAccount.activity.from', { ip: change.ip })}</span> : null}
                  </>
                }
              />
            ))}
          </RecordRows>
        )}
      </RecordList>
    </Card>
  );
}
