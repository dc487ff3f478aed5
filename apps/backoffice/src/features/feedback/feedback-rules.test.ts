import { FEEDBACK_LIMITS } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { answerCharsLeft, answerProblem, excerpt, isAnswerable } from './feedback-rules.ts';

describe('feedback answer rules', () => {
  it('needs some text and at most the limit, ignoring surrounding spaces', () => {
    expect(answerProblem('   ')).toBe('empty');
    expect(answerProblem(' Thanks, fixed. ')).toBeNull();
    expect(answerProblem('x'.repeat(FEEDBACK_LIMITS.answerMaxChars))).toBeNull();
    expect(answerProblem('x'.repeat(FEEDBACK_LIMITS.answerMaxChars + 1))).toBe('tooLong');
  });

  it('counts characters, not UTF-16 units, as the limit means them', () => {
    expect(answerCharsLeft('😀😀')).toBe(FEEDBACK_LIMITS.answerMaxChars - 2);
    expect(answerCharsLeft(`  ${'a'.repeat(10)}  `)).toBe(FEEDBACK_LIMITS.answerMaxChars - 10);
  });

  it('lets open and answered threads be answered, not closed ones', () => {
    expect(isAnswerable('OPEN')).toBe(true);
    expect(isAnswerable('ANSWERED')).toBe(true);
    expect(isAnswerable('CLOSED')).toBe(false);
  });

  it('shortens a long text to one line', () => {
    expect(excerpt('short\n\ntext')).toBe('short text');
    const cut = excerpt('word '.repeat(100), 20);
    expect([...cut]).toHaveLength(20);
    expect(cut.endsWith('…')).toBe(true);
  });
});
