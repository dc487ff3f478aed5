import { z } from 'zod';
import { ZPage, ZPageQuery } from './envelope.ts';
import { CHAT_LIMITS, FEEDBACK_LIMITS, FEEDBACK_STATUSES, FEEDBACK_TYPES } from './support-constants.ts';

// Feedback, chat room and live models (ADR 0027). Paths are in support-constants.ts.

/* ----------------------------------------------------------------- feedback */

/** `PUT /wps/feedback`: images are data URLs (png or jpeg, checked by content, ≤ 5 MB each). */
export const ZFeedbackSubmit = z.object({
  questionType: z.enum(FEEDBACK_TYPES),
  content: z.string().trim().min(FEEDBACK_LIMITS.minChars).max(FEEDBACK_LIMITS.maxChars),
  images: z.array(z.string().max(7_100_000)).max(FEEDBACK_LIMITS.images).default([]),
});
export type TFeedbackSubmit = z.input<typeof ZFeedbackSubmit>;

export const ZFeedback = z.object({
  id: z.string(),
  questionType: z.enum(FEEDBACK_TYPES),
  content: z.string(),
  imageCount: z.number().int(),
  status: z.enum(FEEDBACK_STATUSES),
  answer: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type TFeedback = z.infer<typeof ZFeedback>;
export const ZFeedbackPage = ZPage(ZFeedback);
export type TFeedbackPage = z.infer<typeof ZFeedbackPage>;

export const ZFeedbackAdmin = ZFeedback.extend({
  member: z.object({ id: z.string(), account: z.string() }),
  answeredBy: z.string().nullable(),
});
export type TFeedbackAdmin = z.infer<typeof ZFeedbackAdmin>;
export const ZFeedbackAdminPage = ZPage(ZFeedbackAdmin);
export type TFeedbackAdminPage = z.infer<typeof ZFeedbackAdminPage>;
export const ZFeedbackAdminQuery = ZPageQuery.extend({
  status: z.enum(FEEDBACK_STATUSES).optional(),
  questionType: z.enum(FEEDBACK_TYPES).optional(),
  account: z.string().trim().max(64).optional(),
});
export type TFeedbackAdminQuery = z.input<typeof ZFeedbackAdminQuery>;
/** The answer reaches the member as a platform message (category FEEDBACK); `close` ends the thread. */
export const ZFeedbackAnswer = z.object({
  answer: z.string().trim().min(1).max(FEEDBACK_LIMITS.answerMaxChars),
  close: z.boolean().default(false),
});
export type TFeedbackAnswer = z.input<typeof ZFeedbackAnswer>;

/* --------------------------------------------------------------------- chat */

export const ZChatRoom = z.string().regex(/^(lobby|model-[0-9a-f-]{36})$/);

export const ZChatMessage = z.object({
  id: z.string(),
  room: z.string(),
  /** The author's nickname (never the account). */
  author: z.string(),
  /** A stable opaque id of the author within the merchant, so a client can mark its own lines. */
  authorKey: z.string(),
  text: z.string(),
  at: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatSay = z.object({
  type: z.literal('say'),
  text: z.string().trim().min(1).max(CHAT_LIMITS.textChars),
  clientId: z.string().max(40),
});

export const ZChatAdminMessage = ZChatMessage.extend({
  member: z.object({ id: z.string(), account: z.string() }),
  deletedAt: z.string().nullable(),
  deletedBy: z.string().nullable(),
});
export type TChatAdminMessage = z.infer<typeof ZChatAdminMessage>;
export const ZChatAdminPage = ZPage(ZChatAdminMessage);
export const ZChatAdminQuery = ZPageQuery.extend({
  room: ZChatRoom.optional(),
  account: z.string().trim().max(64).optional(),
});

export const ZChatSettings = z.object({
  slowModeSeconds: z.number().int().min(0).max(CHAT_LIMITS.maxSlowModeSeconds),
  /** Words (case-insensitive, whole words) replaced by asterisks before a line is stored or sent. */
  wordFilter: z.array(z.string().trim().min(1).max(40)).max(CHAT_LIMITS.maxWordFilter),
  enabled: z.boolean(),
});
export type TChatSettings = z.infer<typeof ZChatSettings>;

export const ZChatMute = z.object({
  account: z.string().trim().min(1).max(64),
  /** 0 lifts a mute. */
  minutes: z
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 365),
  reason: z.string().trim().max(200).default(''),
});
export type TChatMute = z.input<typeof ZChatMute>;
export const ZChatMuteEntry = z.object({
  member: z.object({ id: z.string(), account: z.string() }),
  until: z.string(),
  reason: z.string(),
  by: z.string().nullable(),
});
export const ZChatMutes = z.object({ list: z.array(ZChatMuteEntry) });
export type TChatMutes = z.infer<typeof ZChatMutes>;

/* -------------------------------------------------------------- live models */

export const ZLiveModel = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  online: z.boolean(),
  /** Members in the model's room now. */
  viewers: z.number().int(),
  tagline: z.string(),
});
export type TLiveModel = z.infer<typeof ZLiveModel>;
export const ZLiveModels = z.object({ list: z.array(ZLiveModel) });
export type TLiveModels = z.infer<typeof ZLiveModels>;
export const ZLaunchChat = z.object({ modelId: z.string().uuid() });
/** Spec §7: the response carries chatUrl (a site path to the model's room). */
export const ZLaunchChatAnswer = z.object({ chatUrl: z.string(), room: z.string() });

export const ZLiveModelWrite = z.object({
  name: z.string().trim().min(1).max(40),
  tagline: z.string().trim().max(120).default(''),
  avatarUrl: z
    .string()
    .regex(/^\/api\/wps\/media\/content\/([0-9a-f-]{36}\.(png|jpg|webp)|art-[a-z0-9-]{1,60}\.svg)$/)
    .nullable()
    .default(null),
  online: z.boolean().default(false),
  sortOrder: z.number().int().min(0).max(10_000).default(100),
});
export type TLiveModelWrite = z.input<typeof ZLiveModelWrite>;
/** The console's view of a model: what players see, plus its sort order. */
export const ZLiveModelAdmin = ZLiveModel.extend({ sortOrder: z.number().int() });
export type TLiveModelAdmin = z.infer<typeof ZLiveModelAdmin>;
export const ZLiveModelsAdmin = z.object({ list: z.array(ZLiveModelAdmin) });
export type TLiveModelsAdmin = z.infer<typeof ZLiveModelsAdmin>;

/* ------------------------------------------------- chat socket, server → client */

/**
 * What the chat socket sends (SUPPORT_PATHS.chatSocket). `state` also says whether the room is
 * open (`enabled`) and the reader's own `authorKey` (null for a visitor), so a page can mark its
 * own lines; both are additions to the protocol comment's fields.
 */
export const ZChatServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('history'), messages: z.array(ZChatMessage) }),
  z.object({ type: z.literal('message'), message: ZChatMessage }),
  z.object({ type: z.literal('deleted'), id: z.string() }),
  z.object({
    type: z.literal('state'),
    slowModeSeconds: z.number().int(),
    mutedUntil: z.string().nullable(),
    canSpeak: z.boolean(),
    enabled: z.boolean(),
    authorKey: z.string().nullable(),
  }),
  z.object({ type: z.literal('refused'), clientId: z.string(), code: z.string(), message: z.string() }),
]);
export type TChatServerMessage = z.infer<typeof ZChatServerMessage>;

export type TChatRoom = z.infer<typeof ZChatRoom>;
export type TChatSay = z.infer<typeof ZChatSay>;
export type TChatAdminPage = z.infer<typeof ZChatAdminPage>;
export type TChatAdminQuery = z.infer<typeof ZChatAdminQuery>;
export type TChatMuteEntry = z.infer<typeof ZChatMuteEntry>;
export type TLaunchChat = z.infer<typeof ZLaunchChat>;
export type TLaunchChatAnswer = z.infer<typeof ZLaunchChatAnswer>;
