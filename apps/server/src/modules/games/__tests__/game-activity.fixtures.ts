import type { Database } from '../../../platform/db/database.ts';

export interface FixtureGame {
  vendor: string;
  code: string;
  type: string;
  classify: string;
  name: string;
  names?: Record<string, string>;
  minBetUnits?: string;
  maxBetUnits?: string;
  lines?: number | null;
  trial?: boolean;
  maintenance?: boolean;
  sortOrder?: number;
  house: string;
}

/** The in-house titles the tests play for money (the demo catalog seeds them too; inserted only when missing). */
export const HOUSE_TITLES: FixtureGame[] = [
  {
    vendor: 'HOUSE',
    code: 'house-dragon-fortune',
    type: 'RNG',
    classify: 'SLOT',
    name: 'Dragon Fortune',
    names: { TH: 'มังกรนำโชค', CN: '龙之财富' },
    lines: 25,
    house: 'house-dragon-fortune',
  },
  {
    vendor: 'HOUSE',
    code: 'house-golden-temple',
    type: 'RNG',
    classify: 'SLOT',
    name: 'Golden Temple',
    lines: 25,
    house: 'house-golden-temple',
  },
  {
    vendor: 'HOUSE',
    code: 'house-baccarat',
    type: 'LIVE',
    classify: 'BACCARAT',
    name: 'House Baccarat',
    minBetUnits: '10.00',
    maxBetUnits: '5000.00',
    house: 'house-baccarat',
  },
  {
    vendor: 'HOUSE',
    code: 'house-fish-prawn-crab',
    type: 'BOARD',
    classify: 'FISH_PRAWN_CRAB',
    name: 'Fish Prawn Crab',
    house: 'house-fish-prawn-crab',
  },
];

/**
 * Test-only titles whose every attribute the tests rely on (forced on each run). A very low sort
 * order puts them first in their vendor's lists even beside the full demo catalog.
 */
export const H2_TITLES: FixtureGame[] = [
  {
    vendor: 'DRAGONFLY',
    code: 'h2-jade-slot',
    type: 'RNG',
    classify: 'SLOT',
    name: 'H2 Jade Slot',
    names: { TH: 'สล็อตหยก เอชทู' },
    lines: 30,
    sortOrder: -1000,
    house: 'house-golden-temple',
  },
  {
    vendor: 'DRAGONFLY',
    code: 'h2-closed-slot',
    type: 'RNG',
    classify: 'SLOT',
    name: 'H2 Closed Slot',
    maintenance: true,
    sortOrder: -999,
    house: 'house-golden-temple',
  },
  {
    vendor: 'LUCKY7',
    code: 'h2-lucky-slot',
    type: 'RNG',
    classify: 'SLOT',
    name: 'H2 Lucky Slot',
    sortOrder: -1000,
    house: 'house-dragon-fortune',
  },
  {
    vendor: 'AURORA',
    code: 'h2-vip-baccarat',
    type: 'LIVE',
    classify: 'BACCARAT',
    name: 'H2 VIP Baccarat',
    minBetUnits: '10.00',
    maxBetUnits: '5000.00',
    trial: false,
    sortOrder: -1000,
    house: 'house-baccarat',
  },
  {
    vendor: 'VELVET',
    code: 'h2-velvet-roulette',
    type: 'LIVE',
    classify: 'ROULETTE',
    name: 'H2 Velvet Roulette',
    sortOrder: -1000,
    house: 'house-baccarat',
  },
];

const COLUMNS = `vendor_code, game_code, game_type, classification, name, names, search_text, min_bet_units,
  max_bet_units, lines, support_trial, maintenance, sort_order, house_game_code`;

/** Inserts the titles (HOUSE ones only when missing, the others forced to these attributes); ids by `VENDOR/code`. */
export async function ensureGames(db: Database, games: FixtureGame[]): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const g of games) {
    const values = [
      g.vendor,
      g.code,
      g.type,
      g.classify,
      g.name,
      JSON.stringify(g.names ?? {}),
      [g.name, ...Object.values(g.names ?? {})].join(' ').toLowerCase(),
      g.minBetUnits ?? '1.00',
      g.maxBetUnits ?? '10000.00',
      g.lines ?? null,
      g.trial ?? true,
      g.maintenance ?? false,
      g.sortOrder ?? 0,
      g.house,
    ];
    const conflict =
      g.vendor === 'HOUSE'
        ? `DO UPDATE SET enabled = true, maintenance = false`
        : `DO UPDATE SET game_type = EXCLUDED.game_type, classification = EXCLUDED.classification,
             name = EXCLUDED.name, names = EXCLUDED.names, min_bet_units = EXCLUDED.min_bet_units,
             max_bet_units = EXCLUDED.max_bet_units, support_trial = EXCLUDED.support_trial,
             maintenance = EXCLUDED.maintenance, sort_order = EXCLUDED.sort_order, enabled = true,
             house_game_code = EXCLUDED.house_game_code`;
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO games (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT (vendor_code, game_code) ${conflict}
       RETURNING id`,
      values,
    );
    ids[`${g.vendor}/${g.code}`] = rows[0]!.id;
  }
  return ids;
}
