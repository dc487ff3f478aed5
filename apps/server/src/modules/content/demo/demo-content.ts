import type { BannerGroup, LanguageCode, ShippedLanguage } from '@platform/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import type { ContentFields, ContentRepository } from '../content.repository.ts';
import type { ContentService } from '../content.service.ts';
import { artLanguageOf, artTitle, bannerArtUrl, type ArtTheme } from '../domain/banner-art.ts';
import type { InboxService } from '../inbox.service.ts';
import type { ContentTranslationRecord } from '../domain/content-visibility.ts';
import { sanitizeContentHtml } from '../html-sanitizer.ts';
import {
  DEMO_ANNOUNCEMENTS,
  DEMO_HELP,
  DEMO_MESSAGES,
  DEMO_NOTICES,
  DEMO_POPUPS,
  type DemoText,
} from './demo-texts.ts';

const SHIPPED: readonly string[] = ['EN', 'TH', 'VI', 'KO', 'CN'];

/** Banners per group: the artwork theme and where it leads. */
const DEMO_BANNERS: {
  group: BannerGroup;
  theme: ArtTheme;
  link: ContentFields['linkKind'];
  value: string;
}[] = [
  { group: 'w_home', theme: 'live', link: 'PAGE', value: '/live' },
  { group: 'w_home', theme: 'rewards', link: 'PROMOTION', value: 'FIRST_DEPOSIT' },
  { group: 'w_home', theme: 'sports', link: 'PAGE', value: '/sports' },
  { group: 'w_home', theme: 'slots', link: 'GAME', value: 'HOUSE' },
  { group: 'w_home', theme: 'fishing', link: 'PAGE', value: '/fish' },
  { group: 'w_home', theme: 'cards', link: 'PAGE', value: '/pvp' },
  { group: 'w_login', theme: 'rewards', link: 'PROMOTION', value: 'FIRST_DEPOSIT' },
  { group: 'w_register', theme: 'vip', link: 'NONE', value: '' },
  { group: 'w_leftmenu', theme: 'lottery', link: 'PAGE', value: '/lott' },
  { group: 'w_leftmenu', theme: 'vip', link: 'NONE', value: '' },
  { group: 'w_forget', theme: 'live', link: 'PAGE', value: '/live' },
];

/**
 * The demo's content for one merchant, in each of its languages (the five with their own words;
 * others fall back to English text): banners in every group, announcements (one for agents),
 * notices, a visitors' and a members' popup, a help article per category, and two messages to every
 * member. Runs once: a merchant that has any content keeps it.
 */
export async function seedDemoContent(
  deps: {
    db: Database;
    clock: Clock;
    repository: ContentRepository;
    inbox: InboxService;
    content: ContentService;
  },
  merchant: { code: string; brandName: string; languages: readonly string[] },
): Promise<void> {
  if ((await deps.repository.countOf(merchant.code)) > 0) return;
  const languages = merchant.languages as LanguageCode[];
  const now = deps.clock.now();
  const words = (text: DemoText, language: LanguageCode) =>
    text[(SHIPPED.includes(language) ? language : 'EN') as ShippedLanguage];
  const brand = (s: string) => s.replaceAll('{brand}', merchant.brandName);
  const translations = (
    text: DemoText,
    image?: (language: LanguageCode) => string,
  ): ContentTranslationRecord[] =>
    languages.map((language) => ({
      language,
      title: brand(words(text, language).title),
      bodyHtml: sanitizeContentHtml(brand(words(text, language).body)),
      imageUrl: image ? image(language) : null,
      mobileImageUrl: null,
    }));
  const base = {
    status: 'PUBLISHED' as const,
    bannerGroup: null,
    helpCategory: null,
    audience: 'ALL' as const,
    promotionType: null,
    linkKind: 'NONE' as const,
    linkValue: '',
    startsAt: null,
    endsAt: null,
  };
  const items: ContentFields[] = [
    ...DEMO_BANNERS.map((b, index) => ({
      ...base,
      kind: 'BANNER' as const,
      bannerGroup: b.group,
      linkKind: b.link,
      linkValue: b.value,
      sortOrder: 10 + index,
      translations: languages.map((language) => ({
        language,
        title: artTitle(b.theme, language),
        bodyHtml: '',
        imageUrl: bannerArtUrl(`${b.theme}-${artLanguageOf(language)}`),
        mobileImageUrl: null,
      })),
    })),
    ...DEMO_ANNOUNCEMENTS.map((a, index) => ({
      ...base,
      kind: 'ANNOUNCEMENT' as const,
      audience: a.audience,
      promotionType: a.promotionType,
      // Spread over the last days, so the list has an order and dates to show.
      startsAt: new Date(now.getTime() - (index + 1) * 26 * 3600_000),
      sortOrder: 100,
      translations: translations(a.text),
    })),
    ...DEMO_NOTICES.map((n, index) => ({
      ...base,
      kind: 'NOTICE' as const,
      sortOrder: 10 + index,
      translations: translations(n),
    })),
    ...DEMO_POPUPS.map((p, index) => ({
      ...base,
      kind: 'POPUP' as const,
      audience: p.audience,
      linkKind: p.link.kind,
      linkValue: p.link.value,
      sortOrder: 10 + index,
      translations: translations(p.text, (language) => bannerArtUrl(`${p.art}-${artLanguageOf(language)}`)),
    })),
    ...DEMO_HELP.map((h, index) => ({
      ...base,
      kind: 'HELP' as const,
      helpCategory: h.category,
      sortOrder: 10 + index,
      translations: translations(h.text),
    })),
  ];
  await deps.db.transaction(async (tx) => {
    for (const item of items) await deps.repository.insert(tx, merchant.code, item, 'demo', now);
  });
  deps.content.changed(merchant.code);

  for (const message of DEMO_MESSAGES) {
    await deps.inbox.broadcastAsSystem(merchant.code, {
      target: { kind: 'ALL', value: '' },
      translations: languages.map((language) => ({
        language,
        title: brand(words(message, language).title),
        bodyHtml: brand(words(message, language).body),
      })),
    });
  }
}
