import type { ZTransferResult } from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendEncrypted } from '../../../lib/encrypt-payload.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { sendIdempotent } from '../idempotent.ts';

/**
 * Transfers in the agent tree (spec §4 "Wallets": members to their upline, agents to a downline),
 * encrypted and idempotent like every money-moving call.
 */
export type TransferResult = (typeof ZTransferResult)['_zod']['output'];
export type TransferDirection = 'upline' | 'downline';

export interface TransferInput {
  amount: string;
  paymentPassword: string;
  /** The downline member (agents only). */
  toUsername?: string;
}

export const transfer = (direction: TransferDirection, body: TransferInput) =>
  sendIdempotent((key) =>
    sendEncrypted<TransferResult>(
      'POST',
      `/api/wps/cashier/transfer/${direction}`,
      { ...body },
      {
        'Idempotency-Key': key,
      },
    ),
  );

export function useTransfer(direction: TransferDirection) {
  const client = useQueryClient();
  const token = useSessionToken() ?? '';
  return useMutation({
    mutationFn: (body: TransferInput) => transfer(direction, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['cashier', token] }),
  });
}
