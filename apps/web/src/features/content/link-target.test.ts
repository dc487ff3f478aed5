import { describe, expect, it } from 'vitest';
import { linkTargetOf } from './link-target.ts';

describe('linkTargetOf', () => {
  it('follows the site paths the server makes of PROMOTION, GAME and PAGE targets', () => {
    expect(linkTargetOf('/promotions#FIRST_DEPOSIT', false)).toEqual({
      kind: 'route',
      to: '/promotions#FIRST_DEPOSIT',
    });
    expect(linkTargetOf('/rng?vassalage=HOUSE', false)).toEqual({
      kind: 'route',
      to: '/rng?vassalage=HOUSE',
    });
    expect(linkTargetOf('/live', false)).toEqual({ kind: 'route', to: '/live' });
  });

  it('opens an outside https URL in a new tab', () => {
    expect(linkTargetOf('https://example.com/a?b=1', true)).toEqual({
      kind: 'external',
      href: 'https://example.com/a?b=1',
    });
  });

  it('is not a link without a target', () => {
    expect(linkTargetOf(null, false)).toEqual({ kind: 'none' });
    expect(linkTargetOf('  ', false)).toEqual({ kind: 'none' });
  });

  it('never follows an address that would leave the site or run script', () => {
    expect(linkTargetOf('//evil.example/x', false)).toEqual({ kind: 'none' });
    expect(linkTargetOf('/\\evil.example', false)).toEqual({ kind: 'none' });
    expect(linkTargetOf('javascript:alert(1)', false)).toEqual({ kind: 'none' });
    expect(linkTargetOf('javascript:alert(1)', true)).toEqual({ kind: 'none' });
    expect(linkTargetOf('http://plain.example', true)).toEqual({ kind: 'none' });
    expect(linkTargetOf('https://example.com', false)).toEqual({ kind: 'none' });
  });
});
