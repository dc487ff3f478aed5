/**
 * Display languages of spec section 9. `code` is what the site stores in local storage (`lang`)
 * and sends as `language`; `bcp47` is the tag for Intl and `<html lang>`. CN is the hidden one:
 * the selector omits it and a triple click on the language area switches to it.
 */
export const DISPLAY_LANGUAGES = [
  { code: 'TH', bcp47: 'th', nativeName: 'ไทย', dir: 'ltr' },
  { code: 'EN', bcp47: 'en', nativeName: 'English', dir: 'ltr' },
  { code: 'VI', bcp47: 'vi', nativeName: 'Tiếng Việt', dir: 'ltr' },
  { code: 'KO', bcp47: 'ko', nativeName: '한국어', dir: 'ltr' },
  { code: 'CN', bcp47: 'zh-CN', nativeName: '简体中文', dir: 'ltr' },
  { code: 'TW', bcp47: 'zh-TW', nativeName: '繁體中文', dir: 'ltr' },
  { code: 'JA', bcp47: 'ja', nativeName: '日本語', dir: 'ltr' },
  { code: 'MY', bcp47: 'my', nativeName: 'မြန်မာ', dir: 'ltr' },
  { code: 'ES', bcp47: 'es', nativeName: 'Español', dir: 'ltr' },
  { code: 'HI', bcp47: 'hi', nativeName: 'हिन्दी', dir: 'ltr' },
  { code: 'ID', bcp47: 'id', nativeName: 'Bahasa Indonesia', dir: 'ltr' },
  { code: 'KM', bcp47: 'km', nativeName: 'ខ្មែរ', dir: 'ltr' },
  { code: 'MS', bcp47: 'ms', nativeName: 'Bahasa Melayu', dir: 'ltr' },
  { code: 'PT', bcp47: 'pt-PT', nativeName: 'Português', dir: 'ltr' },
  { code: 'BR', bcp47: 'pt-BR', nativeName: 'Português (Brasil)', dir: 'ltr' },
  { code: 'TA', bcp47: 'ta', nativeName: 'தமிழ்', dir: 'ltr' },
  { code: 'TL', bcp47: 'tl', nativeName: 'Tagalog', dir: 'ltr' },
  { code: 'UR', bcp47: 'ur', nativeName: 'اردو', dir: 'rtl' },
  { code: 'RU_UR', bcp47: 'ur-Latn', nativeName: 'Roman Urdu', dir: 'ltr' },
  { code: 'TR', bcp47: 'tr', nativeName: 'Türkçe', dir: 'ltr' },
  { code: 'BN', bcp47: 'bn', nativeName: 'বাংলা', dir: 'ltr' },
  { code: 'AR', bcp47: 'ar', nativeName: 'العربية', dir: 'rtl' },
  { code: 'FA', bcp47: 'fa', nativeName: 'فارسی', dir: 'rtl' },
  { code: 'RU', bcp47: 'ru', nativeName: 'Русский', dir: 'ltr' },
  { code: 'KK', bcp47: 'kk', nativeName: 'Қазақ тілі', dir: 'ltr' },
  { code: 'UZ', bcp47: 'uz', nativeName: 'Oʻzbekcha', dir: 'ltr' },
  { code: 'LO', bcp47: 'lo', nativeName: 'ລາວ', dir: 'ltr' },
  { code: 'NE', bcp47: 'ne', nativeName: 'नेपाली', dir: 'ltr' },
  { code: 'FR', bcp47: 'fr', nativeName: 'Français', dir: 'ltr' },
  { code: 'TE', bcp47: 'te', nativeName: 'తెలుగు', dir: 'ltr' },
  { code: 'SW', bcp47: 'sw', nativeName: 'Kiswahili', dir: 'ltr' },
] as const;

export type LanguageCode = (typeof DISPLAY_LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = DISPLAY_LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];
/** Languages whose text sets ship complete (spec section 9). Others fall back to EN. */
export const SHIPPED_TEXT_LANGUAGES = ['EN', 'TH', 'VI', 'KO', 'CN'] as const;
export type ShippedLanguage = (typeof SHIPPED_TEXT_LANGUAGES)[number];
export const HIDDEN_LANGUAGE: LanguageCode = 'CN';

/** Maps an Accept-Language tag or a `language` parameter onto a display language code. */
export function normalizeLanguage(input: string | undefined | null): LanguageCode | undefined {
  if (!input) return undefined;
  const raw = input.trim();
  const upper = raw.toUpperCase().replace('-', '_');
  const byCode = DISPLAY_LANGUAGES.find((l) => l.code === upper);
  if (byCode) return byCode.code;
  const lower = raw.toLowerCase();
  if (lower === 'zh' || lower.startsWith('zh-cn') || lower.startsWith('zh-hans') || lower === 'zh_cn')
    return 'CN';
  if (lower.startsWith('zh')) return 'TW';
  const exact = DISPLAY_LANGUAGES.find((l) => l.bcp47.toLowerCase() === lower);
  if (exact) return exact.code;
  const primary = lower.split(/[-_]/)[0];
  const byPrimary = DISPLAY_LANGUAGES.find((l) => l.bcp47.toLowerCase().split('-')[0] === primary);
  return byPrimary?.code;
}
