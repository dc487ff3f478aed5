import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showModal } from '../../../components/modal/modal-store.ts';
import { systemStatusQuery } from '../api/system-api.ts';
import { decryptCustomerServicePath, openSupportWindow } from '../customer-service.ts';

export interface CustomerServiceChannel {
  csType: string;
  url: string;
}

/**
 * The brand's customer-service channels with their paths decrypted ahead of time, so that a click
 * can open the support window synchronously (pop-up blockers require the user's gesture).
 *
 * `watch: false` for a component that only opens the support window (the site gate, the layout): it
 * is not drawn again when the decryption finishes, which redrew the whole site in the middle of a
 * phone's first seconds (issue 16); `open` reads the channels when it is called.
 */
export function useCustomerService({ watch = true }: { watch?: boolean } = {}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const status = useQuery(systemStatusQuery);
  const entries = status.data?.customerService ?? [];
  const key = entries.map((e) => `${e.csType}:${e.path}`).join('|');
  const channels = useQuery({
    queryKey: ['system', 'customerService', key],
    notifyOnChangeProps: watch ? undefined : [],
    enabled: entries.length > 0,
    staleTime: Infinity,
    queryFn: async (): Promise<CustomerServiceChannel[]> => {
      const decrypted = await Promise.all(
        entries.map(async (e) => ({ csType: e.csType, url: await decryptCustomerServicePath(e.path) })),
      );
      return decrypted.filter((c): c is CustomerServiceChannel => !!c.url);
    },
  });
  const list = channels.data ?? [];
  const primary = list[0];

  const open = useCallback(
    (chosen?: CustomerServiceChannel) => {
      const channel =
        chosen ?? client.getQueryData<CustomerServiceChannel[]>(['system', 'customerService', key])?.[0];
      if (!channel) {
        showModal({ icon: 'info', title: t('cs.title'), html: t('cs.unavailable') });
        return;
      }
      if (!openSupportWindow(channel.url)) {
        showModal({ icon: 'warning', title: t('cs.title'), html: t('errors.popupBlocked') });
      }
    },
    [client, key, t],
  );

  return { channels: list, primary, open, ready: !entries.length || channels.isSuccess };
}
