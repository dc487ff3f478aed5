/**
 * Where a member's avatar is drawn from: a built-in preset (`preset-07`, issue 17) is one of the
 * site's own pictures under /avatars/; anything else is the URL of an uploaded photo.
 */
const PRESET = /^preset-\d{2}$/;

export function avatarSrc(avatar: string | null | undefined, base = import.meta.env.BASE_URL): string | null {
  const value = avatar?.trim();
  if (!value) return null;
  if (PRESET.test(value)) return `${base.replace(/\/?$/, '/')}avatars/${value}.svg`;
  return value;
}
