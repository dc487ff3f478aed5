import { describe, expect, it } from 'vitest';
import { acceptProofs, PROOF_MAX_BYTES, proofProblem } from './proof-image.ts';

const png = (size = 1000) => ({ type: 'image/png', size });

describe('proof images', () => {
  it('accepts PNG, JPEG and WebP up to 5 MB', () => {
    expect(proofProblem(png())).toBeNull();
    expect(proofProblem({ type: 'image/jpeg', size: PROOF_MAX_BYTES })).toBeNull();
    expect(proofProblem({ type: 'image/webp', size: 1 })).toBeNull();
  });

  it('refuses other types, empty files and files over 5 MB', () => {
    expect(proofProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(proofProblem({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(proofProblem({ type: '', size: 10 })).toBe('type');
    expect(proofProblem(png(0))).toBe('empty');
    expect(proofProblem(png(PROOF_MAX_BYTES + 1))).toBe('size');
  });

  it('keeps at most three in all and reports the first problem', () => {
    expect(acceptProofs([png(), png()], 0)).toEqual({ accepted: [png(), png()], problem: null });
    expect(acceptProofs([png(), png(), png()], 1)).toEqual({ accepted: [png(), png()], problem: 'count' });
    const gif = { type: 'image/gif', size: 5 };
    expect(acceptProofs([gif, png(), png(PROOF_MAX_BYTES + 1)], 0)).toEqual({
      accepted: [png()],
      problem: 'type',
    });
  });
});
