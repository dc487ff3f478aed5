/**
 * The agent tree as a closure (ADR 0021): one row per (ancestor, descendant) pair of a merchant's
 * tree with the number of steps between them; every member is its own ancestor at depth 0. These
 * pure forms say what the SQL of agents-tree.repository.ts does, and let tests compare it with the
 * plain definition (walking parent links).
 */
export interface ClosureRow {
  ancestor: string;
  descendant: string;
  depth: number;
}

/**
 * The rows a new member adds, given the rows that name its parent as descendant (its parent's own
 * chain): itself at depth 0, then each of the parent's ancestors one step further away.
 */
export function closureRowsFor(id: string, parentChain: readonly ClosureRow[]): ClosureRow[] {
  return [
    { ancestor: id, descendant: id, depth: 0 },
    ...parentChain.map((row) => ({ ancestor: row.ancestor, descendant: id, depth: row.depth + 1 })),
  ];
}

/** The definition: for each member, walk its parent links to the root. */
export function closureByWalking(parents: ReadonlyMap<string, string | null>): ClosureRow[] {
  const rows: ClosureRow[] = [];
  for (const id of parents.keys()) {
    let current: string | null | undefined = id;
    for (let depth = 0; current != null; depth++) {
      if (depth > parents.size) throw new Error(`cycle through ${id}`);
      rows.push({ ancestor: current, descendant: id, depth });
      current = parents.get(current);
    }
  }
  return rows;
}

/** Rows in one order, to compare two closures. */
export const sortedRows = (rows: readonly ClosureRow[]): ClosureRow[] =>
  [...rows].sort((a, b) =>
    a.ancestor === b.ancestor
      ? a.descendant < b.descendant
        ? -1
        : a.descendant > b.descendant
          ? 1
          : 0
      : a.ancestor < b.ancestor
        ? -1
        : 1,
  );
