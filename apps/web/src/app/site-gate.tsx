import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../components/spinner/spinner.tsx';
import { brandConfigQuery, findResource, systemStatusQuery } from '../features/system/api/system-api.ts';
import {
  MaintenanceView,
  NetworkErrorView,
  RegionBlockedView,
} from '../features/system/components/site-state-view.tsx';
import { useCustomerService } from '../features/system/hooks/use-customer-service.ts';
import { applyBrandDefaultLanguage, isBrandLanguageApplied } from '../lib/i18n.ts';
import { SiteContext, type SiteContextValue } from './site-context.ts';

/**
 * The whole-site state (spec §2, §4): while the first status call runs, a full-page spinner; state 1
 * replaces the site with the maintenance view, state 2 with the region-blocked view. The status is
 * re-read every 60 s and on window focus, so the site switches in and out of these views by itself.
 */
export function SiteGate() {
  const status = useQuery(systemStatusQuery);
  const brand = useQuery(brandConfigQuery);
  const cs = useCustomerService({ watch: false });
  const defaultLanguage = brand.data?.defaultLanguage;
  // Started in the brand's language already (its config came with the page): nothing to wait for.
  const [languageReady, setLanguageReady] = useState(
    () => !!defaultLanguage && isBrandLanguageApplied(defaultLanguage),
  );

  useEffect(() => {
    if (!defaultLanguage || languageReady) return;
    void applyBrandDefaultLanguage(defaultLanguage).finally(() => setLanguageReady(true));
  }, [defaultLanguage, languageReady]);

  useEffect(() => {
    if (brand.data?.brandName) document.title = brand.data.brandName;
  }, [brand.data?.brandName]);

  const logoUrl = status.data ? findResource(status.data.resources, 'LOGO')?.url : undefined;
  const context = useMemo<SiteContextValue | null>(
    () => (status.data && brand.data ? { status: status.data, brand: brand.data, logoUrl } : null),
    [status.data, brand.data, logoUrl],
  );

  if (status.isPending || (brand.isPending && !brand.isError) || (brand.data && !languageReady)) {
    return <PageSpinner brandName={brand.data?.brandName} />;
  }
  if (!status.data || !brand.data || !context) {
    return (
      <NetworkErrorView
        retrying={status.isFetching || brand.isFetching}
        onRetry={() => {
          void status.refetch();
          void brand.refetch();
        }}
      />
    );
  }
  const brandName = brand.data.brandName;
  if (status.data.state === 1) {
    return (
      <MaintenanceView
        brandName={brandName}
        logoUrl={logoUrl}
        message={status.data.maintenanceInfo?.message}
        until={status.data.maintenanceInfo?.until}
        onCustomerService={() => cs.open()}
      />
    );
  }
  if (status.data.state === 2) {
    return (
      <RegionBlockedView
        brandName={brandName}
        logoUrl={logoUrl}
        ip={status.data.ip}
        onCustomerService={() => cs.open()}
      />
    );
  }
  return (
    <SiteContext.Provider value={context}>
      <Outlet />
    </SiteContext.Provider>
  );
}
