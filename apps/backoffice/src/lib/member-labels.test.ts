import { describe, expect, it } from 'vitest';
import { loginResultTone, memberKind } from './member-labels.ts';
import { queryString } from './query-string.ts';

describe('memberKind', () => {
  it('names plain members, agents and trial users by type', () => {
    expect(memberKind(0)).toBe('member');
    expect([1, 2, 41, 42].map(memberKind)).toEqual(['agent', 'agent', 'agent', 'agent']);
    expect(memberKind(4)).toBe('trial');
  });
});

describe('loginResultTone', () => {
  it('colours success, challenges and refusals', () => {
    expect(loginResultTone('SUCCESS')).toBe('ok');
    expect(loginResultTone('NEW_IP_VERIFICATION')).toBe('warn');
    expect(loginResultTone('BAD_PASSWORD')).toBe('bad');
  });
});

describe('queryString', () => {
  it('leaves out empty parameters and encodes the rest', () => {
    expect(queryString({ search: 'a b', status: '', pageNo: 2 })).toBe('?search=a+b&pageNo=2');
    expect(queryString({ search: undefined })).toBe('');
  });
});
