import {
  ZContentWrite,
  type BannerGroup,
  type ContentAudience,
  type ContentKind,
  type ContentStatus,
  type HelpCategory,
  type LanguageCode,
  type LinkTargetKind,
  type TContentItemAdmin,
  type TContentWrite,
} from '@platform/contracts';
import { instantToZonedInput, zonedInputToInstant } from './schedule.ts';

/** One language's texts as the editor holds them. */
export interface TranslationDraft {
  language: LanguageCode;
  title: string;
  bodyHtml: string;
  imageUrl: string | null;
  mobileImageUrl: string | null;
}

/**
 * The editor form: strings as the inputs hold them (the schedule on the merchant's clock, the sort
 * order as typed); `writeOf` turns it into the contract's body.
 */
export interface ContentDraft {
  kind: ContentKind;
  status: ContentStatus;
  bannerGroup: BannerGroup | '';
  helpCategory: HelpCategory | '';
  audience: ContentAudience;
  promotionType: string;
  linkKind: LinkTargetKind;
  linkValue: string;
  /** `datetime-local` values on the merchant's clock; '' for none. */
  startsAt: string;
  endsAt: string;
  sortOrder: string;
  translations: TranslationDraft[];
}

/** Which fields each kind has (the server stores only these; ADR 0027). */
export const KIND_FIELDS: Record<
  ContentKind,
  { body: boolean; image: boolean; mobileImage: boolean; link: boolean; audience: boolean }
> = {
  BANNER: { body: false, image: true, mobileImage: true, link: true, audience: false },
  ANNOUNCEMENT: { body: true, image: false, mobileImage: false, link: false, audience: true },
  NOTICE: { body: false, image: false, mobileImage: false, link: false, audience: true },
  POPUP: { body: true, image: true, mobileImage: false, link: true, audience: true },
  HELP: { body: true, image: false, mobileImage: false, link: false, audience: false },
};

export const emptyTranslation = (language: LanguageCode): TranslationDraft => ({
  language,
  title: '',
  bodyHtml: '',
  imageUrl: null,
  mobileImageUrl: null,
});

/** A new item of a kind, in the merchant's default language. */
export function newDraft(kind: ContentKind, defaultLanguage: LanguageCode): ContentDraft {
  return {
    kind,
    status: 'DRAFT',
    bannerGroup: kind === 'BANNER' ? 'w_home' : '',
    helpCategory: kind === 'HELP' ? 'faq' : '',
    audience: kind === 'POPUP' ? 'VISITORS' : 'ALL',
    promotionType: '',
    linkKind: 'NONE',
    linkValue: '',
    startsAt: '',
    endsAt: '',
    sortOrder: '100',
    translations: [emptyTranslation(defaultLanguage)],
  };
}

/** A stored item as the form edits it. */
export function draftOf(item: TContentItemAdmin, timeZone: string): ContentDraft {
  return {
    kind: item.kind,
    status: item.status,
    bannerGroup: item.bannerGroup ?? '',
    helpCategory: item.helpCategory ?? '',
    audience: item.audience,
    promotionType: item.promotionType ?? '',
    linkKind: item.link.kind,
    linkValue: item.link.value,
    startsAt: instantToZonedInput(item.startsAt, timeZone),
    endsAt: instantToZonedInput(item.endsAt, timeZone),
    sortOrder: String(item.sortOrder),
    translations: item.translations.map((t) => ({ ...t })),
  };
}

/** The editor's empty document; a body that is only that is no body. */
const emptyHtml = (html: string) => html.replace(/<p>\s*<\/p>/g, '').trim() === '';

/** The body to save: only the fields the kind uses, the schedule as instants. */
export function writeOf(draft: ContentDraft, timeZone: string): TContentWrite {
  const fields = KIND_FIELDS[draft.kind];
  const sortOrder = Number(draft.sortOrder.trim());
  return {
    kind: draft.kind,
    status: draft.status,
    bannerGroup: draft.kind === 'BANNER' ? draft.bannerGroup || null : null,
    helpCategory: draft.kind === 'HELP' ? draft.helpCategory || null : null,
    audience: fields.audience ? draft.audience : 'ALL',
    promotionType: draft.kind === 'ANNOUNCEMENT' ? draft.promotionType.trim() || null : null,
    link: fields.link
      ? { kind: draft.linkKind, value: draft.linkKind === 'NONE' ? '' : draft.linkValue.trim() }
      : { kind: 'NONE', value: '' },
    startsAt: zonedInputToInstant(draft.startsAt, timeZone),
    endsAt: zonedInputToInstant(draft.endsAt, timeZone),
    // A non-number is sent as such, so the schema names the field rather than a default hiding it.
    sortOrder: draft.sortOrder.trim() === '' || !Number.isInteger(sortOrder) ? Number.NaN : sortOrder,
    translations: draft.translations.map((t) => ({
      language: t.language,
      title: t.title.trim(),
      bodyHtml: fields.body && !emptyHtml(t.bodyHtml) ? t.bodyHtml : '',
      imageUrl: fields.image ? t.imageUrl : null,
      mobileImageUrl: fields.mobileImage ? t.mobileImageUrl : null,
    })),
  };
}

/**
 * A form field's key: top-level names as the contract's (`bannerGroup`, `link.value`, `endsAt`), a
 * translation's as `<LANG>.title` so the error follows its language tab.
 */
export type FieldKey = string;

/** A contract path (`translations.1.title`) as the form's field key, given the languages sent. */
export function fieldKeyOf(path: readonly PropertyKey[], languages: readonly LanguageCode[]): FieldKey {
  if (path[0] === 'translations') {
    if (typeof path[1] === 'number' || /^\d+$/.test(String(path[1] ?? ''))) {
      const language = languages[Number(path[1])];
      return `${language ?? '?'}.${String(path[2] ?? 'title')}`;
    }
    return 'translations';
  }
  return path.map(String).join('.');
}

/** The contract's verdict on a body, as field keys (empty when it may be sent). */
export function fieldProblems(body: TContentWrite): FieldKey[] {
  const parsed = ZContentWrite.safeParse(body);
  if (parsed.success) return [];
  const languages = body.translations.map((t) => t.language);
  const keys = parsed.error.issues.map((i) => fieldKeyOf(i.path, languages));
  // The contract's cross-field rules run only once every field parses: checked here too, so one
  // attempt names every problem at once.
  if (body.kind === 'BANNER' && !body.bannerGroup) keys.push('bannerGroup');
  if (body.kind === 'HELP' && !body.helpCategory) keys.push('helpCategory');
  if (body.kind === 'BANNER')
    body.translations.forEach((t) => (t.imageUrl ? null : keys.push(`${t.language}.imageUrl`)));
  if (body.startsAt && body.endsAt && Date.parse(body.endsAt) <= Date.parse(body.startsAt))
    keys.push('endsAt');
  return [...new Set(keys)];
}

/**
 * The fields a VALIDATION_FAILED answer names. The server lists the contract paths in its message
 * ("Some fields are invalid: translations.0.title, endsAt", in the console's language): the paths
 * themselves are never translated, so they are read back out of it.
 */
export function serverFieldKeys(message: string, languages: readonly LanguageCode[]): FieldKey[] {
  const paths = message.match(
    /\b(?:translations(?:\.\d+(?:\.[A-Za-z]+)?)?|[a-z][A-Za-z]+\.[a-z][A-Za-z]*|bannerGroup|helpCategory|audience|promotionType|startsAt|endsAt|sortOrder|status|kind|link)\b/g,
  );
  return [...new Set((paths ?? []).map((p) => fieldKeyOf(p.split('.'), languages)))];
}
