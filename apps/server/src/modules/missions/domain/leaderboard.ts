/**
 * A name as public boards show it (`demo01` -> `de***01`): enough to recognise oneself, too little
 * to find the account. Shorter names show less.
 */
export function maskUsername(username: string): string {
  const chars = [...username];
  if (chars.length <= 4) return `${chars[0] ?? ''}***`;
  if (chars.length === 5) return `${chars[0]}***${chars[4]}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

export interface BoardEntry {
  memberId: string;
  username: string;
  points: number;
  completed: number;
  /** The last claim: ties go to who got there first. */
  lastClaimAt: Date;
}

/** Standard competition ranking (1, 2, 2, 4) by points, then completed missions; order ties by time. */
export function rankBoard(entries: readonly BoardEntry[]) {
  const sorted = [...entries].sort(
    (a, b) =>
      b.points - a.points ||
      b.completed - a.completed ||
      a.lastClaimAt.getTime() - b.lastClaimAt.getTime() ||
      a.memberId.localeCompare(b.memberId),
  );
  let rank = 0;
  return sorted.map((e, i) => {
    const prev = sorted[i - 1];
    if (!prev || prev.points !== e.points || prev.completed !== e.completed) rank = i + 1;
    return { ...e, rank };
  });
}
