import { describe, expect, it } from 'vitest';
import { clampOffset } from './drag-bounds.ts';

describe('clampOffset (draggable game window)', () => {
  const box = { left: 100, top: 100, width: 400, height: 300 }; // at offset (0,0)

  it('moves freely inside the viewport', () => {
    expect(clampOffset(box, { x: 0, y: 0 }, { x: 50, y: -40 }, 1000, 800)).toEqual({ x: 50, y: -40 });
  });

  it('stops at every edge', () => {
    expect(clampOffset(box, { x: 0, y: 0 }, { x: -500, y: -500 }, 1000, 800)).toEqual({ x: -100, y: -100 });
    expect(clampOffset(box, { x: 0, y: 0 }, { x: 900, y: 900 }, 1000, 800)).toEqual({ x: 500, y: 400 });
  });

  it('accounts for the offset the box was measured at', () => {
    const moved = { left: 150, top: 60, width: 400, height: 300 }; // measured at offset (50,-40)
    expect(clampOffset(moved, { x: 50, y: -40 }, { x: 60, y: -200 }, 1000, 800)).toEqual({ x: 60, y: -100 });
  });

  it('pins a box larger than the viewport to the top-left', () => {
    const big = { left: 0, top: 0, width: 1200, height: 900 };
    expect(clampOffset(big, { x: 0, y: 0 }, { x: 30, y: 30 }, 1000, 800)).toEqual({ x: 0, y: 0 });
  });
});
