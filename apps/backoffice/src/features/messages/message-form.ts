import {
  CONTENT_LIMITS,
  ZMessageCompose,
  type LanguageCode,
  type MessageTargetKind,
  type TMessageCompose,
} from '@platform/contracts';

export interface MessageTextDraft {
  language: LanguageCode;
  title: string;
  bodyHtml: string;
}

/** The composer's form. */
export interface MessageDraft {
  targetKind: MessageTargetKind;
  /** MEMBER: an account; LIST: accounts (comma, space or newline separated); VIP_LEVEL: a number; AGENT_TEAM: the agent. */
  targetValue: string;
  translations: MessageTextDraft[];
}

export const newMessageDraft = (language: LanguageCode): MessageDraft => ({
  targetKind: 'MEMBER',
  targetValue: '',
  translations: [{ language, title: '', bodyHtml: '' }],
});

/** The accounts of a LIST target, once each, as the server splits them. */
export const listAccounts = (value: string) => [...new Set(value.split(/[\s,;]+/).filter(Boolean))];

/** The body to send; a LIST target is sent one account per comma. */
export function composeOf(draft: MessageDraft): TMessageCompose {
  const value =
    draft.targetKind === 'ALL'
      ? ''
      : draft.targetKind === 'LIST'
        ? listAccounts(draft.targetValue).join(',')
        : draft.targetValue.trim();
  return {
    target: { kind: draft.targetKind, value },
    translations: draft.translations.map((t) => ({
      language: t.language,
      title: t.title.trim(),
      bodyHtml: t.bodyHtml.replace(/<p>\s*<\/p>/g, '').trim() === '' ? '' : t.bodyHtml,
    })),
  };
}

/** The composer's field keys the contract refuses: `target`, `<LANG>.title`, `<LANG>.bodyHtml`. */
export function messageProblems(body: TMessageCompose): string[] {
  const parsed = ZMessageCompose.safeParse(body);
  const languages = body.translations.map((t) => t.language);
  const keys: string[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        if (issue.path[0] === 'translations' && typeof issue.path[1] === 'number')
          return `${languages[issue.path[1]] ?? '?'}.${String(issue.path[2] ?? 'title')}`;
        return issue.path[0] === 'target' ? 'target' : issue.path.map(String).join('.');
      });
  const { kind, value } = body.target;
  // The contract's cross-field rules run only once the rest parses: checked here too.
  if (kind !== 'ALL' && !value) keys.push('target');
  if (kind === 'VIP_LEVEL' && !/^\d{1,3}$/.test(value ?? '')) keys.push('target');
  if (kind === 'LIST' && listAccounts(value ?? '').length > CONTENT_LIMITS.messageListAccounts)
    keys.push('target');
  return [...new Set(keys)];
}

/**
 * How many will receive it when the form alone can tell (one member, a list of accounts), else null:
 * a VIP level, an agent's team and everyone are counted by the server when it sends.
 */
export function knownRecipientCount(draft: MessageDraft): number | null {
  if (draft.targetKind === 'MEMBER') return draft.targetValue.trim() ? 1 : null;
  if (draft.targetKind === 'LIST') return listAccounts(draft.targetValue).length;
  return null;
}
