import { describe, expect, it } from 'vitest';
import { acceptPickedImages } from './image-picker.tsx';

const MB = 1024 * 1024;
const png = (size = MB) => ({ type: 'image/png', size });

describe('picked images', () => {
  it('takes PNG and JPEG up to the size limit, and names the first problem', () => {
    expect(acceptPickedImages([{ type: 'image/jpeg', size: 5 * MB }], 0, 3, 5 * MB).problem).toBeNull();
    expect(acceptPickedImages([{ type: 'image/jpeg', size: 5 * MB + 1 }], 0, 3, 5 * MB).problem).toBe('size');
    expect(acceptPickedImages([{ type: 'image/webp', size: MB }], 0, 3, 5 * MB).problem).toBe('type');
    expect(acceptPickedImages([{ type: 'image/svg+xml', size: MB }], 0, 3, 5 * MB).problem).toBe('type');
    expect(acceptPickedImages([png(0)], 0, 3, 5 * MB).problem).toBe('empty');
  });

  it('accepts up to the maximum in all', () => {
    expect(acceptPickedImages([png(), png()], 0, 3, 5 * MB)).toEqual({
      accepted: [png(), png()],
      problem: null,
    });
    const gif = { type: 'image/gif', size: 10 };
    const result = acceptPickedImages([gif, png(), png(), png()], 1, 3, 5 * MB);
    expect(result.accepted).toHaveLength(2);
    expect(result.problem).toBe('type');
    expect(acceptPickedImages([png()], 3, 3, 5 * MB)).toEqual({ accepted: [], problem: 'count' });
  });
});
