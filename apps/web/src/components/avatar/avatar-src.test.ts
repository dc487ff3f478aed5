import { describe, expect, it } from 'vitest';
import { avatarSrc } from './avatar-src.ts';

describe('avatarSrc', () => {
  it('draws a preset from the site’s own pictures', () => {
    expect(avatarSrc('preset-07', '/')).toBe('/avatars/preset-07.svg');
    expect(avatarSrc('preset-12', '/app')).toBe('/app/avatars/preset-12.svg');
  });

  it('keeps an uploaded photo’s URL', () => {
    expect(avatarSrc('/api/wps/media/avatar/abc.png', '/')).toBe('/api/wps/media/avatar/abc.png');
  });

  it('has nothing for no avatar (the default image stands in)', () => {
    expect(avatarSrc(null)).toBeNull();
    expect(avatarSrc('  ')).toBeNull();
    expect(avatarSrc(undefined)).toBeNull();
  });

  it('does not take a look-alike for a preset', () => {
    expect(avatarSrc('preset-7x', '/')).toBe('preset-7x');
  });
});
