/** A URL value if it is one of `choices`, else `fallback` (a hand-edited link never reaches the API as nonsense). */
export function oneOf<const T extends readonly string[]>(
  choices: T,
  value: string,
  fallback: T[number],
): T[number] {
  return (choices as readonly string[]).includes(value) ? (value as T[number]) : fallback;
}
