import { FEEDBACK_LIMITS, FEEDBACK_TYPES, type FeedbackType } from '@platform/contracts/client';

/**
 * The feedback form's rules (spec §3 "Feedback", §9 bounds): a question type, content between the
 * bounds, and up to three PNG or JPEG images of at most 5 MB, checked before anything is sent (the
 * server checks them again, by their bytes).
 */
export const FEEDBACK_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

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
