// Feedback, the chat room and live models (spec §1 "Feedback and a help centre", "Customer
// service and a chat room"; §3 "Feedback"; §7 `PUT /wps/feedback`, CBS_modelList, CBS_launchChat;
// §9 feedback bounds). Zod-free for the player site; schemas in support.ts, choices in ADR 0027.

/** Spec §3 "Feedback" question types. */
export const FEEDBACK_TYPES = ['DEPOSIT', 'WITHDRAW', 'GAME', 'SERVICE', 'APPLICATION', 'OTHER'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_STATUSES = ['OPEN', 'ANSWERED', 'CLOSED'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** Spec §9: feedback content between two bounds; up to 3 png/jpg images of at most 5 MB. */
export const FEEDBACK_LIMITS = { minChars: 10, maxChars: 500, images: 3, answerMaxChars: 2000 } as const;

/** The chat room: one lobby per merchant, and one room per live model (`model-<id>`). */
export const CHAT_LOBBY = 'lobby';
export const CHAT_LIMITS = {
  textChars: 300,
  /** Messages a member may send in any 10 s, slow mode or not. */
  burstPer10s: 5,
  historyOnJoin: 50,
  maxSlowModeSeconds: 600,
  maxWordFilter: 200,
} as const;

export const SUPPORT_PATHS = {
  feedback: '/api/wps/feedback',
  myFeedback: '/api/wps/feedback/mine',
  modelList: '/api/wps/relay/CBS_modelList',
  launchChat: '/api/wps/relay/CBS_launchChat',
  /**
   * The chat room socket, `?room=lobby` or `?room=model-<id>`. Client → server: {"type":"auth",
   * "token"} (optional: visitors only read), {"type":"say","text","clientId"}. Server → client:
   * {"type":"history","messages"}, {"type":"message","message"}, {"type":"deleted","id"},
   * {"type":"state","slowModeSeconds","mutedUntil","canSpeak","enabled","authorKey"},
   * {"type":"refused","clientId","code","message"} (ZChatServerMessage in support.ts). A bad token
   * answers `refused` (code UNAUTHORIZED, clientId "") and the socket stays open as a visitor's; an
   * unknown room closes the socket with 4404. A socket may try three tokens; once one is accepted,
   * later auth messages are ignored. Refusals are worded in the socket's language (`&language=`,
   * else Accept-Language, else the merchant's default).
   */
  chatSocket: '/api/wps/ws/chat',
  admin: {
    feedback: '/api/bo/merchants/:code/feedback',
    feedbackAnswer: '/api/bo/merchants/:code/feedback/:id/answer',
    feedbackImage: '/api/bo/merchants/:code/feedback/:id/images/:index',
    chatMessages: '/api/bo/merchants/:code/chat/messages',
    chatMessage: '/api/bo/merchants/:code/chat/messages/:id',
    chatSettings: '/api/bo/merchants/:code/chat/settings',
    chatMutes: '/api/bo/merchants/:code/chat/mutes',
    models: '/api/bo/merchants/:code/live-models',
    model: '/api/bo/merchants/:code/live-models/:id',
  },
} as const;
