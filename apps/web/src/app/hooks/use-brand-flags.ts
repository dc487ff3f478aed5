import { useWhitelabelFlags } from '../../features/system/api/system-api.ts';

const SHELL_FLAGS = [
  'VIP',
  'REFERRAL',
  'POINT_MALL',
  'APP_DOWNLOAD',
  'CONTRACT',
  'SALARY',
  'HOUR_SALARY',
  'REALTIME_SALARY',
] as const;

/** White-label flags the shell itself reads. */
export const useBrandFlags = () => useWhitelabelFlags(SHELL_FLAGS);
