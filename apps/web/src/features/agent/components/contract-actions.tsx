import type { TAgentContract } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { contractMove } from '../contracts.ts';
import type { ContractMoves } from '../hooks/use-contract-moves.tsx';
import styles from './contracts.module.css';

/**
 * The buttons a contract offers its viewer: sign or reject an offer (payee), cancel it (payer), ask to
 * end an active contract, agree or refuse when the other side asked, or a line saying who waits.
 * Each button names the contract's other side, so that a list of them stays readable to a screen reader.
 */
export function ContractActions({
  contract,
  moves,
  size = 'sm',
}: {
  contract: TAgentContract;
  moves: ContractMoves;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const move = contractMove(contract);
  const other = contract.role === 'PAYER' ? contract.payee.account : null;
  const named = (label: string) =>
    other ? t('agent.contract.withAccount', { action: label, account: other }) : label;
  const disabled = moves.pending;
  switch (move.kind) {
    case 'answerOffer':
      return (
        <div className={styles.actions}>
          <Button
            variant="ghost"
            size={size}
            onClick={() => moves.reject(contract)}
            disabled={disabled}
            icon={<Icon name="close" size={16} />}
          >
            {t('agent.contract.reject')}
          </Button>
          <Button
            variant="gold"
            size={size}
            onClick={() => void moves.sign(contract)}
            loading={disabled}
            icon={<Icon name="check" size={16} />}
          >
            {t('agent.contract.sign')}
          </Button>
        </div>
      );
    case 'cancelOffer':
      return (
        <div className={styles.actions}>
          <Button
            variant="outline"
            size={size}
            onClick={() => moves.cancel(contract)}
            disabled={disabled}
            aria-label={named(t('agent.contract.cancelOffer'))}
          >
            {t('agent.contract.cancelOffer')}
          </Button>
        </div>
      );
    case 'requestTermination':
      return (
        <div className={styles.actions}>
          <Button
            variant="ghost"
            size={size}
            onClick={() => moves.requestTermination(contract)}
            disabled={disabled}
            icon={<Icon name="logout" size={16} />}
            aria-label={named(t('agent.contract.requestTermination'))}
          >
            {t('agent.contract.requestTermination')}
          </Button>
        </div>
      );
    case 'answerTermination':
      return (
        <div className={styles.actions}>
          <span className={styles.asked}>
            <Icon name="warning" size={16} />
            {other
              ? t('agent.contract.askedByAccount', { account: other })
              : t('agent.contract.askedByPayer', {
                  account: contract.payer?.account ?? t('agent.contract.merchant'),
                })}
          </span>
          <Button
            variant="outline"
            size={size}
            onClick={() => moves.keep(contract)}
            disabled={disabled}
            aria-label={named(t('agent.contract.keep'))}
          >
            {t('agent.contract.keep')}
          </Button>
          <Button
            variant="danger"
            size={size}
            onClick={() => moves.terminate(contract)}
            disabled={disabled}
            aria-label={named(t('agent.contract.terminate'))}
          >
            {t('agent.contract.terminate')}
          </Button>
        </div>
      );
    case 'awaitTermination':
      return (
        <div className={styles.actions}>
          <span className={styles.waiting}>
            <Icon name="clock" size={16} />
            {t('agent.contract.awaitingOther')}
          </span>
        </div>
      );
    default:
      return null;
  }
}
