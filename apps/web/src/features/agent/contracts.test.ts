import type { TAgentContract } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import {
  consolidatedFlags,
  contractKindOf,
  contractMove,
  minorToDecimal,
  pendingRequests,
  settlementPeriod,
} from './contracts.ts';

const contract = (over: Partial<TAgentContract>): TAgentContract => ({
  id: 'c1',
  kind: 'dailySalary',
  status: 'ACTIVE',
  cycle: null,
  tiers: [{ minValidBet: '0', minActiveMembers: 0, minNetLoss: '0', rate: '0.5' }],
  payee: { id: 'p', account: 'agent03', nickname: '' },
  payer: { id: 'q', account: 'agent02', nickname: '' },
  offeredAt: '2026-11-24T00:00:00Z',
  signedAt: null,
  endedAt: null,
  endedReason: null,
  terminationRequestedBy: null,
  role: 'PAYEE',
  ...over,
});

describe('agent contracts', () => {
  it('maps each contract screen to its kind', () => {
    expect(contractKindOf('agentDividendRecordCopy2')).toBe('dividend');
    expect(contractKindOf('agentDailyWages2')).toBe('dailySalary');
    expect(contractKindOf('agentHourSalary')).toBe('hourlySalary');
    expect(contractKindOf('agentRealtimeSalary')).toBe('realtimeSalary');
    expect(contractKindOf('agentTeamOverview')).toBeNull();
  });

  it('badges the screens where an offer or a termination waits (spec §3 consolidated info)', () => {
    const info = {
      divtypereq: 0,
      dailysalreqtype: 1,
      contracthoursalreq: 2,
      realtimesalreqtype: 0,
      enableContract: true,
      enableSalary: false,
      enableHourSalary: true,
      enableRealtimeSalary: false,
    };
    expect(pendingRequests(info)).toEqual({ agentDailyWages2: 'offer', agentHourSalary: 'termination' });
    expect(pendingRequests(undefined)).toEqual({});
    expect(consolidatedFlags(info)).toEqual({
      CONTRACT: true,
      SALARY: false,
      HOUR_SALARY: true,
      REALTIME_SALARY: false,
    });
  });

  it('offers each side the moves of the contract state', () => {
    expect(contractMove(contract({ status: 'OFFERED' })).kind).toBe('answerOffer');
    expect(contractMove(contract({ status: 'OFFERED', role: 'PAYER' })).kind).toBe('cancelOffer');
    expect(contractMove(contract({})).kind).toBe('requestTermination');
    expect(contractMove(contract({ terminationRequestedBy: 'PAYEE' })).kind).toBe('awaitTermination');
    expect(contractMove(contract({ terminationRequestedBy: 'PAYER' })).kind).toBe('answerTermination');
    expect(contractMove(contract({ role: 'PAYER', terminationRequestedBy: 'PAYEE' })).kind).toBe(
      'answerTermination',
    );
    expect(contractMove(contract({ status: 'ENDED' })).kind).toBe('none');
  });

  it("reads a statement's minor units in the currency's scale", () => {
    expect(minorToDecimal('123456', 'THB')).toBe('1234.56');
    expect(minorToDecimal('-5', 'THB')).toBe('-0.05');
    expect(minorToDecimal('50000', 'VND')).toBe('50000');
    expect(minorToDecimal('oops', 'THB')).toBe('oops');
  });

  it("cuts a settlement's period in the merchant's zone", () => {
    const zone = 'Asia/Bangkok';
    expect(
      settlementPeriod({ periodStart: '2026-11-23T17:00:00Z', periodEnd: '2026-11-24T17:00:00Z' }, zone),
    ).toEqual({ from: '2026-11-24', to: '2026-11-24', hours: null });
    expect(
      settlementPeriod({ periodStart: '2026-11-24T06:00:00Z', periodEnd: '2026-11-24T07:00:00Z' }, zone),
    ).toEqual({ from: '2026-11-24', to: '2026-11-24', hours: '13:00–14:00' });
    expect(
      settlementPeriod({ periodStart: '2026-11-15T17:00:00Z', periodEnd: '2026-11-22T17:00:00Z' }, zone),
    ).toEqual({ from: '2026-11-16', to: '2026-11-22', hours: null });
  });
});
