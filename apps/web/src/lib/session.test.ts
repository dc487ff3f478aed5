import { describe, expect, it } from 'vitest';
import { isAgentUser, isTrialUser, parseUserInfo } from './session.ts';

describe('session user info', () => {
  it('recognises agents by type 1, 2, 41 and 42', () => {
    for (const type of [1, 2, 41, 42]) expect(isAgentUser({ type })).toBe(true);
    for (const type of [0, 3, 4, 40]) expect(isAgentUser({ type })).toBe(false);
    expect(isAgentUser(null)).toBe(false);
  });

  it('parses stored JSON, including a numeric string type', () => {
    expect(parseUserInfo('{"type":"41","account":"agent01"}')).toMatchObject({
      type: 41,
      account: 'agent01',
    });
    expect(isAgentUser(parseUserInfo('{"type":"2"}'))).toBe(true);
    expect(isTrialUser(parseUserInfo('{"type":4}'))).toBe(true);
  });

  it('ignores malformed values', () => {
    expect(parseUserInfo(null)).toBeNull();
    expect(parseUserInfo('not json')).toBeNull();
    expect(parseUserInfo('[1,2]')).toBeNull();
    expect(isAgentUser(parseUserInfo('{"type":"x"}'))).toBe(false);
  });
});
