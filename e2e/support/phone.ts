import type { FrameLocator, Page } from '@playwright/test';
import { registerByUsername } from './new-member.ts';

/** A phone's window (the e2e suite's usual 390 px width). */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

/**
 * A new member (registered by username with `prefix`) on a phone, who has chosen the light theme:
 * the next page they open is drawn light, and so is a vendor's page the site frames.
 */
export async function newMemberOnLightPhone(page: Page, prefix: string): Promise<string> {
  await page.setViewportSize(PHONE_VIEWPORT);
  const username = await registerByUsername(page, prefix);
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  return username;
}

/** How many px a framed page is wider than its frame (0 or less: nothing runs off the screen). */
export const frameOverflowPx = (frame: FrameLocator) =>
  frame.locator('body').evaluate((body) => body.scrollWidth - body.ownerDocument.documentElement.clientWidth);
