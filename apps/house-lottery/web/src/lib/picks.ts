/**
 * Picking numbers (issue 14 "The betting"): the grid, quick-pick, a pasted list and the usual
 * shortcuts, and turning a selection into ticket lines. Pure, so the rules are plain to read.
 */
import type { BetTypeOffer } from './types.ts';

export const pad = (n: number, digits: number) => String(n).padStart(digits, '0');

/** Every number of a bet type with `digits` digits (the grid: 0–9 or 00–99). */
export const gridOf = (digits: number): string[] =>
  digits <= 2 ? Array.from({ length: 10 ** digits }, (_, i) => pad(i, digits)) : [];

/** Numbers with the given head (tens) digit: 20…29. */
export const withHead = (digit: number) => gridOf(2).filter((n) => n[0] === String(digit));
/** Numbers with the given tail (units) digit: 03, 13 … 93. */
export const withTail = (digit: number) => gridOf(2).filter((n) => n[1] === String(digit));
/** 00, 11 … 99. */
export const doubles = () => gridOf(2).filter((n) => n[0] === n[1]);

/** A pasted list: any separators; only numbers of exactly `digits` digits, once each, in order. */
export function parsePasted(text: string, digits: number): string[] {
  const out: string[] = [];
  for (const token of text.split(/[^0-9]+/))
    if (token.length === digits && !out.includes(token)) out.push(token);
  return out;
}

/** `count` distinct random numbers of `digits` digits (crypto randomness; the draw is elsewhere). */
export function quickPick(digits: number, count: number, random = cryptoInt): string[] {
  const out = new Set<string>();
  const space = 10 ** digits;
  while (out.size < Math.min(count, space)) out.add(pad(random(space), digits));
  return [...out];
}

function cryptoInt(max: number): number {
  const value = new Uint32Array(1);
  crypto.getRandomValues(value);
  return value[0]! % max;
}

/** Toggles a whole set in: all in already → all out; otherwise all added. */
export function toggleAll(selected: readonly string[], group: readonly string[]): string[] {
  const everyIn = group.every((n) => selected.includes(n));
  return everyIn ? selected.filter((n) => !group.includes(n)) : [...new Set([...selected, ...group])];
}

export interface SlipLine {
  key: string;
  drawId: string;
  betType: string;
  numbers: string[];
  units: number;
  /** Minor units. */
  costMinor: bigint;
  /** Minor units: the top tier paid once (lô pays per hit: more is possible when a number repeats). */
  winMinor: bigint;
}

/**
 * The lines a selection makes: one per number for single-number types, one line of exactly
 * `count` numbers for xiên / lô trượt (null when the count is wrong).
 */
export function linesOf(drawId: string, offer: BetTypeOffer, selected: readonly string[], units: number) {
  const price = BigInt(offer.price ?? '0');
  const payout = BigInt(offer.payouts[0] ?? '0');
  const line = (numbers: string[]): SlipLine => ({
    key: `${drawId}:${offer.code}:${numbers.join('-')}`,
    drawId,
    betType: offer.code,
    numbers,
    units,
    costMinor: price * BigInt(units),
    winMinor: payout * BigInt(units),
  });
  if (offer.count > 1) return selected.length === offer.count ? [line([...selected].sort())] : null;
  return selected.map((n) => line([n]));
}

/** Adds lines to a slip; a line already there (same draw, type and numbers) takes the new units. */
export function mergeLines(slip: readonly SlipLine[], lines: readonly SlipLine[]): SlipLine[] {
  const byKey = new Map(slip.map((l) => [l.key, l]));
  for (const l of lines) byKey.set(l.key, l);
  return [...byKey.values()];
}

/** A slip with the lines added, or null when it would hold more than the `maxLines` one placing takes. */
export function addLines(slip: readonly SlipLine[], lines: readonly SlipLine[], maxLines: number) {
  const merged = mergeLines(slip, lines);
  return merged.length > maxLines ? null : merged;
}
