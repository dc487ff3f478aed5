import { NICKNAME_LIMITS } from '@platform/contracts/client';

export type NicknameProblem = 'tooShort' | 'tooLong' | 'unchanged';

/**
 * Why a nickname cannot be saved, or null. Lengths are the trimmed text's, counted as the server's
 * schema counts them (UTF-16 units), so the form never accepts what the server refuses.
 */
export function nicknameProblem(value: string, current?: string): NicknameProblem | null {
  const trimmed = value.trim();
  if (trimmed.length < NICKNAME_LIMITS.minChars) return 'tooShort';
  if (trimmed.length > NICKNAME_LIMITS.maxChars) return 'tooLong';
  if (current !== undefined && trimmed === current.trim()) return 'unchanged';
  return null;
}
