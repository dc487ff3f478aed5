/**
 * Where a banner or popup leads (ADR 0027): the server turns the operator's link target into an
 * href (PROMOTION `/promotions#<id>`, GAME the vendor's lobby `/rng?vassalage=<code>`, PAGE a site
 * path, URL an outside https address with `external`). The site follows only what it expects: a
 * path of this site, or an https address opened in a new tab; anything else is not a link.
 */
export type LinkTarget =
  { kind: 'none' } | { kind: 'route'; to: string } | { kind: 'external'; href: string };

const NONE: LinkTarget = { kind: 'none' };

export function linkTargetOf(href: string | null | undefined, external: boolean): LinkTarget {
  const value = href?.trim();
  if (!value) return NONE;
  if (external) return /^https:\/\/[^\s<>"']+$/i.test(value) ? { kind: 'external', href: value } : NONE;
  // A site path: one leading slash (`//host` and `/\host` would leave the site).
  return /^\/(?![/\\])/.test(value) ? { kind: 'route', to: value } : NONE;
}
