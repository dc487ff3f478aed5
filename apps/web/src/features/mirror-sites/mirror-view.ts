import { MIRROR_LANGUAGES, type MirrorLanguage } from './mirror-texts.ts';

export function isMirrorLanguage(value: string | null | undefined): value is MirrorLanguage {
  return MIRROR_LANGUAGES.some((l) => l.code === value);
}

/**
 * The page's first language: the one in the link (`?lang=PT`), else the site's when the page has it
 * (Brazilian Portuguese reads the Portuguese, the platform's TL is the spec's TY), else English.
 */
export function initialMirrorLanguage(requested: string | null, siteLanguage: string): MirrorLanguage {
  const asked = requested?.toUpperCase();
  if (isMirrorLanguage(asked)) return asked;
  const site = siteLanguage.toUpperCase();
  if (isMirrorLanguage(site)) return site;
  if (site === 'BR') return 'PT';
  if (site === 'TL') return 'TY';
  return 'EN';
}

/** Fills `{name}` placeholders. */
export function fillText(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * The address of a listed domain as the visitor would type it: the page's own scheme and port (a
 * mirror serves the same site the same way; in development every domain shares one port).
 */
export function mirrorUrl(domain: string, location: Pick<Location, 'protocol' | 'port'>): string {
  const scheme = location.protocol === 'http:' ? 'http:' : 'https:';
  const port = location.port ? `:${location.port}` : '';
  return `${scheme}//${domain}${port}/`;
}
