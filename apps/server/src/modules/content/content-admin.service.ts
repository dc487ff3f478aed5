import type { TContentAdminPage, TContentItemAdmin } from '@platform/contracts';
import type { ZContentAdminQuery, ZContentWrite } from '@platform/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { detectImageType, MAX_IMAGE_BYTES, type FileStorage } from '../../platform/storage/file-storage.ts';
import type { AuditActor, OperatorsService } from '../operators/index.ts';
import type { ContentFields, ContentRepository, ContentRow } from './content.repository.ts';
import type { ContentService } from './content.service.ts';
import { BANNER_ART, bannerArtUrl } from './domain/banner-art.ts';
import { isScheduledAt } from './domain/content-visibility.ts';
import { plainText, sanitizeContentHtml } from './html-sanitizer.ts';

type ContentWrite = z.output<typeof ZContentWrite>;

/** The storage category of operator-uploaded content images; the media route serves only it. */
export const CONTENT_MEDIA_CATEGORY = 'content';

export function itemView(row: ContentRow, now: Date): TContentItemAdmin {
  return {
    id: row.id,
    merchantCode: row.merchantCode,
    kind: row.kind,
    status: row.status,
    bannerGroup: row.bannerGroup,
    helpCategory: row.helpCategory,
    audience: row.audience,
    promotionType: row.promotionType,
    link: { kind: row.linkKind, value: row.linkValue },
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    sortOrder: row.sortOrder,
    version: row.version,
    translations: row.translations,
    live: row.status === 'PUBLISHED' && isScheduledAt(row, now),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

/**
 * What is stored for an operator's write: HTML sanitised (allow-list), notices and titles as plain
 * text, and only the fields the kind uses (a banner group on an announcement would mean nothing).
 */
export function fieldsOf(body: ContentWrite): ContentFields {
  const kind = body.kind;
  return {
    kind,
    status: body.status,
    bannerGroup: kind === 'BANNER' ? body.bannerGroup : null,
    helpCategory: kind === 'HELP' ? body.helpCategory : null,
    audience: kind === 'BANNER' || kind === 'HELP' ? 'ALL' : body.audience,
    promotionType: kind === 'ANNOUNCEMENT' ? body.promotionType || null : null,
    linkKind: kind === 'BANNER' || kind === 'POPUP' ? body.link.kind : 'NONE',
    linkValue:
      kind === 'BANNER' || kind === 'POPUP' ? (body.link.kind === 'NONE' ? '' : body.link.value) : '',
    startsAt: body.startsAt ? new Date(body.startsAt) : null,
    endsAt: body.endsAt ? new Date(body.endsAt) : null,
    sortOrder: body.sortOrder,
    translations: body.translations.map((t) => ({
      language: t.language,
      title: plainText(t.title),
      bodyHtml: kind === 'NOTICE' || kind === 'BANNER' ? '' : sanitizeContentHtml(t.bodyHtml),
      imageUrl: kind === 'BANNER' || kind === 'POPUP' ? t.imageUrl : null,
      mobileImageUrl: kind === 'BANNER' ? t.mobileImageUrl : null,
    })),
  };
}

/** The back office's content editor: every change audited, every reader's cache dropped after commit. */
export function createContentAdmin(deps: {
  db: Database;
  clock: Clock;
  repository: ContentRepository;
  content: ContentService;
  operators: OperatorsService;
  storage: FileStorage;
}) {
  const { db, clock, repository, operators } = deps;
  const by = (actor: AuditActor) => actor.operator.username;

  return {
    async page(merchantCode: string, q: z.output<typeof ZContentAdminQuery>): Promise<TContentAdminPage> {
      const page = await repository.page({
        merchantCode,
        kind: q.kind,
        status: q.status,
        bannerGroup: q.bannerGroup,
        search: q.q,
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
      });
      const now = clock.now();
      return {
        list: page.rows.map((r) => itemView(r, now)),
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        total: page.total,
        totalPages: Math.ceil(page.total / q.pageSize),
      };
    },

    async get(merchantCode: string, id: string): Promise<TContentItemAdmin> {
      const row = await repository.byId(merchantCode, id);
      if (!row) throw new AppError('CONTENT_NOT_FOUND');
      return itemView(row, clock.now());
    },

    async create(actor: AuditActor, merchantCode: string, body: ContentWrite): Promise<TContentItemAdmin> {
      const fields = fieldsOf(body);
      const id = await db.transaction(async (tx) => {
        const newId = await repository.insert(tx, merchantCode, fields, by(actor), clock.now());
        await operators.audit(tx, actor, {
          merchantCode,
          action: 'content.create',
          target: `content:${newId}`,
          before: null,
          after: {
            kind: fields.kind,
            status: fields.status,
            titles: fields.translations.map((t) => t.title),
          },
        });
        return newId;
      });
      deps.content.changed(merchantCode);
      return this.get(merchantCode, id);
    },

    async update(
      actor: AuditActor,
      merchantCode: string,
      id: string,
      body: ContentWrite,
    ): Promise<TContentItemAdmin> {
      const fields = fieldsOf(body);
      await db.transaction(async (tx) => {
        const before = await repository.byId(merchantCode, id, tx);
        if (!before) throw new AppError('CONTENT_NOT_FOUND');
        // The kind is what the item is; changing it would change what its id means to players.
        if (before.kind !== fields.kind) throw new AppError('VALIDATION_FAILED', { fields: 'kind' });
        await repository.update(tx, merchantCode, id, fields, by(actor), clock.now());
        await operators.audit(tx, actor, {
          merchantCode,
          action: 'content.update',
          target: `content:${id}`,
          before: { status: before.status, version: before.version },
          after: { status: fields.status, titles: fields.translations.map((t) => t.title) },
        });
      });
      deps.content.changed(merchantCode);
      return this.get(merchantCode, id);
    },

    async remove(actor: AuditActor, merchantCode: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await repository.byId(merchantCode, id, tx);
        if (!before || !(await repository.remove(tx, merchantCode, id)))
          throw new AppError('CONTENT_NOT_FOUND');
        await operators.audit(tx, actor, {
          merchantCode,
          action: 'content.delete',
          target: `content:${id}`,
          before: { kind: before.kind, titles: before.translations.map((t) => t.title) },
          after: null,
        });
      });
      deps.content.changed(merchantCode);
    },

    preview: (html: string) => ({ html: sanitizeContentHtml(html) }),

    /** Stores an uploaded image (checked by its bytes, not its name) and answers the URL players load. */
    async uploadImage(bytes: Buffer): Promise<{ url: string }> {
      if (bytes.length > MAX_IMAGE_BYTES)
        throw new AppError('FILE_TOO_LARGE', { maxMb: MAX_IMAGE_BYTES / 1024 / 1024 });
      const type = detectImageType(bytes);
      if (!type) throw new AppError('FILE_TYPE_INVALID');
      const key = await deps.storage.save(CONTENT_MEDIA_CATEGORY, bytes, type);
      return { url: `/api/wps/media/${key}` };
    },

    art: () => ({
      list: BANNER_ART.map((a) => ({
        name: a.name,
        url: bannerArtUrl(a.name),
        width: a.width,
        height: a.height,
      })),
    }),
  };
}

export type ContentAdmin = ReturnType<typeof createContentAdmin>;
