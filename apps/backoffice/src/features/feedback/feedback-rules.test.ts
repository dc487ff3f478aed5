import { FEEDBACK_LIMITS } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { answerCharsLeft, answerProblem, isAnswerable } from './feedback-rules.ts';

describe('feedback answer rules', () => {
  it('needs some text and at most the limit, ignoring surrounding spaces', () => {
    expect(answerProblem('   ')).toBe('empty');
    expect(answerProblem(' Thanks, fixed. ')).toBeNull();
    expect(answerProblem('x'.repeat(FEEDBACK_LIMITS.answerMaxChars))).toBeNull();
    expect(answerProblem('x'.repeat(FEEDBACK_LIMITS.answerMaxChars + 1))).toBe('tooLong');
  });

  it('counts as the server does: UTF-16 units of the trimmed text', () => {
    expect(answerCharsLeft('😀😀')).toBe(FEEDBACK_LIMITS.answerMaxChars - 4);
    expect(answerProblem('😀'.repeat(FEEDBACK_LIMITS.answerMaxChars / 2 + 1))).toBe('tooLong');
    expect(answerCharsLeft(`  ${'a'.repeat(10)}  `)).toBe(FEEDBACK_LIMITS.answerMaxChars - 10);
  });

  it('lets open and answered threads be answered, not closed ones', () => {
    expect(isAnswerable('OPEN')).toBe(true);
    expect(isAnswerable('ANSWERED')).toBe(true);
    expect(isAnswerable('CLOSED')).toBe(false);
  });
});
