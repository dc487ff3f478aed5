import { describe, expect, it } from 'vitest';
import { AGENT_SCREENS, agentMenu, agentScreenPath, isAgentScreen, screenFlag } from './menu.ts';

describe('agent menu', () => {
  it('shows each contract entry only with its merchant flag (spec §6)', () => {
    const ids = (flags: Parameters<typeof agentMenu>[0]) => agentMenu(flags).map((entry) => entry.id);
    const none = ids({});
    expect(none).not.toContain('agentDividendRecordCopy2');
    expect(none).not.toContain('agentRealtimeSalary');
    expect(none).toContain('registerCenter');
    expect(none).toContain('deposit');
    const some = ids({ SALARY: true, REALTIME_SALARY: true });
    expect(some).toContain('agentDailyWages2');
    expect(some).toContain('agentRealtimeSalary');
    expect(some).not.toContain('agentHourSalary');
    expect(ids({ CONTRACT: true, SALARY: true, HOUR_SALARY: true, REALTIME_SALARY: true })).toHaveLength(17);
  });

  it('gives every screen of the spec an address of its own', () => {
    expect(AGENT_SCREENS).toHaveLength(12);
    expect(agentScreenPath('downlineManagmentView')).toBe('/agentHome/downlineManagmentView');
    expect(isAgentScreen('palStatementsAgentCopy')).toBe(true);
    expect(isAgentScreen('deposit')).toBe(false);
    expect(isAgentScreen(undefined)).toBe(false);
    expect(screenFlag('agentHourSalary')).toBe('HOUR_SALARY');
    expect(screenFlag('agentTeamOverview')).toBeUndefined();
  });
});
