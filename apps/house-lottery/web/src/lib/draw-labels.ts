import { useEffect, useState } from 'react';
import { isMessageKey, type MessageKey, type Params } from '../i18n/catalog.ts';
import type { Draw, MarketCode } from './types.ts';

type T = (key: MessageKey, params?: Params) => string;

export const MARKETS: MarketCode[] = ['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH', 'TH_GOV', 'MY_4D', 'ELOTT'];

/** The market a launch game code opens on (lotto-vn-north → VN_NORTH …); null: all markets. */
export function marketOfGame(gameCode: string | null): MarketCode | null {
  if (!gameCode) return null;
  const code = gameCode.toLowerCase();
  if (code.includes('elott')) return 'ELOTT';
  if (code.includes('vn-north')) return 'VN_NORTH';
  if (code.includes('vn-central')) return 'VN_CENTRAL';
  if (code.includes('vn-south')) return 'VN_SOUTH';
  if (code.includes('th-gov')) return 'TH_GOV';
  if (code.includes('my-4d')) return 'MY_4D';
  return null;
}

/** "Southern · Hồ Chí Minh", "Fast 1 minute", "Northern". */
export function drawName(draw: Pick<Draw, 'market' | 'gameCode' | 'province'>, t: T): string {
  const gameKey = `game.${draw.gameCode}`;
  const base = isMessageKey(gameKey) ? t(gameKey) : t(`market.${draw.market}` as MessageKey);
  return draw.province ? `${base} · ${draw.province.name}` : base;
}

export const betTypeName = (code: string, t: T) => {
  const key = `betType.${code}`;
  return isMessageKey(key) ? t(key) : code;
};

/** 1:05:09, 4:59, 0:07 */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

/** Local wall time of an instant, short. */
export const formatTime = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language === 'cn' ? 'zh-CN' : language, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** The current time, corrected by the server's clock (the menu's serverTime), ticking each second. */
export function useNow(offsetMs: number): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    const timer = setInterval(() => setNow(Date.now() + offsetMs), 1000);
    return () => clearInterval(timer);
  }, [offsetMs]);
  return now;
}
