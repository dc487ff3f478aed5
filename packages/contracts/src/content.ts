import { z } from 'zod';
import {
  ANNOUNCEMENT_TYPES,
  BANNER_GROUPS,
  CONTENT_AUDIENCES,
  CONTENT_KINDS,
  CONTENT_LIMITS,
  CONTENT_STATUSES,
  HELP_CATEGORIES,
  INBOX_CATEGORIES,
  LINK_TARGET_KINDS,
  MESSAGE_TARGET_KINDS,
} from './content-constants.ts';
import { ZPage, ZPageQuery } from './envelope.ts';
import { LANGUAGE_CODES } from './languages.ts';

// Content and platform messages (spec §1, §2, §3 "Announcement", §4, §7, §9; ADR 0027). Paths are
// in content-constants.ts. Every HTML field a player receives was sanitised on the server when the
// operator saved it (sanitize-html, an allow-list): the site may render it as HTML.

const ZLanguage = z.enum(LANGUAGE_CODES);

/* ------------------------------------------------------------------ players */

/** GET announcements: `types` a comma list of ANNOUNCEMENT_TYPES (default all); `groupName` limits banners. */
export const ZAnnouncementsQuery = z.object({
  types: z
    .string()
    .max(40)
    .optional()
    .transform((s, ctx) => {
      if (!s) return [...ANNOUNCEMENT_TYPES];
      const parts = s
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      for (const p of parts) {
        if (!(ANNOUNCEMENT_TYPES as readonly string[]).includes(p)) {
          ctx.addIssue({ code: 'custom', message: `unknown type ${p}` });
          return z.NEVER;
        }
      }
      return parts as (typeof ANNOUNCEMENT_TYPES)[number][];
    }),
  groupName: z.enum(BANNER_GROUPS).optional(),
  /** The display language; the request's language when absent. */
  language: ZLanguage.optional(),
  /** Spec §7: platform W, execution B. Accepted and not otherwise used. */
  platform: z.string().max(8).optional(),
  execution: z.string().max(8).optional(),
});
export type TAnnouncementsQuery = z.input<typeof ZAnnouncementsQuery>;

export const ZBanner = z.object({
  id: z.string(),
  group: z.enum(BANNER_GROUPS),
  title: z.string(),
  imageUrl: z.string(),
  /** A narrower image for phones, when the operator gave one. */
  mobileImageUrl: z.string().nullable(),
  /** A site path (`/promotions#12`, `/rng?vassalage=HOUSE`) or an outside https URL; null: not a link. */
  href: z.string().nullable(),
  external: z.boolean(),
});
export type TBanner = z.infer<typeof ZBanner>;

/** Spec §3 "Announcement": title, content (HTML), promotionType. */
export const ZAnnouncement = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  /** When set, the popup shows a go-to-promotion button (to the reward centre, spec §2). */
  promotionType: z.string().nullable(),
  publishedAt: z.string(),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

export const ZNotice = z.object({ id: z.string(), text: z.string() });
export type TNotice = z.infer<typeof ZNotice>;

export const ZPopup = z.object({
  id: z.string(),
  /** PU for visitors, PR after login. */
  type: z.enum(['PU', 'PR']),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  href: z.string().nullable(),
  external: z.boolean(),
  /** Changes when the operator edits it: a dismissal remembers id and version. */
  version: z.number().int(),
});
export type TPopup = z.infer<typeof ZPopup>;

/** Spec §3 "Notice response": banners, player notices, popup, promotion. */
export const ZAnnouncementsAnswer = z.object({
  banners: z.array(ZBanner),
  announcements: z.array(ZAnnouncement),
  notices: z.array(ZNotice),
  popups: z.array(ZPopup),
  language: ZLanguage,
});
export type TAnnouncementsAnswer = z.infer<typeof ZAnnouncementsAnswer>;

export const ZHelpCenterQuery = z.object({
  lang: ZLanguage.optional(),
  device: z.string().max(8).optional(),
});
export const ZHelpArticle = z.object({ id: z.string(), title: z.string(), content: z.string() });
export type THelpArticle = z.infer<typeof ZHelpArticle>;
export const ZHelpCenter = z.object({
  language: ZLanguage,
  categories: z.array(z.object({ key: z.enum(HELP_CATEGORIES), articles: z.array(ZHelpArticle) })),
});
export type THelpCenter = z.infer<typeof ZHelpCenter>;

export const ZUnreadCount = z.object({ count: z.number().int().min(0) });
export type TUnreadCount = z.infer<typeof ZUnreadCount>;

