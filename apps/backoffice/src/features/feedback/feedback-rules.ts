import { FEEDBACK_LIMITS, type FeedbackStatus } from '@platform/contracts';

/** Why an answer cannot be sent yet, or null when it can (the server checks the same bounds). */
export function answerProblem(text: string): 'empty' | 'tooLong' | null {
  const length = [...text.trim()].length;
  if (length === 0) return 'empty';
  if (length > FEEDBACK_LIMITS.answerMaxChars) return 'tooLong';
  return null;
}

/** Characters left of the answer's limit (negative when over it), counted as the server counts them. */
export const answerCharsLeft = (text: string) => FEEDBACK_LIMITS.answerMaxChars - [...text.trim()].length;

/** A closed thread is finished: it may be read, not answered again. */
export const isAnswerable = (status: FeedbackStatus) => status !== 'CLOSED';

/** The first line of a member's text, cut to `maxChars` with an ellipsis, for the queue's rows. */
export function excerpt(text: string, maxChars = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length <= maxChars
    ? flat
    : `${chars
        .slice(0, maxChars - 1)
        .join('')
        .trimEnd()}…`;
}
