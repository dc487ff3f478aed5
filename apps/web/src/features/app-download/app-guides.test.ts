import { describe, expect, it } from 'vitest';
import { guideFromHash, guideLinks } from './app-guides.ts';

describe('app download guides', () => {
  it('picks the guide of the hash, iOS otherwise', () => {
    expect(guideFromHash('#android')).toBe('android');
    expect(guideFromHash('#iosLite')).toBe('iosLite');
    expect(guideFromHash('#nope')).toBe('ios');
    expect(guideFromHash('')).toBe('ios');
  });

  it('links each guide to its brand resource, none when missing or empty', () => {
    expect(
      guideLinks([
        { resourceType: 'IOS_DOWNLOAD', url: 'https://apps.example.com/ios' },
        { resourceType: 'ANDROID_DOWNLOAD', url: '' },
        { resourceType: 'LOGO', url: 'https://cdn.example.com/logo.png' },
      ]),
    ).toEqual({ ios: 'https://apps.example.com/ios', android: null, iosLite: null });
  });
});
