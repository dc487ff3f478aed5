import type {
  AnnouncementType,
  BannerGroup,
  ContentAudience,
  ContentKind,
  HelpCategory,
  LanguageCode,
  LinkTargetKind,
} from '@platform/contracts';

export interface ContentTranslationRecord {
  language: LanguageCode;
  title: string;
  bodyHtml: string;
  imageUrl: string | null;
  mobileImageUrl: string | null;
}

/** A published item as the player-facing reads keep it in memory. */
export interface PublishedItem {
  id: string;
  kind: ContentKind;
  bannerGroup: BannerGroup | null;
  helpCategory: HelpCategory | null;
  audience: ContentAudience;
  promotionType: string | null;
  linkKind: LinkTargetKind;
  linkValue: string;
  startsAt: Date | null;
  endsAt: Date | null;
  sortOrder: number;
  version: number;
  translations: ContentTranslationRecord[];
  updatedAt: Date;
}

/** Who is looking: a visitor, a member, or an agent (a member with a team). */
export type Viewer = 'VISITOR' | 'MEMBER' | 'AGENT';

/** Within its schedule at `now` (start inclusive, end exclusive). */
export const isScheduledAt = (item: Pick<PublishedItem, 'startsAt' | 'endsAt'>, now: Date): boolean =>
  (!item.startsAt || item.startsAt <= now) && (!item.endsAt || now < item.endsAt);

/** Agents see what members see plus what is addressed to agents; visitors only ALL and VISITORS. */
export function audienceSees(audience: ContentAudience, viewer: Viewer): boolean {
  switch (audience) {
    case 'ALL':
      return true;
    case 'VISITORS':
      return viewer === 'VISITOR';
    case 'MEMBERS':
      return viewer !== 'VISITOR';
    case 'AGENTS':
      return viewer === 'AGENT';
  }
}

/**
 * The text in the reader's language, else the merchant's default language, else the first one an
 * operator wrote: a member never gets an empty slot because one language is missing.
 */
export function pickTranslation<T extends { language: LanguageCode }>(
  translations: readonly T[],
  language: LanguageCode,
  fallback: LanguageCode,
): T | undefined {
  return (
    translations.find((t) => t.language === language) ??
    translations.find((t) => t.language === fallback) ??
    translations[0]
  );
}

/** Where a banner or popup leads, as the site links it. */
export function linkHref(kind: LinkTargetKind, value: string): { href: string | null; external: boolean } {
  switch (kind) {
    case 'NONE':
      return { href: null, external: false };
    case 'PROMOTION':
      return { href: `/promotions#${encodeURIComponent(value)}`, external: false };
    case 'GAME':
      return { href: `/rng?vassalage=${encodeURIComponent(value)}`, external: false };
    case 'PAGE':
      return { href: value, external: false };
    case 'URL':
      return { href: value, external: true };
  }
}

/** Which announcement type (spec §7) a published item answers to for this viewer, if any. */
export function announcementTypeOf(item: PublishedItem, viewer: Viewer): AnnouncementType | null {
  switch (item.kind) {
    case 'BANNER':
      return 'B';
    case 'ANNOUNCEMENT':
      return 'PL';
    case 'NOTICE':
      return 'H';
    case 'POPUP':
      return viewer === 'VISITOR' ? 'PU' : 'PR';
    case 'HELP':
      return null;
  }
}

/** Player order: the operator's sort order, then the newest first. */
export const byDisplayOrder = (a: PublishedItem, b: PublishedItem): number =>
  a.sortOrder - b.sortOrder || Number(b.id) - Number(a.id);
