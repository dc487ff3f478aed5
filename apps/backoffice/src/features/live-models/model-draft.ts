import { LANGUAGE_CODES, type TLiveModelWrite } from '@platform/contracts';

/** ZLiveModelWrite's bounds. */
export const MODEL_LIMITS = { nameChars: 40, taglineChars: 120, maxSortOrder: 10_000 } as const;
export const DEFAULT_SORT_ORDER = 100;

/** What the model dialog edits: text as typed. */
export interface ModelDraft {
  name: string;
  tagline: string;
  avatarUrl: string | null;
  online: boolean;
  sortOrder: string;
}

export type ModelProblems = Partial<
  Record<'name' | 'tagline' | 'sortOrder', 'required' | 'tooLong' | 'notWhole'>
>;

/** Lengths as the server's schema counts them: UTF-16 units of the trimmed text. */
const chars = (text: string) => text.trim().length;

export function emptyDraft(): ModelDraft {
  return { name: '', tagline: '', avatarUrl: null, online: false, sortOrder: String(DEFAULT_SORT_ORDER) };
}

export function draftOf(model: {
  name: string;
  tagline: string;
  avatarUrl: string | null;
  online: boolean;
  sortOrder?: number;
}): ModelDraft {
  return {
    name: model.name,
    tagline: model.tagline,
    avatarUrl: model.avatarUrl,
    online: model.online,
    sortOrder: String(model.sortOrder ?? DEFAULT_SORT_ORDER),
  };
}

/** What is wrong with a draft, field by field (empty when it can be saved). */
export function modelProblems(draft: ModelDraft): ModelProblems {
  const problems: ModelProblems = {};
  if (chars(draft.name) === 0) problems.name = 'required';
  else if (chars(draft.name) > MODEL_LIMITS.nameChars) problems.name = 'tooLong';
  if (chars(draft.tagline) > MODEL_LIMITS.taglineChars) problems.tagline = 'tooLong';
  const order = draft.sortOrder.trim();
  if (!/^\d+$/.test(order)) problems.sortOrder = 'notWhole';
  else if (Number(order) > MODEL_LIMITS.maxSortOrder) problems.sortOrder = 'tooLong';
  return problems;
}

/** The body the server takes for a valid draft. */
export function modelWrite(draft: ModelDraft): TLiveModelWrite {
  return {
    name: draft.name.trim(),
    tagline: draft.tagline.trim(),
    avatarUrl: draft.avatarUrl,
    online: draft.online,
    sortOrder: Number(draft.sortOrder.trim()),
  };
}

/** Initials for a model without a picture: the first letters of up to two words. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => [...w][0]!.toLocaleUpperCase())
    .join('');
}

const LANGUAGE_SUFFIX = new RegExp(`-(${LANGUAGE_CODES.join('|')})$`, 'i');

/**
 * The built-in artworks a model can wear: each theme once, without a headline (`art-<theme>.svg`);
 * the per-language variants carry banner text, which has no place in a portrait.
 */
export const portraitArt = <T extends { name: string }>(list: readonly T[]): T[] =>
  list.filter((art) => !LANGUAGE_SUFFIX.test(art.name));
