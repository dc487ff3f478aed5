import {
  buildWhitelabelTree,
  isModuleEnabled,
  type AgentContractKind,
  type WhitelabelFlags,
  type WhitelabelLeafId,
} from '@platform/contracts';

/** The white-label flag of each kind (spec §6: enableCt, salary, hourSalary, agentRealtimeSalary). */
export const CONTRACT_FLAG: Record<AgentContractKind, WhitelabelLeafId> = {
  dividend: 'CONTRACT',
  dailySalary: 'SALARY',
  hourlySalary: 'HOUR_SALARY',
  realtimeSalary: 'REALTIME_SALARY',
};

/** Whether the merchant offers contracts of this kind (the flag and its AGENT group on). */
export const contractEnabled = (flags: WhitelabelFlags, kind: AgentContractKind) =>
  isModuleEnabled(buildWhitelabelTree(flags), CONTRACT_FLAG[kind]);
