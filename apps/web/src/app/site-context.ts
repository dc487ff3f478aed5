import type { TBrandConfig, TSystemStatus } from '@platform/contracts';
import { createContext, useContext } from 'react';

export interface SiteContextValue {
  status: TSystemStatus;
  brand: TBrandConfig;
  logoUrl?: string;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

/** The status and brand config the site gate loaded (available under the gate). */
export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite outside the site gate');
  return value;
}
