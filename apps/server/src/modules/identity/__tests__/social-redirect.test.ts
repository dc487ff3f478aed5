import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bareHost,
  callbackUrlFor,
  checkRedirectUri,
  isAcceptableIssuer,
  isLoopbackHost,
} from '../domain/social-redirect.ts';

const hosts = ['royal.example', 'www.royal.example', 'localhost'];

describe('checkRedirectUri', () => {
  it.each([
    'https://royal.example/socialCallback',
    'https://WWW.Royal.Example/socialCallback',
    'https://royal.example:8443/socialCallback',
    'http://localhost:3000/socialCallback',
    'https://royal.example./socialCallback',
  ])('accepts %s', (uri) => {
    expect(checkRedirectUri(uri, hosts)?.href).toBeTruthy();
  });

  it.each([
    ['a foreign host', 'https://evil.example/socialCallback'],
    ['a look-alike suffix', 'https://royal.example.evil.example/socialCallback'],
    ['a look-alike prefix', 'https://evilroyal.example/socialCallback'],
    ['plain HTTP off loopback', 'http://royal.example/socialCallback'],
    ['credentials', 'https://royal.example@evil.example/socialCallback'],
    ['user info on an allowed host', 'https://user:pw@royal.example/socialCallback'],
    ['a query', 'https://royal.example/socialCallback?next=https://evil.example'],
    ['an empty query', 'https://royal.example/socialCallback?'],
    ['a fragment', 'https://royal.example/socialCallback#x'],
    ['javascript:', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,hi'],
    ['a relative path', '/socialCallback'],
    ['a protocol-relative URL', '//evil.example/socialCallback'],
    ['not a URL', 'not a url'],
  ])('refuses %s', (_label, uri) => {
    expect(checkRedirectUri(uri, hosts)).toBeNull();
  });

  it('refuses every host outside the list, whatever the path', () => {
    fc.assert(
      fc.property(fc.domain(), fc.webPath(), (domain, path) => {
        fc.pre(!hosts.includes(bareHost(domain)));
        expect(checkRedirectUri(`https://${domain}${path}`, hosts)).toBeNull();
      }),
    );
  });

  it('compares hosts without port or case', () => {
    expect(checkRedirectUri('https://royal.example/cb', ['Royal.Example:443'])).not.toBeNull();
    expect(checkRedirectUri('http://[::1]:3000/cb', ['[::1]:3000'])).not.toBeNull();
  });
});

describe('callbackUrlFor', () => {
  it('keeps the stored redirect URI and takes only the reported query', () => {
    const url = callbackUrlFor(
      'https://royal.example/socialCallback',
      'https://evil.example/elsewhere?code=abc&state=xyz#frag',
    );
    expect(url?.href).toBe('https://royal.example/socialCallback?code=abc&state=xyz');
  });

  it('answers null for a reported URL that is not one', () => {
    expect(callbackUrlFor('https://royal.example/socialCallback', '?code=abc')).toBeNull();
  });
});

describe('isAcceptableIssuer', () => {
  it('accepts HTTPS issuers', () => {
    expect(isAcceptableIssuer('https://accounts.google.com', false)).toBe(true);
    expect(isAcceptableIssuer('https://www.facebook.com', false)).toBe(true);
  });

  it('accepts a plain HTTP loopback issuer only when allowed', () => {
    expect(isAcceptableIssuer('http://127.0.0.1:4010', false)).toBe(false);
    expect(isAcceptableIssuer('http://127.0.0.1:4010', true)).toBe(true);
    expect(isAcceptableIssuer('http://localhost:4010/oidc', true)).toBe(true);
    expect(isAcceptableIssuer('http://idp.example', true)).toBe(false);
  });

  it('refuses other schemes and odd forms', () => {
    for (const raw of ['ftp://idp.example', 'file:///etc/passwd', 'https://u:p@idp.example', 'nope'])
      expect(isAcceptableIssuer(raw, true)).toBe(false);
  });
});

describe('isLoopbackHost', () => {
  it('knows the loopback names', () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]', 'royal.localhost'])
      expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['localhost.example', '10.0.0.1', 'example.com'])
      expect(isLoopbackHost(host)).toBe(false);
  });
});
