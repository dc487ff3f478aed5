import {
  type AnnouncementType,
  type BannerGroup,
  HELP_CATEGORIES,
  type LanguageCode,
  type TAnnouncementsAnswer,
  type THelpCenter,
} from '@platform/contracts';
import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ContentRepository, ContentRow } from './content.repository.ts';
import {
  announcementTypeOf,
  audienceSees,
  byDisplayOrder,
  isScheduledAt,
  linkHref,
  pickTranslation,
  type Viewer,
} from './domain/content-visibility.ts';
import { plainText } from './html-sanitizer.ts';

/** How long a node answers from its copy of a merchant's published content (every node hears edits at once). */
const CACHE_TTL_MS = 30_000;
const CHANGED_CHANNEL = 'content:changed';

export interface ReaderContext {
  merchantCode: string;
  defaultLanguage: LanguageCode;
  language: LanguageCode;
  viewer: Viewer;
}

/**
 * What players read (spec §7 CCSFE_getListAnnouncements, helpCenter): a merchant's published
 * content, scheduled and addressed to the viewer, in the reader's language. The home page asks for
 * it on every visit, so each node keeps the merchant's published items in memory and drops them
 * when any node publishes a change (the store's pub/sub).
 */
export function createContentService(deps: {
  repository: ContentRepository;
  clock: Clock;
  store: KeyValueStore;
}) {
  const cache = new Map<string, { loadedAtMs: number; items: Promise<ContentRow[]> }>();

  async function publishedOf(merchantCode: string): Promise<ContentRow[]> {
    const nowMs = deps.clock.now().getTime();
    const hit = cache.get(merchantCode);
    if (hit && nowMs - hit.loadedAtMs < CACHE_TTL_MS) return hit.items;
    const items = deps.repository.published(merchantCode, deps.clock.now());
    cache.set(merchantCode, { loadedAtMs: nowMs, items });
    items.catch(() => cache.delete(merchantCode));
    return items;
  }

  function visible(items: ContentRow[], viewer: Viewer): ContentRow[] {
    const now = deps.clock.now();
    return items
      .filter((i) => isScheduledAt(i, now) && audienceSees(i.audience, viewer))
      .sort(byDisplayOrder);
  }

  return {
    async listen(): Promise<() => Promise<void>> {
      return deps.store.subscribe(CHANGED_CHANNEL, (merchantCode) => cache.delete(merchantCode));
    },

    /** After a commit that changed a merchant's content: every node reloads it on its next read. */
    changed(merchantCode: string) {
      cache.delete(merchantCode);
      void deps.store.publish(CHANGED_CHANNEL, merchantCode).catch(() => undefined);
    },

    async announcements(
      reader: ReaderContext,
      q: { types: readonly AnnouncementType[]; groupName?: BannerGroup },
    ): Promise<TAnnouncementsAnswer> {
      const answer: TAnnouncementsAnswer = {
        banners: [],
        announcements: [],
        notices: [],
        popups: [],
        language: reader.language,
      };
      const wanted = new Set(q.types);
      for (const item of visible(await publishedOf(reader.merchantCode), reader.viewer)) {
        const type = announcementTypeOf(item, reader.viewer);
        if (!type || !wanted.has(type)) continue;
        const text = pickTranslation(item.translations, reader.language, reader.defaultLanguage);
        if (!text) continue;
        const link = linkHref(item.linkKind, item.linkValue);
        switch (type) {
          case 'B':
            if (q.groupName && item.bannerGroup !== q.groupName) break;
            if (!text.imageUrl) break;
            answer.banners.push({
              id: item.id,
              group: item.bannerGroup!,
              title: text.title,
              imageUrl: text.imageUrl,
              mobileImageUrl: text.mobileImageUrl,
              href: link.href,
              external: link.external,
            });
            break;
          case 'PL':
            answer.announcements.push({
              id: item.id,
              title: text.title,
              content: text.bodyHtml,
              promotionType: item.promotionType,
              publishedAt: (item.startsAt ?? item.updatedAt).toISOString(),
            });
            break;
          case 'H':
            answer.notices.push({ id: item.id, text: text.bodyHtml ? plainText(text.bodyHtml) : text.title });
            break;
          case 'PU':
          case 'PR':
            answer.popups.push({
              id: item.id,
              type,
              title: text.title,
              content: text.bodyHtml,
              imageUrl: text.imageUrl,
              href: link.href,
              external: link.external,
              version: item.version,
            });
            break;
        }
      }
      // Newest announcements first in the popup's list; banners, notices and popups by sort order.
      answer.announcements.sort(
        (a, b) => b.publishedAt.localeCompare(a.publishedAt) || Number(b.id) - Number(a.id),
      );
      return answer;
    },

    async helpCenter(reader: ReaderContext): Promise<THelpCenter> {
      const items = visible(await publishedOf(reader.merchantCode), reader.viewer).filter(
        (i) => i.kind === 'HELP',
      );
      return {
        language: reader.language,
        categories: HELP_CATEGORIES.map((key) => ({
          key,
          articles: items
            .filter((i) => i.helpCategory === key)
            .flatMap((i) => {
              const text = pickTranslation(i.translations, reader.language, reader.defaultLanguage);
              return text ? [{ id: i.id, title: text.title, content: text.bodyHtml }] : [];
            }),
        })),
      };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
