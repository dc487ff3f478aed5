// What a site says to its players (spec §1 inbox and announcements, help centre; §2 announcement
// popup, notice, public popup, banner carousel; §4 popups; §7 CCSFE_getListAnnouncements,
// CSP_unreadCount, helpCenter; §9 constants). Zod-free: the player site imports it from the client
// entry. Schemas are in content.ts; ADR 0027 records the choices.

/** Banner groups (spec §2 "Banner carousel"): where a banner shows. */
export const BANNER_GROUPS = ['w_home', 'w_login', 'w_register', 'w_leftmenu', 'w_forget'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/**
 * The announcement types of spec §7 `CCSFE_getListAnnouncements`:
 * B banners, PL the player announcements (the announcement popup's list), PU the public popup
 * (visitors), PR the private popup (after login), H the headline notices (the marquee).
 */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** What an operator writes in the content editor. */
export const CONTENT_KINDS = ['BANNER', 'ANNOUNCEMENT', 'NOTICE', 'POPUP', 'HELP'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const CONTENT_STATUSES = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/**
 * Who sees an announcement, notice or popup. A popup for VISITORS is the public popup (PU), for
 * MEMBERS the private one (PR), for ALL both.
 */
export const CONTENT_AUDIENCES = ['ALL', 'VISITORS', 'MEMBERS', 'AGENTS'] as const;
export type ContentAudience = (typeof CONTENT_AUDIENCES)[number];

/** Where a banner or popup leads: a promotion (id), a game vendor's lobby (its vassalage code, `/rng?vassalage=`), a site path, an outside URL. */
export const LINK_TARGET_KINDS = ['NONE', 'PROMOTION', 'GAME', 'PAGE', 'URL'] as const;
export type LinkTargetKind = (typeof LINK_TARGET_KINDS)[number];

/** Help-centre categories (`/help#<key>`; `#term` is the terms, spec §2). Their names are i18n keys. */
export const HELP_CATEGORIES = [
  'about',
  'term',
  'privacy',
  'responsible',
  'faq',
  'deposit',
  'withdraw',
] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

/** Platform messages (messageV2): who wrote it. */
export const INBOX_CATEGORIES = ['SYSTEM', 'OPERATOR', 'FEEDBACK'] as const;
export type InboxCategory = (typeof INBOX_CATEGORIES)[number];

/** Whom an operator's message goes to. */
export const MESSAGE_TARGET_KINDS = ['MEMBER', 'LIST', 'VIP_LEVEL', 'AGENT_TEAM', 'ALL'] as const;
export type MessageTargetKind = (typeof MESSAGE_TARGET_KINDS)[number];

/** Spec §9: announcements 9 per page; pager margin 1, range 5 (the forgot-password pager range 1). */
export const ANNOUNCEMENTS_PER_PAGE = 9;
export const ANNOUNCEMENT_PAGER = { margin: 1, range: 5 } as const;
/** Spec §4: popup dismissal is remembered per session under these session-storage keys. */
export const POPUP_SESSION_KEYS = { member: 'USER_POPUP', visitor: 'ANONYMOUS_POPUP' } as const;
/** Spec §9 banner carousel. */
export const BANNER_CAROUSEL = { autoplayMs: 5000, transitionMs: 1000, perView: 3, gapPx: 20 } as const;

export const CONTENT_LIMITS = {
  titleChars: 120,
  bodyHtmlChars: 60_000,
  noticeChars: 300,
  messageTitleChars: 120,
  messageBodyHtmlChars: 20_000,
  /** One message to a list of accounts. */
  messageListAccounts: 500,
} as const;

/** Player-facing paths (spec §7) and the operator's. */
export const CONTENT_PATHS = {
  announcements: '/api/wps/relay/CCSFE_getListAnnouncements',
  unreadCount: '/api/wps/relay/CSP_unreadCount',
  helpCenter: '/api/wps/system/helpCenter',
  /** The member's inbox (messageV2). */
  messages: '/api/wps/member/messages',
  messagesRead: '/api/wps/member/messages/read',
  messagesDelete: '/api/wps/member/messages/delete',
  /** Live unread count: the client sends {"type":"auth","token"} first, then receives {"type":"unread","count"}. */
  inboxSocket: '/api/wps/ws/inbox',
  /** Operator-uploaded content images, served to everyone with immutable caching. */
  media: '/api/wps/media/content',
  admin: {
    items: '/api/bo/merchants/:code/content',
    item: '/api/bo/merchants/:code/content/:id',
    images: '/api/bo/merchants/:code/content/images',
    /** GET: the built-in artworks (ZContentArtList) an operator may pick instead of uploading. */
    art: '/api/bo/content/art',
    messages: '/api/bo/merchants/:code/messages',
    preview: '/api/bo/content/preview',
  },
} as const;
