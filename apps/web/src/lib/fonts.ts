/**
 * The Korean and Chinese web fonts' @font-face rules (about a hundred `unicode-range` slices each)
 * come with their language, not with every page: a Thai or English visitor never downloads their
 * stylesheet, and a Korean or Chinese one downloads only the slices of the characters on screen, and
 * none at all where the device has its own CJK font, listed first (styles/fonts.css, ADR 0023).
 */
const CJK_FONTS: Record<string, () => Promise<unknown>> = {
  ko: () => import('@fontsource-variable/noto-sans-kr'),
  zh: () => import('@fontsource-variable/noto-sans-sc'),
};

/** The script whose fonts a BCP 47 tag needs beyond the ones every page has (`ko`, `zh`), if any. */
export function extraFontsFor(bcp47: string): string | null {
  const language = bcp47.toLowerCase().split('-')[0] ?? '';
  return language in CJK_FONTS ? language : null;
}

const requested = new Set<string>();

/** Starts loading the fonts of `bcp47`'s script once; text shows meanwhile in the device's fonts. */
export function loadFontsFor(bcp47: string): void {
  const script = extraFontsFor(bcp47);
  if (!script || requested.has(script)) return;
  requested.add(script);
  // A failed load leaves the device's fonts, which every CJK phone has; a later switch retries.
  void CJK_FONTS[script]!().catch(() => requested.delete(script));
}
