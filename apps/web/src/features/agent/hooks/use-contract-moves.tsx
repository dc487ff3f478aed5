import type { TAgentContract, TContractEndsDownline, TContractRelayRequest } from '@platform/contracts';
import type { AgentContractKind } from '@platform/contracts/client';
import { useTranslation } from 'react-i18next';
import { showModal } from '../../../components/modal/index.ts';
import { showToast } from '../../../components/toast/index.ts';
import { ApiError, describeApiError } from '../../../lib/api-client.ts';
import { useContractAction } from '../api/contract-api.ts';
import styles from '../components/contracts.module.css';

/**
 * What either side does with a contract of a kind (spec §4 "Contracts"): sign or reject an offer,
 * cancel one's own offer, ask to end an active contract, and agree (terminate) or refuse (keep) when
 * the other side asked. A step that cannot be undone asks first; signing a contract that would end
 * contracts below the agent lists them and signs again only once the agent agrees.
 */
export function useContractMoves(kind: AgentContractKind) {
  const { t } = useTranslation();
  const action = useContractAction(kind);
  const kindName = t(`agent.kind.${kind}`);

  /** Sends an action; true when it went through (a failure is a toast). */
  const send = async (body: TContractRelayRequest, done: string): Promise<boolean> => {
    try {
      await action.mutateAsync(body);
      showToast(done);
      return true;
    } catch (error) {
      showToast(
        describeApiError(error, (key) => t(key)),
        'error',
      );
      return false;
    }
  };

  const confirm = (
    title: string,
    text: string,
    label: string,
    run: () => Promise<boolean>,
    variant: 'danger' | 'gold' = 'danger',
  ) =>
    showModal({
      icon: 'warning',
      title,
      content: <p className={styles.confirmText}>{text}</p>,
      buttons: [
        { label: t('common.cancel'), value: 'cancel', variant: 'ghost' },
        { label, value: 'ok', variant, onClick: async () => void (await run()) },
      ],
    });

  const sign = async (contract: TAgentContract) => {
    try {
      await action.mutateAsync({ action: 'SIGN', contractId: contract.id });
      showToast(t('agent.contract.done.signed', { kind: kindName }));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CONTRACT_ENDS_DOWNLINE') {
        const ending = (error.value as TContractEndsDownline | null)?.contracts ?? [];
        showModal({
          icon: 'warning',
          title: t('agent.contract.endsTitle'),
          content: (
            <div className={styles.confirmText} data-testid="contract-ends-downline">
              <p>{t('agent.contract.endsText', { count: ending.length })}</p>
              <ul className={styles.endsList}>
                {ending.map((c) => (
                  <li key={c.id}>
                    <strong>{c.account}</strong>
                    <span>
                      {t(`agent.kind.${c.kind}`)} · {t('agent.downlines.levelShort', { level: c.depth })}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ),
          buttons: [
            { label: t('common.cancel'), value: 'cancel', variant: 'ghost' },
            {
              label: t('agent.contract.signAnyway'),
              value: 'sign',
              variant: 'gold',
              onClick: async () =>
                void (await send(
                  { action: 'SIGN', contractId: contract.id, agreeToEnd: true },
                  t('agent.contract.done.signed', { kind: kindName }),
                )),
            },
          ],
        });
        return;
      }
      showToast(
        describeApiError(error, (key) => t(key)),
        'error',
      );
    }
  };

  return {
    pending: action.isPending,
    sign,
    reject: (contract: TAgentContract) =>
      confirm(
        t('agent.contract.confirm.rejectTitle'),
        t('agent.contract.confirm.rejectText', { kind: kindName }),
        t('agent.contract.reject'),
        () =>
          send(
            { action: 'REJECT', contractId: contract.id },
            t('agent.contract.done.rejected', { kind: kindName }),
          ),
      ),
    cancel: (contract: TAgentContract) =>
      confirm(
        t('agent.contract.confirm.cancelTitle'),
        t('agent.contract.confirm.cancelText', { account: contract.payee.account }),
        t('agent.contract.cancelOffer'),
        () =>
          send(
            { action: 'CANCEL', contractId: contract.id },
            t('agent.contract.done.cancelled', { account: contract.payee.account }),
          ),
      ),
    requestTermination: (contract: TAgentContract) =>
      confirm(
        t('agent.contract.confirm.requestTitle'),
        t(
          contract.role === 'PAYER'
            ? 'agent.contract.confirm.requestTextPayer'
            : 'agent.contract.confirm.requestTextPayee',
          { kind: kindName, account: contract.role === 'PAYER' ? contract.payee.account : '' },
        ),
        t('agent.contract.requestTermination'),
        () =>
          send(
            { action: 'REQUEST_TERMINATION', contractId: contract.id },
            t('agent.contract.done.requested'),
          ),
      ),
    terminate: (contract: TAgentContract) =>
      confirm(
        t('agent.contract.confirm.terminateTitle'),
        t('agent.contract.confirm.terminateText', { kind: kindName }),
        t('agent.contract.terminate'),
        () =>
          send(
            { action: 'TERMINATE', contractId: contract.id },
            t('agent.contract.done.terminated', { kind: kindName }),
          ),
      ),
    keep: (contract: TAgentContract) =>
      void send(
        { action: 'KEEP', contractId: contract.id },
        t('agent.contract.done.kept', { kind: kindName }),
      ),
  };
}

export type ContractMoves = ReturnType<typeof useContractMoves>;
