import { DEFAULT_REGISTER_RULES, PATTERN_ID } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { changedRules, lengthProblem, withPattern } from './rule-draft.ts';

describe('register rule drafts', () => {
  it('sends only the changed fields', () => {
    const saved = { ...DEFAULT_REGISTER_RULES };
    const draft = { ...saved, email: { ...saved.email, required: true } };
    expect(changedRules(saved, draft)).toEqual({ email: draft.email });
    expect(changedRules(saved, { ...saved })).toEqual({});
  });
  it('refuses impossible lengths', () => {
    const rule = DEFAULT_REGISTER_RULES.email;
    expect(lengthProblem(rule)).toBeNull();
    expect(lengthProblem({ ...rule, minLength: 10, maxLength: 5 })).toBe('order');
    expect(lengthProblem({ ...rule, maxLength: Number.NaN })).toBe('range');
  });
  it('takes the regular expression of the chosen pattern', () => {
    const next = withPattern(DEFAULT_REGISTER_RULES.nickname, PATTERN_ID.DIGITS);
    expect(next.patternId).toBe(PATTERN_ID.DIGITS);
    expect(next.acceptedPattern).toBe('^[0-9]+$');
  });
});
