import { AVATAR_MAX_BYTES } from '@platform/contracts/client';
import { describe, expect, it } from 'vitest';
import { AVATAR_PRESETS, avatarFileProblem, isPreset } from './avatar-upload.ts';

describe('avatar uploads', () => {
  it('takes a png or jpeg up to the limit', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 1024 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/jpeg', size: AVATAR_MAX_BYTES })).toBeNull();
  });

  it('refuses other types, empty files and files over the limit', () => {
    expect(avatarFileProblem({ type: 'image/gif', size: 1024 })).toBe('type');
    expect(avatarFileProblem({ type: 'image/webp', size: 1024 })).toBe('type');
    expect(avatarFileProblem({ type: 'image/png', size: 0 })).toBe('empty');
    expect(avatarFileProblem({ type: 'image/jpeg', size: AVATAR_MAX_BYTES + 1 })).toBe('size');
  });

  it('offers twelve presets, preset-01 to preset-12', () => {
    expect(AVATAR_PRESETS).toHaveLength(12);
    expect(AVATAR_PRESETS[0]).toBe('preset-01');
    expect(AVATAR_PRESETS[11]).toBe('preset-12');
    expect(isPreset('preset-07')).toBe(true);
    expect(isPreset('preset-13')).toBe(false);
    expect(isPreset('/api/wps/media/avatar/x.png')).toBe(false);
    expect(isPreset(null)).toBe(false);
  });
});
