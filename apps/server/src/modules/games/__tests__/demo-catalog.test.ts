import { GAME_CLASSIFICATIONS, LIVE_CLASSIFICATIONS, SLOT_CLASSIFICATIONS } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import {
  generateDemoCatalog,
  HOUSE_GAMES,
  plannedCatalogSize,
  seededRandom,
} from '../../../demo/demo-catalog.ts';
import { DEMO_VENDORS } from '../../../demo/demo-data.ts';
import { gameArtworkSvg } from '../game-artwork.ts';
import { HOUSE_TITLES } from '../domain/house-titles.ts';

describe('demo catalog', () => {
  const games = generateDemoCatalog(DEMO_VENDORS);

  it('is deterministic and as large as planned: over 10,000 titles, over 30 vendors', () => {
    expect(generateDemoCatalog(DEMO_VENDORS)).toEqual(games);
    expect(games.length).toBe(plannedCatalogSize(DEMO_VENDORS));
    expect(games.length).toBeGreaterThanOrEqual(10_000);
    expect(new Set(games.map((g) => g.vendorCode)).size).toBeGreaterThanOrEqual(30);
    const random = seededRandom(7);
    const again = seededRandom(7);
    expect([random(), random()]).toEqual([again(), again()]);
  });

  it('has unique, valid codes and a name in every language', () => {
    expect(new Set(games.map((g) => `${g.vendorCode}:${g.gameCode}`)).size).toBe(games.length);
    // One assertion over the lot: 10,000 expect calls each would be slow.
    const bad = games.filter(
      (g) =>
        !/^[A-Za-z0-9_.-]{1,80}$/.test(g.gameCode) ||
        [g.name, g.names.TH, g.names.VI, g.names.KO, g.names.CN].some((name) => name.trim() === '') ||
        !HOUSE_TITLES.includes(g.houseGameCode) ||
        !(GAME_CLASSIFICATIONS as readonly string[]).includes(g.classification),
    );
    expect(bad).toEqual([]);
  });

  it('classifies by category and gives slots their figures', () => {
    const slotLike = SLOT_CLASSIFICATIONS as readonly string[];
    const tableLike = LIVE_CLASSIFICATIONS as readonly string[];
    const bad = games.filter(
      (g) =>
        ((g.gameType === 'RNG' || g.gameType === 'FISH') && !slotLike.includes(g.classification)) ||
        (['LIVE', 'BOARD', 'PVP'].includes(g.gameType) && !tableLike.includes(g.classification)) ||
        (g.classification === 'SLOT' &&
          (Number(g.rtp) < 94 || Number(g.rtp) > 97.5 || Number(g.minBetUnits) > 1)),
    );
    expect(bad).toEqual([]);
    const slots = games.filter((g) => g.classification === 'SLOT');
    expect(slots.filter((g) => (g.lines ?? 0) >= 25).length / slots.length).toBeGreaterThan(0.9);
  });

  it('keeps the HOUSE titles fixed, pointing at themselves', () => {
    expect(HOUSE_GAMES.map((g) => g.gameCode).sort()).toEqual([...HOUSE_TITLES].sort());
    for (const g of HOUSE_GAMES) expect(g.houseGameCode).toBe(g.gameCode);
    expect(
      HOUSE_GAMES.filter((g) => g.gameType === 'RNG').every((g) => g.lines === 25 && g.rtp === '96.00'),
    ).toBe(true);
  });
});

describe('generated artwork', () => {
  const subject = {
    id: '7',
    name: 'Golden <Dragon> & "Friends"',
    vendorName: 'Jade Palace',
    brandColor: '#047857',
    gameType: 'RNG',
    classification: 'SLOT',
  };

  it('draws a square icon and a landscape large icon, the same every time, text escaped', () => {
    const icon = gameArtworkSvg(subject, 'icon');
    const large = gameArtworkSvg(subject, 'large');
    expect(icon).toMatch(/^<svg [^>]*viewBox="0 0 256 256"/);
    expect(large).toMatch(/^<svg [^>]*viewBox="0 0 480 270"/);
    expect(gameArtworkSvg(subject, 'icon')).toBe(icon);
    expect(icon).toContain('Golden &lt;Dragon&gt; &amp; &quot;Friends&quot;');
    expect(icon).not.toContain('<Dragon>');
    expect(icon).not.toMatch(/<script|on\w+=/i);
  });

  it('survives a bad brand colour and long titles', () => {
    const svg = gameArtworkSvg(
      { ...subject, brandColor: 'red', name: 'A very long title with many many words in it' },
      'icon',
    );
    expect(svg).toContain('<svg');
    expect(svg).not.toContain('NaN');
  });
});
