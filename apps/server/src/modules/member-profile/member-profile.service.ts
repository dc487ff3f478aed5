import {
  AVATAR_MAX_BYTES,
  MEMBER_ACCOUNT_PATHS,
  MEMBER_MIN_AGE_YEARS,
  type PayoutMethodKind,
  type TMemberProfile,
  type TMemberProfileUpdate,
  type TProfileChangePage,
} from '@platform/contracts';
import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { detectImageType, type FileStorage } from '../../platform/storage/file-storage.ts';
import { todayInZone } from '../../platform/time-zone.ts';
import type { MemberAccountPort } from '../identity/index.ts';
import { birthdayProblem, storedBirthday } from './domain/age-rule.ts';
import { maskDigits, maskEmail, maskMobile } from './domain/masking.ts';
import type {
  ProfileChangeEntry,
  ProfileRecord,
  MemberProfileRepository,
} from './member-profile.repository.ts';

export const AVATAR_CATEGORY = 'avatars';
const AVATAR_UPLOADS_PER_HOUR = 20;
const HOUR_MS = 60 * 60_000;
/** Letters, marks, digits, punctuation, symbols and plain spaces: no control or invisible characters. */
const NICKNAME_SHAPE = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]+$/u;

export const avatarUrlOf = (key: string) =>
  MEMBER_ACCOUNT_PATHS.avatarImage.replace(':file', key.slice(AVATAR_CATEGORY.length + 1));

/** Who is changing their account, and from where (the change record keeps the IP). */
export interface AccountActor {
  id: string;
  merchantCode: string;
  ip: string | null;
}

/** A payout method added or removed (members module), recorded in its own transaction. */
export interface PayoutMethodChange {
  merchantCode: string;
  memberId: string;
  ip: string | null;
  action: 'ADDED' | 'REMOVED';
  kind: PayoutMethodKind;
  /** The bank's or e-wallet provider's name. */
  provider: string;
  accountNumber: string;
}

export const viewOf = (p: ProfileRecord): TMemberProfile => ({
  id: p.id,
  account: p.username,
  nickname: p.nickname || p.username,
  avatar: p.avatarUrl,
  vipLevel: p.vipLevel,
  payeeName: p.payeeName,
  birthday: storedBirthday(p.birthdayRaw),
  emailMasked: p.email ? maskEmail(p.email) : null,
  mobileMasked: p.mobileNum ? maskMobile(p.mobileNum, null) : null,
  countryDialingCode: p.countryDialingCode,
  hasPaymentPassword: p.hasPaymentPassword,
  memberSince: p.createdAt.toISOString(),
  lastLoginAt: p.lastLoginAt?.toISOString() ?? null,
});

/** A data URL's bytes when they are a png or jpeg of the allowed size (the prefix is not trusted). */
function avatarImage(dataUrl: string) {
  const match = /^data:[\w.+/-]*;base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match) return null;
  const bytes = Buffer.from(match[1]!, 'base64');
  if (bytes.length === 0 || bytes.length > AVATAR_MAX_BYTES) return null;
  const contentType = detectImageType(bytes);
  return contentType === 'image/png' || contentType === 'image/jpeg' ? { bytes, contentType } : null;
}

/**
 * The member's own profile (spec §2 "my account"): nickname, avatar, the birthday of the §9 age
 * rules (set once), and the change record every change writes in its own transaction. The member
 * row is identity's: it is written only through identity's member-account port.
 */
