import {
  AGENT_CONTRACT_KINDS,
  DIVIDEND_CYCLES,
  type TAgentContractKind,
  type TDividendCycle,
} from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { ui } from '../../components/ui.tsx';

/** The contract kind, and the dividend's cycle when the kind is dividend: the fields every contract dialog starts with. */
export function KindCycleFields(props: {
  kind: TAgentContractKind;
  cycle: TDividendCycle;
  onKind: (kind: TAgentContractKind) => void;
  onCycle: (cycle: TDividendCycle) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label className={ui.field}>
        <span>{t('agentContracts.kind')}</span>
        <select
          className={ui.select}
          value={props.kind}
          onChange={(e) => props.onKind(e.target.value as TAgentContractKind)}
        >
          {AGENT_CONTRACT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`agentContracts.kinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      {props.kind === 'dividend' ? (
        <label className={ui.field}>
          <span>{t('agentContracts.cycle')}</span>
          <select
            className={ui.select}
            value={props.cycle}
            onChange={(e) => props.onCycle(e.target.value as TDividendCycle)}
          >
            {DIVIDEND_CYCLES.map((c) => (
              <option key={c} value={c}>
                {t(`agentContracts.cycles.${c}`)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </>
  );
}
