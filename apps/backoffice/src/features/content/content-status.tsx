import type { TContentItemAdmin } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { ui } from '../../components/ui.tsx';
import { gmtOffsetLabel } from './schedule.ts';

/** Where an item stands for players: a draft, archived, or published and live, waiting, or over. */
export type ContentState = 'DRAFT' | 'ARCHIVED' | 'LIVE' | 'SCHEDULED' | 'ENDED';

export function contentState(
  item: Pick<TContentItemAdmin, 'status' | 'startsAt' | 'endsAt'>,
  nowMs: number,
): ContentState {
  if (item.status !== 'PUBLISHED') return item.status;
  if (item.startsAt && Date.parse(item.startsAt) > nowMs) return 'SCHEDULED';
  if (item.endsAt && Date.parse(item.endsAt) <= nowMs) return 'ENDED';
  return 'LIVE';
}

const TONE: Record<ContentState, string | undefined> = {
  DRAFT: undefined,
  ARCHIVED: ui.bad,
  LIVE: ui.ok,
  SCHEDULED: ui.warn,
  ENDED: undefined,
};

export function ContentStatePill({ state }: { state: ContentState }) {
  const { t } = useTranslation();
  return <span className={`${ui.badge} ${TONE[state] ?? ''}`}>{t(`content.states.${state}`)}</span>;
}

/** A date and time on the merchant's clock with its offset: `27 Nov 2026, 18:00 GMT+07:00`. */
export function useMerchantTime(timeZone: string) {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'CN' ? 'zh-CN' : 'en-GB', {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (iso: string | null) =>
    iso ? `${format.format(new Date(iso))} ${gmtOffsetLabel(timeZone, Date.parse(iso))}` : null;
}
