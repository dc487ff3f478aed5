import { FEEDBACK_LIMITS } from '@platform/contracts';
import { MAX_IMAGE_BYTES, detectImageType, type ImageType } from '../../platform/storage/file-storage.ts';

export type FeedbackImage = { bytes: Buffer; contentType: Extract<ImageType, 'image/png' | 'image/jpeg'> };

export type ImageCheck =
  | { ok: true; images: FeedbackImage[] }
  | { ok: false; code: 'FILE_TYPE_INVALID' | 'FILE_TOO_LARGE' | 'UPLOAD_LIMIT_REACHED'; index: number };

const DATA_URL = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/]+={0,2})$/;

/**
 * Feedback images arrive as data URLs (spec §9: png or jpg, at most 5 MB each, at most 3). What
 * counts is the bytes: a PNG named JPEG is read as a PNG, and anything that is neither (WebP, SVG,
 * text, an empty file) is refused, whatever its data URL claims.
 */
export function checkFeedbackImages(dataUrls: readonly string[]): ImageCheck {
  if (dataUrls.length > FEEDBACK_LIMITS.images)
    return { ok: false, code: 'UPLOAD_LIMIT_REACHED', index: FEEDBACK_LIMITS.images };
  const images: FeedbackImage[] = [];
  for (const [index, url] of dataUrls.entries()) {
    const match = DATA_URL.exec(url);
    if (!match) return { ok: false, code: 'FILE_TYPE_INVALID', index };
    const bytes = Buffer.from(match[2]!, 'base64');
    if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, code: 'FILE_TOO_LARGE', index };
    const type = bytes.length > 0 ? detectImageType(bytes) : null;
    if (type !== 'image/png' && type !== 'image/jpeg') return { ok: false, code: 'FILE_TYPE_INVALID', index };
    images.push({ bytes, contentType: type });
  }
  return { ok: true, images };
}
