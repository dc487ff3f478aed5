/**
 * Query keys of the agent centre, all under `['agent', token]` so that a login of another account in
 * the same tab never sees this agent's team, and a change (an account opened) can refresh them all.
 */
export const agentKey = (token: string, ...rest: unknown[]) => ['agent', token, ...rest] as const;

/**
 * A query as the web sends it: the contracts' query inputs type their coerced numbers (page, depth)
 * as `unknown`, which the web always sends as numbers.
 */
export type WireQuery<T> = { [K in keyof T]: unknown extends T[K] ? number | undefined : T[K] };
