import { FEEDBACK_LIMITS, FEEDBACK_TYPES, type FeedbackType } from '@platform/contracts/client';

/**
 * The feedback form's rules (spec §3 "Feedback", §9 bounds): a question type, content between the
 * bounds, and up to three PNG or JPEG images of at most 5 MB, checked before anything is sent (the
 * server checks them again, by their bytes).
 */
export const FEEDBACK_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const FEEDBACK_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const FEEDBACK_IMAGE_MAX_MB = FEEDBACK_IMAGE_MAX_BYTES / 1024 / 1024;
/** `accept` of the file input. */
export const FEEDBACK_IMAGE_ACCEPT = [...FEEDBACK_IMAGE_TYPES, '.png', '.jpg', '.jpeg'].join(',');

export type ImageProblem = 'type' | 'size' | 'empty' | 'count';

export function imageProblem(file: { type: string; size: number }): ImageProblem | null {
  if (!(FEEDBACK_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size <= 0) return 'empty';
  if (file.size > FEEDBACK_IMAGE_MAX_BYTES) return 'size';
  return null;
}

/**
 * Which of the newly chosen files can join the `already` chosen ones: each checked, at most `max`
 * in all. Returns the accepted files and the first problem met, if any.
 */
export function acceptImages<F extends { type: string; size: number }>(
  chosen: readonly F[],
  already: number,
  max: number = FEEDBACK_LIMITS.images,
): { accepted: F[]; problem: ImageProblem | null } {
  const accepted: F[] = [];
  let problem: ImageProblem | null = null;
  for (const file of chosen) {
    const own = imageProblem(file);
    if (own) {
      problem ??= own;
      continue;
    }
    if (already + accepted.length >= max) {
      problem ??= 'count';
      continue;
    }
    accepted.push(file);
  }
  return { accepted, problem };
}

/** The length the server measures: the trimmed text. */
export const contentLength = (content: string) => content.trim().length;

export interface FeedbackDraft {
  questionType: FeedbackType | '';
  content: string;
  images: readonly unknown[];
}

export interface FeedbackErrors {
  questionType?: 'required';
  content?: 'required' | 'tooShort' | 'tooLong';
  images?: 'count';
}

export function isFeedbackType(value: string): value is FeedbackType {
  return (FEEDBACK_TYPES as readonly string[]).includes(value);
}

/** The form's field errors; empty when it may be sent. */
export function feedbackErrors(draft: FeedbackDraft): FeedbackErrors {
  const errors: FeedbackErrors = {};
  if (!draft.questionType || !isFeedbackType(draft.questionType)) errors.questionType = 'required';
  const length = contentLength(draft.content);
  if (length === 0) errors.content = 'required';
  else if (length < FEEDBACK_LIMITS.minChars) errors.content = 'tooShort';
  else if (length > FEEDBACK_LIMITS.maxChars) errors.content = 'tooLong';
  if (draft.images.length > FEEDBACK_LIMITS.images) errors.images = 'count';
  return errors;
}

export const hasErrors = (errors: FeedbackErrors) => Object.keys(errors).length > 0;

/** A file as a `data:` URL (how the feedback call carries images). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
