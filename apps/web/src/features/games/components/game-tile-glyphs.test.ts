import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { iconPathData, type IconName } from '../../../components/icon/icon.tsx';

/**
 * The game tile draws its play, open, hot and favourite glyphs as CSS masks (no elements per tile,
 * issue 16). Each mask must be the site's own icon, so that a change to the icon set shows here.
 */
const css = readFileSync(new URL('./game-tile.module.css', import.meta.url), 'utf8');

function maskPathsOf(selector: string): string[] {
  const start = css.indexOf(`\n${selector} {`);
  expect(start, `${selector} is in game-tile.module.css`).toBeGreaterThanOrEqual(0);
  const rule = css.slice(start, css.indexOf('}', start));
  return [...rule.matchAll(/%3Cpath d='([^']+)'/g)].map((match) => match[1]!);
}

const GLYPHS: [selector: string, icon: IconName][] = [
  ['.glyphPlay', 'play'],
  ['.glyphOpen', 'chevronRight'],
  ['.hot::before', 'fire'],
  ['.heart::before', 'heart'],
  ['.hearted::before', 'heart'],
];

describe('game tile glyphs', () => {
  it.each(GLYPHS)('%s masks the %s icon', (selector, icon) => {
    const expected = iconPathData(icon);
    expect(expected).toBeTruthy();
    expect(maskPathsOf(selector)).toEqual([expected]);
  });
});
