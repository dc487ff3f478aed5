import { describe, expect, it } from 'vitest';
import { feedbackErrors, hasErrors } from './feedback-rules.ts';

describe('the feedback form', () => {
  it('asks for a type and content between the bounds (trimmed)', () => {
    expect(feedbackErrors({ questionType: '', content: '', images: [] })).toEqual({
      questionType: 'required',
      content: 'required',
    });
    expect(feedbackErrors({ questionType: 'GAME', content: '   short   ', images: [] })).toEqual({
      content: 'tooShort',
    });
    expect(feedbackErrors({ questionType: 'GAME', content: 'x'.repeat(501), images: [] })).toEqual({
      content: 'tooLong',
    });
    const ok = feedbackErrors({ questionType: 'DEPOSIT', content: 'My deposit is late', images: [1, 2, 3] });
    expect(hasErrors(ok)).toBe(false);
    expect(
      feedbackErrors({ questionType: 'DEPOSIT', content: 'My deposit is late', images: [1, 2, 3, 4] }),
    ).toEqual({
      images: 'count',
    });
  });
});
