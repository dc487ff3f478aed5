import { describe, expect, it } from 'vitest';
import { createMultiClickDetector } from './triple-click.ts';

describe('createMultiClickDetector (hidden CN switch)', () => {
  it('fires on the third click within the window', () => {
    const d = createMultiClickDetector(3, 800);
    expect(d.click(0)).toBe(false);
    expect(d.click(200)).toBe(false);
    expect(d.click(500)).toBe(true);
  });

  it('does not fire when the clicks are spread out', () => {
    const d = createMultiClickDetector(3, 800);
    expect(d.click(0)).toBe(false);
    expect(d.click(500)).toBe(false);
    expect(d.click(1000)).toBe(false); // the first click fell out of the window
    expect(d.click(1300)).toBe(true); // 500, 1000, 1300
  });

  it('starts over after firing, so a fourth click does not fire again', () => {
    const d = createMultiClickDetector(3, 800);
    d.click(0);
    d.click(100);
    expect(d.click(200)).toBe(true);
    expect(d.click(300)).toBe(false);
    expect(d.click(400)).toBe(false);
    expect(d.click(500)).toBe(true);
  });

  it('reset forgets earlier clicks', () => {
    const d = createMultiClickDetector(3, 800);
    d.click(0);
    d.click(100);
    d.reset();
    expect(d.click(200)).toBe(false);
  });

  it('trusts the browser’s own click count when the handler runs late', () => {
    const d = createMultiClickDetector(3, 800);
    expect(d.click(0, 1)).toBe(false);
    expect(d.click(900, 2)).toBe(false);
    expect(d.click(1900, 3)).toBe(true);
    // A fourth click of the same run is not a new switch.
    expect(d.click(2000, 4)).toBe(false);
  });
});
