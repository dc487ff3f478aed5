import { supportsColourEmoji } from '../lib/emoji-support.ts';

/** Pip positions on a 3×3 grid (index 0 top-left … 8 bottom-right) for faces 1–6. */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

export function Die({ face, delayMs = 0 }: { face: number; delayMs?: number }) {
  const pips = PIPS[face] ?? [];
  return (
    <div
      className={`die face-${face}`}
      role="img"
      aria-label={String(face)}
      style={{ animationDelay: `${delayMs}ms` }}
    >
      {Array.from({ length: 9 }, (_, i) =>
        pips.includes(i) ? <span key={i} className="pip" /> : <span key={i} aria-hidden="true" />,
      )}
    </div>
  );
}

/** A fish-prawn-crab die: one of six pictures (its name where the device has no emoji font). */
export function SymbolDie({ emoji, label, delayMs = 0 }: { emoji: string; label: string; delayMs?: number }) {
  const pictures = supportsColourEmoji();
  return (
    <div
      className={`die symbol${pictures ? '' : ' text'}`}
      role="img"
      aria-label={label}
      style={{ animationDelay: `${delayMs}ms` }}
    >
      <span aria-hidden="true">{pictures ? emoji : label}</span>
    </div>
  );
}
