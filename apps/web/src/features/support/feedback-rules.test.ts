import { describe, expect, it } from 'vitest';
import { acceptImages, feedbackErrors, hasErrors, imageProblem } from './feedback-rules.ts';

const MB = 1024 * 1024;
const png = (size = MB) => ({ type: 'image/png', size });

describe('feedback images', () => {
  it('takes PNG and JPEG of at most 5 MB', () => {
    expect(imageProblem(png())).toBeNull();
    expect(imageProblem({ type: 'image/jpeg', size: 5 * MB })).toBeNull();
    expect(imageProblem({ type: 'image/jpeg', size: 5 * MB + 1 })).toBe('size');
    expect(imageProblem({ type: 'image/webp', size: MB })).toBe('type');
    expect(imageProblem({ type: 'image/svg+xml', size: MB })).toBe('type');
    expect(imageProblem(png(0))).toBe('empty');
  });

  it('accepts up to three in all and reports the first problem', () => {
    expect(acceptImages([png(), png()], 0)).toEqual({ accepted: [png(), png()], problem: null });
    const gif = { type: 'image/gif', size: 10 };
    const result = acceptImages([gif, png(), png(), png()], 1);
    expect(result.accepted).toHaveLength(2);
    expect(result.problem).toBe('type');
    expect(acceptImages([png()], 3)).toEqual({ accepted: [], problem: 'count' });
  });
});

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
