/**
 * A day's player sets (report_play_day_sets): per category (C), vendor (V) and both (CV), the members
 * who placed a standing bet, as bitmaps of their ordinals cut in chunks of `chunkBits` bits (bit i of
 * chunk c is ordinal c · chunkBits + i, the first bit the leftmost). Built from each category and
 * vendor pair's ordinals: a category's set is the union of its pairs', a vendor's likewise.
 */
/** Bits per chunk of a day's player set: every chunk is this long, so chunks of many days OR together. */
export const PLAYER_SET_CHUNK_BITS = 65_536;

export interface PairOrdinals {
  currency: string;
  category: string;
  vendorCode: string;
  /** The pair's players' ordinals (repeats allowed: one per game played). */
  ordinals: readonly number[];
}

export interface PlayerSetRow {
  currency: string;
  level: 'C' | 'V' | 'CV';
  category: string;
  vendorCode: string;
  chunk: number;
  players: number;
  /** The chunk's bits as hexadecimal, leftmost bit first: `chunkBits / 4` digits. */
  hex: string;
}

const popcount = (bytes: Uint8Array) => {
  let n = 0;
  for (let b of bytes) {
    while (b) {
      b &= b - 1;
      n += 1;
    }
  }
  return n;
};

export function playerSets(pairs: readonly PairOrdinals[], chunkBits: number): PlayerSetRow[] {
  if (chunkBits % 8 !== 0) throw new Error('a chunk is whole bytes');
  const sets = new Map<
    string,
    { group: Omit<PlayerSetRow, 'chunk' | 'players' | 'hex'>; chunks: Map<number, Uint8Array> }
  >();
  const setOf = (group: Omit<PlayerSetRow, 'chunk' | 'players' | 'hex'>) => {
    const key = [group.currency, group.level, group.category, group.vendorCode].join('\u0000');
    let set = sets.get(key);
    if (!set) {
      set = { group, chunks: new Map() };
      sets.set(key, set);
    }
    return set;
  };
  for (const pair of pairs) {
    const groups = [
      setOf({ currency: pair.currency, level: 'CV', category: pair.category, vendorCode: pair.vendorCode }),
      setOf({ currency: pair.currency, level: 'C', category: pair.category, vendorCode: '' }),
      setOf({ currency: pair.currency, level: 'V', category: '', vendorCode: pair.vendorCode }),
    ];
    for (const ordinal of pair.ordinals) {
      const chunk = Math.floor(ordinal / chunkBits);
      const bit = ordinal % chunkBits;
      for (const set of groups) {
        let bytes = set.chunks.get(chunk);
        if (!bytes) {
          bytes = new Uint8Array(chunkBits / 8);
          set.chunks.set(chunk, bytes);
        }
        bytes[bit >> 3]! |= 0x80 >> (bit & 7);
      }
    }
  }
  const rows: PlayerSetRow[] = [];
  for (const { group, chunks } of sets.values())
    for (const [chunk, bytes] of [...chunks].sort(([a], [b]) => a - b))
      rows.push({ ...group, chunk, players: popcount(bytes), hex: Buffer.from(bytes).toString('hex') });
  return rows;
}
