import type { TLoginValue, TSocialBindingRequired } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { isBindingRequired, readSocialFlow, socialRedirectUri } from './social-login-api.ts';

describe('social login flow', () => {
  it('sends the providers back to /socialCallback on this site', () => {
    expect(socialRedirectUri('https://royal.example')).toBe('https://royal.example/socialCallback');
  });

  it('reads the flow kept in session storage, and nothing else', () => {
    expect(readSocialFlow(JSON.stringify({ provider: 'GOOGLE', browserKey: 'k'.repeat(32) }))).toEqual({
      provider: 'GOOGLE',
      browserKey: 'k'.repeat(32),
    });
    expect(readSocialFlow(null)).toBeNull();
    expect(readSocialFlow('{not json')).toBeNull();
    expect(readSocialFlow(JSON.stringify({ provider: 'TWITTER', browserKey: 'k' }))).toBeNull();
    expect(readSocialFlow(JSON.stringify({ provider: 'FACEBOOK' }))).toBeNull();
  });

  it('tells a binding request from a login', () => {
    const binding: TSocialBindingRequired = {
      bindingRequired: true,
      bindingTicket: 't'.repeat(43),
      provider: 'GOOGLE',
      email: null,
      name: null,
    };
    expect(isBindingRequired(binding)).toBe(true);
    expect(isBindingRequired({ token: 'x' } as TLoginValue)).toBe(false);
  });
});
