/**
 * A winner's name as the public board shows it: enough to recognise oneself, too little to find
 * the account (`demo01` -> `de***01`). Shorter names show less, so that most of a name stays hidden.
 */
export function maskPlayer(username: string): string {
  const chars = [...username];
  if (chars.length <= 4) return `${chars[0] ?? ''}***`;
  if (chars.length === 5) return `${chars[0]}***${chars[4]}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}