export function createMemberProfileService(deps: {
  db: Database;
  clock: Clock;
  store: KeyValueStore;
  storage: FileStorage;
  repository: MemberProfileRepository;
  account: Pick<MemberAccountPort, 'updateProfile' | 'setBirthdayOnce'>;
}) {
  const { db, clock, repository, account } = deps;

  async function profileOrThrow(merchantCode: string, memberId: string, q?: Queryable) {
    const found = await repository.profile(merchantCode, memberId, q);
    if (!found) throw new AppError('UNAUTHORIZED');
    return found;
  }

  async function profile(actor: Pick<AccountActor, 'id' | 'merchantCode'>): Promise<TMemberProfile> {
    return viewOf(await profileOrThrow(actor.merchantCode, actor.id));
  }

  const entry = (actor: AccountActor, field: ProfileChangeEntry['field'], summary: string) => ({
    merchantCode: actor.merchantCode,
    memberId: actor.id,
    field,
    summary,
    ip: actor.ip,
  });

  const avatarLabel = (avatar: string | null) =>
    avatar === null ? 'default' : avatar.startsWith('preset-') ? avatar : 'uploaded image';

  return {
    profile,

    /**
     * Changes what the body names and differs from what is stored; every change is one row of the
     * change record in the same transaction. Everything is checked first: a refusal changes nothing.
     */
    async update(actor: AccountActor, timeZone: string, body: TMemberProfileUpdate): Promise<TMemberProfile> {
      const current = await profileOrThrow(actor.merchantCode, actor.id);
      const nickname = body.nickname?.trim();
      if (nickname !== undefined && !NICKNAME_SHAPE.test(nickname))
        throw new AppError('VALIDATION_FAILED', { fields: 'nickname' });
      const changes: ProfileChangeEntry[] = [];
      const write: { nickname?: string; avatarUrl?: string; birthday?: string } = {};
      if (nickname !== undefined && nickname !== current.nickname) {
        write.nickname = nickname;
        changes.push(entry(actor, 'NICKNAME', `${current.nickname || current.username} → ${nickname}`));
      }
      if (body.avatar !== undefined && body.avatar !== current.avatarUrl) {
        write.avatarUrl = body.avatar;
        changes.push(entry(actor, 'AVATAR', `${avatarLabel(current.avatarUrl)} → ${body.avatar}`));
      }
      if (body.birthday !== undefined) {
        const stored = storedBirthday(current.birthdayRaw);
        if (stored !== null || current.birthdayRaw?.trim()) {
          if (stored !== body.birthday) throw new AppError('BIRTHDAY_LOCKED');
        } else {
          const problem = birthdayProblem(
            body.birthday,
            todayInZone(clock.now(), timeZone),
            MEMBER_MIN_AGE_YEARS,
          );
          if (problem === 'INVALID') throw new AppError('VALIDATION_FAILED', { fields: 'birthday' });
          if (problem === 'UNDER_AGE')
            throw new AppError(
              'UNDER_MINIMUM_AGE',
              { years: MEMBER_MIN_AGE_YEARS },
              { years: MEMBER_MIN_AGE_YEARS },
            );
          write.birthday = body.birthday;
          changes.push(entry(actor, 'BIRTHDAY', `— → ${body.birthday}`));
        }
      }
      if (changes.length === 0) return viewOf(current);
      await db.transaction(async (tx) => {
        if (write.nickname !== undefined || write.avatarUrl !== undefined)
          await account.updateProfile(tx, actor.id, { nickname: write.nickname, avatarUrl: write.avatarUrl });
        if (write.birthday !== undefined) await account.setBirthdayOnce(tx, actor.id, write.birthday);
        for (const change of changes) await repository.record(tx, change);
      });
      return profile(actor);
    },

    /**
     * An uploaded avatar: a png or jpeg by its bytes, at most AVATAR_MAX_BYTES, stored under a new
     * name (its URL never changes its bytes) and made the profile's avatar.
     */
    async uploadAvatar(actor: AccountActor, dataUrl: string): Promise<TMemberProfile> {
      const image = avatarImage(dataUrl);
      if (!image) throw new AppError('VALIDATION_FAILED', { fields: 'image' });
      if ((await deps.store.increment(`avatar-uploads:${actor.id}`, HOUR_MS)) > AVATAR_UPLOADS_PER_HOUR)
        throw new AppError('RATE_LIMITED', { seconds: 3600 }, null, { 'Retry-After': '3600' });
      const current = await profileOrThrow(actor.merchantCode, actor.id);
      const url = avatarUrlOf(await deps.storage.save(AVATAR_CATEGORY, image.bytes, image.contentType));
      await db.transaction(async (tx) => {
        await account.updateProfile(tx, actor.id, { avatarUrl: url });
        await repository.record(
          tx,
          entry(actor, 'AVATAR', `${avatarLabel(current.avatarUrl)} → uploaded image`),
        );
      });
      return profile(actor);
    },

    /** An uploaded avatar's bytes (public: the name is random and never reused). */
    avatarFile: (file: string) => deps.storage.read(`${AVATAR_CATEGORY}/${file}`),

    async changes(
      actor: Pick<AccountActor, 'id' | 'merchantCode'>,
      query: { pageNo: number; pageSize: number },
    ): Promise<TProfileChangePage> {
      const { rows, total } = await repository.page({
        merchantCode: actor.merchantCode,
        memberId: actor.id,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      return {
        list: rows.map((r) => ({
          id: r.id,
          field: r.field,
          summary: r.summary,
          ip: r.ip,
          at: r.createdAt.toISOString(),
        })),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },

    /** The members module's port: a payout method added or removed, in the caller's transaction. */
    payoutMethodChanged: (tx: Queryable, change: PayoutMethodChange) =>
      repository.record(tx, {
        merchantCode: change.merchantCode,
        memberId: change.memberId,
        ip: change.ip,
        field: change.action === 'ADDED' ? 'PAYOUT_METHOD_ADDED' : 'PAYOUT_METHOD_REMOVED',
        summary: `${change.kind} ${change.provider} ${maskDigits(change.accountNumber)}`,
      }),
  };
}

export type MemberProfileService = ReturnType<typeof createMemberProfileService>;
