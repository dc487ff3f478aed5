import { UAParser } from 'ua-parser-js';

/** "Chrome 140 · Android 15 · Samsung SM-S918B" from a user agent, for login history. */
export function deviceLabel(userAgent: string): string {
  if (!userAgent) return '';
  const { browser, os, device } = UAParser(userAgent);
  const parts = [
    [browser.name, browser.major].filter(Boolean).join(' '),
    [os.name, os.version].filter(Boolean).join(' '),
    [device.vendor, device.model].filter(Boolean).join(' '),
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : userAgent.slice(0, 120);
}
