import { AVATAR_MAX_BYTES, AVATAR_PRESET_COUNT } from '@platform/contracts/client';

/**
 * An avatar: one of the built-in presets (`preset-01` … `preset-12`) or an uploaded photo, a png or
 * jpeg of at most AVATAR_MAX_BYTES, checked here before the upload (the server checks the bytes).
 */
export const AVATAR_TYPES = ['image/png', 'image/jpeg'] as const;
/** `accept` of the file input. */
export const AVATAR_ACCEPT = [...AVATAR_TYPES, '.png', '.jpg', '.jpeg'].join(',');
export const AVATAR_MAX_MB = AVATAR_MAX_BYTES / 1024 / 1024;

export type AvatarFileProblem = 'type' | 'size' | 'empty';

export function avatarFileProblem(file: { type: string; size: number }): AvatarFileProblem | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size <= 0) return 'empty';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

/** `preset-01` … `preset-12`, in order. */
export const AVATAR_PRESETS: readonly string[] = Array.from(
  { length: AVATAR_PRESET_COUNT },
  (_, i) => `preset-${String(i + 1).padStart(2, '0')}`,
);

export const isPreset = (avatar: string | null | undefined): boolean =>
  !!avatar && AVATAR_PRESETS.includes(avatar);

/** A file as a `data:` URL (what the upload sends). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
