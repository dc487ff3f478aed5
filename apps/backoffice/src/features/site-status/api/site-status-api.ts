import type { TMaintenanceUpdate } from '@platform/contracts';
import { api } from '../../../lib/api-client.ts';

const merchantPath = (merchantCode: string) => `/api/bo/merchants/${encodeURIComponent(merchantCode)}`;

/** A merchant's maintenance switch; the page reads it with the merchant's settings (lib/merchant-settings.ts). */
export const siteStatusApi = {
  saveMaintenance: (merchantCode: string, body: TMaintenanceUpdate) =>
    api<unknown>(`${merchantPath(merchantCode)}/maintenance`, { method: 'PUT', body }),
};
