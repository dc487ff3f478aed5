/**
 * The app download guides (spec §1: iOS, Android and a lite iOS build): which brand resource each
 * guide downloads (the status answer's resources, set per merchant in the console) and how many
 * install steps its text has (`appDownload.<id>.steps.<n>`).
 */
export const APP_GUIDES = [
  { id: 'ios', resourceType: 'IOS_DOWNLOAD', icon: 'apple', steps: 4 },
  { id: 'android', resourceType: 'ANDROID_DOWNLOAD', icon: 'android', steps: 4 },
  { id: 'iosLite', resourceType: 'IOS_LITE_DOWNLOAD', icon: 'apple', steps: 4 },
] as const;

export type AppGuide = (typeof APP_GUIDES)[number];
export type AppGuideId = AppGuide['id'];

/** The guide a hash asks for (`/download#android`), else the first. */
export function guideFromHash(hash: string): AppGuideId {
  const id = hash.replace(/^#/, '');
  return APP_GUIDES.find((g) => g.id === id)?.id ?? 'ios';
}

/** The download link of each guide from the brand's resources; null where the brand has none. */
export function guideLinks(
  resources: readonly { resourceType: string; url: string }[],
): Record<AppGuideId, string | null> {
  const link = (type: string) => resources.find((r) => r.resourceType === type && r.url)?.url ?? null;
  return Object.fromEntries(APP_GUIDES.map((g) => [g.id, link(g.resourceType)])) as Record<
    AppGuideId,
    string | null
  >;
}
