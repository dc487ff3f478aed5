let cached: boolean | null = null;

/**
 * Whether the device draws colour emoji (the slot symbols are emoji). Checked once by drawing one on
 * a canvas: a machine without an emoji font draws nothing coloured, and the symbols fall back to
 * their names instead of empty boxes.
 */
export function supportsColourEmoji(): boolean {
  if (cached !== null) return cached;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 24;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return (cached = true);
    context.textBaseline = 'top';
    context.font = '20px sans-serif';
    context.fillText('🐉', 0, 0);
    const pixels = context.getImageData(0, 0, 24, 24).data;
    let coloured = false;
    for (let i = 0; i < pixels.length && !coloured; i += 4) {
      const [r, g, b, a] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!, pixels[i + 3]!];
      if (a > 0 && (Math.abs(r - g) > 20 || Math.abs(g - b) > 20)) coloured = true;
    }
    cached = coloured;
  } catch {
    cached = true;
  }
  return cached;
}

/** A symbol as text: its emoji and name, or the name alone without an emoji font. */
export function symbolText(symbol: { emoji: string; label: string } | undefined, fallback: string): string {
  if (!symbol) return fallback;
  return supportsColourEmoji() ? `${symbol.emoji} ${symbol.label}` : symbol.label;
}
