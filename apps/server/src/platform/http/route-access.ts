/**
 * Every route declares who may call it (enforced at registration):
 * - `system`: public and never blocked (status, keys, brand): the site needs them to show its
 *   maintenance and blocked views;
 * - `public`: anyone, but refused with 423 during maintenance or from a blocked region;
 * - `member`: a member session, same gate;
 * - `operator`: the back-office realm;
 * - `vendor`: game vendors, authenticated by signature.
 */
export type RouteAccess = 'system' | 'public' | 'member' | 'operator' | 'vendor';

export interface RouteOptionsConfig {
  access: RouteAccess;
  /** The body is encrypted per API.md (routes marked E in the spec). */
  encrypted?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    encrypted?: boolean;
  }
}
