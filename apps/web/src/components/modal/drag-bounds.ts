/** Pure geometry of the draggable game window: keeps the box fully inside the viewport. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Offset {
  x: number;
  y: number;
}

/**
 * Given the box's position at offset `base` and a desired offset, returns the nearest offset that
 * keeps the whole box inside a viewport of `viewportWidth`×`viewportHeight` (or pins it to the
 * top-left when the box is larger than the viewport).
 */
export function clampOffset(
  boxAtBase: Box,
  base: Offset,
  desired: Offset,
  viewportWidth: number,
  viewportHeight: number,
): Offset {
  const originLeft = boxAtBase.left - base.x;
  const originTop = boxAtBase.top - base.y;
  const clamp = (value: number, min: number, max: number) =>
    Math.min(Math.max(value, min), Math.max(min, max));
  const left = clamp(originLeft + desired.x, 0, viewportWidth - boxAtBase.width);
  const top = clamp(originTop + desired.y, 0, viewportHeight - boxAtBase.height);
  return { x: left - originLeft, y: top - originTop };
}
