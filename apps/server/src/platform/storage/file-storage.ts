import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

/**
 * Uploaded files (proof images, avatars, artwork): `DATA_DIR/uploads` by default, S3-compatible
 * object storage behind the same interface in production (ARCHITECTURE infrastructure table).
 */
export interface FileStorage {
  /** Stores the bytes under a new key in `category` and returns the key. */
  save(category: string, bytes: Buffer, contentType: ImageType): Promise<string>;
  read(key: string): Promise<{ bytes: Buffer; contentType: ImageType } | null>;
}

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The image type the bytes really are (by their magic numbers), whatever name or header they came with. */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('ascii', 0, 4) === 'RIFF' &&
    bytes.toString('ascii', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/** Decodes a `data:image/…;base64,` URL into checked image bytes, or null when it is not one. */
export function imageFromDataUrl(dataUrl: string): { bytes: Buffer; contentType: ImageType } | null {
  const match = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!match) return null;
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length === 0 || bytes.length > MAX_IMAGE_BYTES) return null;
  const contentType = detectImageType(bytes);
  return contentType ? { bytes, contentType } : null;
}

const EXTENSION: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
const KEY_SHAPE = /^[a-z0-9-]{1,40}\/[0-9a-f-]{36}\.(png|jpg|webp)$/;

export function createLocalFileStorage(rootDir: string): FileStorage {
  return {
    async save(category, bytes, contentType) {
      if (!/^[a-z0-9-]{1,40}$/.test(category)) throw new Error(`bad storage category ${category}`);
      const key = `${category}/${randomUUID()}.${EXTENSION[contentType]}`;
      await mkdir(path.join(rootDir, category), { recursive: true });
      await writeFile(path.join(rootDir, key), bytes, { flag: 'wx' });
      return key;
    },
    async read(key) {
      // Keys are ours; anything else (../, absolute paths) is refused before touching the disk.
      if (!KEY_SHAPE.test(key)) return null;
      try {
        const bytes = await readFile(path.join(rootDir, key));
        const contentType = detectImageType(bytes);
        return contentType ? { bytes, contentType } : null;
      } catch {
        return null;
      }
    },
  };
}