export const ZInboxQuery = ZPageQuery.extend({
  status: z.enum(['ALL', 'UNREAD', 'READ']).default('ALL'),
});
export type TInboxQuery = z.input<typeof ZInboxQuery>;

export const ZInboxMessage = z.object({
  id: z.string(),
  category: z.enum(INBOX_CATEGORIES),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type TInboxMessage = z.infer<typeof ZInboxMessage>;
export const ZInboxPage = ZPage(ZInboxMessage).extend({ unread: z.number().int() });
export type TInboxPage = z.infer<typeof ZInboxPage>;

/** Mark read: the ids (of the caller's own messages), or every message with `all`. */
export const ZInboxMark = z
  .object({
    ids: z
      .array(z.string().regex(/^\d{1,18}$/))
      .max(200)
      .optional(),
    all: z.boolean().optional(),
  })
  .refine((b) => b.all === true || (b.ids?.length ?? 0) > 0, { message: 'ids or all' });
export type TInboxMark = z.input<typeof ZInboxMark>;

/* ---------------------------------------------------------------- operators */

export const ZLinkTarget = z
  .object({ kind: z.enum(LINK_TARGET_KINDS), value: z.string().trim().max(500).default('') })
  .superRefine((t, ctx) => {
    if (t.kind === 'NONE') return;
    if (!t.value) ctx.addIssue({ code: 'custom', path: ['value'], message: 'required' });
    if (t.kind === 'URL' && !/^https:\/\/[^\s<>"']+$/.test(t.value))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'an https URL' });
    if (t.kind === 'PAGE' && !/^\/[A-Za-z0-9/_\-?=&#.%]*$/.test(t.value))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'a site path starting with /' });
    if ((t.kind === 'PROMOTION' || t.kind === 'GAME') && !/^[A-Za-z0-9_\-.]{1,80}$/.test(t.value))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'an id or game code' });
  });
export type TLinkTarget = z.input<typeof ZLinkTarget>;

/**
 * An image the operator uploaded (CONTENT_PATHS.admin.images answers its URL), or one of the built-in
 * artworks the server draws (`art-<name>.svg`, listed by CONTENT_PATHS.admin.art).
 */
const ZMediaUrl = z
  .string()
  .regex(
    /^\/api\/wps\/media\/content\/([0-9a-f-]{36}\.(png|jpg|webp)|art-[a-z0-9-]{1,60}\.svg)$/,
    'an uploaded image',
  );

export const ZContentTranslation = z.object({
  language: ZLanguage,
  title: z.string().trim().min(1).max(CONTENT_LIMITS.titleChars),
  /** Rich text from the editor; sanitised again on save. A notice's text is its title. */
  bodyHtml: z.string().max(CONTENT_LIMITS.bodyHtmlChars).default(''),
  imageUrl: ZMediaUrl.nullable().default(null),
  mobileImageUrl: ZMediaUrl.nullable().default(null),
});
export type TContentTranslation = z.input<typeof ZContentTranslation>;

const ZInstant = z.string().datetime({ offset: true });

/** Create or replace one piece of content. Which fields count depends on `kind`. */
export const ZContentWrite = z
  .object({
    kind: z.enum(CONTENT_KINDS),
    status: z.enum(CONTENT_STATUSES).default('DRAFT'),
    /** BANNER only. */
    bannerGroup: z.enum(BANNER_GROUPS).nullable().default(null),
    /** HELP only. */
    helpCategory: z.enum(HELP_CATEGORIES).nullable().default(null),
    audience: z.enum(CONTENT_AUDIENCES).default('ALL'),
    /** ANNOUNCEMENT: shows the go-to-promotion button. */
    promotionType: z.string().trim().max(40).nullable().default(null),
    link: ZLinkTarget.default({ kind: 'NONE', value: '' }),
    startsAt: ZInstant.nullable().default(null),
    endsAt: ZInstant.nullable().default(null),
    sortOrder: z.number().int().min(0).max(10_000).default(100),
    translations: z.array(ZContentTranslation).min(1).max(40),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'BANNER' && !c.bannerGroup)
      ctx.addIssue({ code: 'custom', path: ['bannerGroup'], message: 'required for a banner' });
    if (c.kind === 'HELP' && !c.helpCategory)
      ctx.addIssue({ code: 'custom', path: ['helpCategory'], message: 'required for a help article' });
    if (c.kind === 'BANNER' && c.translations.some((t) => !t.imageUrl))
      ctx.addIssue({
        code: 'custom',
        path: ['translations'],
        message: 'a banner needs an image per language',
      });
    if (c.startsAt && c.endsAt && Date.parse(c.endsAt) <= Date.parse(c.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'after the start' });
    const languages = c.translations.map((t) => t.language);
    if (new Set(languages).size !== languages.length)
      ctx.addIssue({ code: 'custom', path: ['translations'], message: 'one per language' });
  });
export type TContentWrite = z.input<typeof ZContentWrite>;

export const ZContentItemAdmin = z.object({
  id: z.string(),
  merchantCode: z.string(),
  kind: z.enum(CONTENT_KINDS),
  status: z.enum(CONTENT_STATUSES),
  bannerGroup: z.enum(BANNER_GROUPS).nullable(),
  helpCategory: z.enum(HELP_CATEGORIES).nullable(),
  audience: z.enum(CONTENT_AUDIENCES),
  promotionType: z.string().nullable(),
  link: z.object({ kind: z.enum(LINK_TARGET_KINDS), value: z.string() }),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  sortOrder: z.number().int(),
  version: z.number().int(),
  translations: z.array(
    z.object({
      language: ZLanguage,
      title: z.string(),
      bodyHtml: z.string(),
      imageUrl: z.string().nullable(),
      mobileImageUrl: z.string().nullable(),
    }),
  ),
  /** Scheduled and published, and showing now. */
  live: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type TContentItemAdmin = z.infer<typeof ZContentItemAdmin>;

export const ZContentAdminQuery = ZPageQuery.extend({
  kind: z.enum(CONTENT_KINDS).optional(),
  status: z.enum(CONTENT_STATUSES).optional(),
  bannerGroup: z.enum(BANNER_GROUPS).optional(),
  q: z.string().trim().max(80).optional(),
});
export type TContentAdminQuery = z.input<typeof ZContentAdminQuery>;
export const ZContentAdminPage = ZPage(ZContentItemAdmin);
export type TContentAdminPage = z.infer<typeof ZContentAdminPage>;

/** POST preview: the HTML exactly as players would receive it after sanitising. */
export const ZContentPreviewRequest = z.object({ html: z.string().max(CONTENT_LIMITS.bodyHtmlChars) });
export const ZContentPreview = z.object({ html: z.string() });

export const ZMediaUpload = z.object({ url: z.string() });
export const ZContentArtList = z.object({
  list: z.array(
    z.object({ name: z.string(), url: z.string(), width: z.number().int(), height: z.number().int() }),
  ),
});
export type TContentArtList = z.infer<typeof ZContentArtList>;
export type TMediaUpload = z.infer<typeof ZMediaUpload>;

/** The message composer: one message in one or more languages to a target. */
export const ZMessageCompose = z
  .object({
    target: z.object({
      kind: z.enum(MESSAGE_TARGET_KINDS),
      /** MEMBER: an account; LIST: accounts, comma or newline separated; VIP_LEVEL: a number; AGENT_TEAM: the agent's account. */
      value: z.string().trim().max(20_000).default(''),
    }),
    translations: z
      .array(
        z.object({
          language: ZLanguage,
          title: z.string().trim().min(1).max(CONTENT_LIMITS.messageTitleChars),
          bodyHtml: z.string().min(1).max(CONTENT_LIMITS.messageBodyHtmlChars),
        }),
      )
      .min(1)
      .max(40),
  })
  .superRefine((m, ctx) => {
    if (m.target.kind !== 'ALL' && !m.target.value)
      ctx.addIssue({ code: 'custom', path: ['target', 'value'], message: 'required' });
    if (m.target.kind === 'VIP_LEVEL' && !/^\d{1,3}$/.test(m.target.value))
      ctx.addIssue({ code: 'custom', path: ['target', 'value'], message: 'a VIP level' });
  });
export type TMessageCompose = z.input<typeof ZMessageCompose>;

export const ZMessageBroadcast = z.object({
  id: z.string(),
  merchantCode: z.string(),
  target: z.object({ kind: z.enum(MESSAGE_TARGET_KINDS), value: z.string() }),
  title: z.string(),
  languages: z.array(ZLanguage),
  recipients: z.number().int(),
  read: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type TMessageBroadcast = z.infer<typeof ZMessageBroadcast>;
export const ZMessageBroadcastPage = ZPage(ZMessageBroadcast);
export type TMessageBroadcastPage = z.infer<typeof ZMessageBroadcastPage>;

export type THelpCenterQuery = z.infer<typeof ZHelpCenterQuery>;
export type TContentPreviewRequest = z.infer<typeof ZContentPreviewRequest>;
export type TContentPreview = z.infer<typeof ZContentPreview>;
