import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { TMerchantSummary } from '@platform/contracts';
import { merchantsQuery } from '../lib/merchant-settings.ts';

const KEY = 'bo-merchant';

interface MerchantValue {
  merchants: TMerchantSummary[];
  merchantCode: string;
  merchant: TMerchantSummary | undefined;
  select(code: string): void;
}

const MerchantContext = createContext<MerchantValue | null>(null);

/** The merchant every settings screen works on; the choice survives reloads. */
export function MerchantProvider({ children }: { children: ReactNode }) {
  const { data: merchants = [] } = useQuery(merchantsQuery);
  const [chosen, setChosen] = useState(() => localStorage.getItem(KEY) ?? '');
  const merchant = merchants.find((m) => m.merchantCode === chosen) ?? merchants[0];
  const value: MerchantValue = {
    merchants,
    merchantCode: merchant?.merchantCode ?? '',
    merchant,
    select(code) {
      localStorage.setItem(KEY, code);
      setChosen(code);
    },
  };
  return <MerchantContext.Provider value={value}>{children}</MerchantContext.Provider>;
}

export function useMerchant(): MerchantValue {
  const value = useContext(MerchantContext);
  if (!value) throw new Error('useMerchant outside MerchantProvider');
  return value;
}
