import { FEEDBACK_LIMITS, type FeedbackStatus } from '@platform/contracts';

/**
 * Why an answer cannot be sent yet, or null when it can. Counted in UTF-16 units of the trimmed
 * text, as the server's schema counts them, so the console never promises what the server refuses.
 */
export function answerProblem(text: string): 'empty' | 'tooLong' | null {
  const length = text.trim().length;
  if (length === 0) return 'empty';
  if (length > FEEDBACK_LIMITS.answerMaxChars) return 'tooLong';
  return null;
}

/** Characters left of the answer's limit (negative when over it), counted as the server counts them. */
export const answerCharsLeft = (text: string) => FEEDBACK_LIMITS.answerMaxChars - text.trim().length;

/** A closed thread is finished: it may be read, not answered again. */
export const isAnswerable = (status: FeedbackStatus) => status !== 'CLOSED';
