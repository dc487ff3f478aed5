/** The slot titles of the in-house vendor and their engine. */
export * from './slot-title.ts';
export * from './slot-titles.ts';
export * from './slot-engine.ts';
export { slotMath, type SlotMath } from './slot-math.ts';
