import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_ERROR_CODES } from '../../../lib/api-client.ts';
import {
  heldInGames,
  recallableVendors,
  recallInTurn,
  recallOne,
  recallOutcomeUnknown,
  recallProgress,
  recallReducer,
  recallRow,
  type RecallDeps,
  type RecallEvent,
  type RecallState,
} from './recall.ts';

type Answer = { status: 'PENDING' | 'SUCCESS' | 'FAILED'; amount: string };
class NoAnswer extends Error {}
class Refused extends Error {}

/** A fake server: each vendor's answers in turn, the calls it saw, and the page's state. */
function harness(script: Record<string, (Answer | Error)[]>, statusScript: Record<string, Answer[]> = {}) {
  let state: RecallState = {};
  const calls: string[] = [];
  const events: RecallEvent[] = [];
  let ids = 0;
  const byId = new Map<string, string>();
  const deps: RecallDeps = {
    send: async (transferId, vendorCode) => {
      calls.push(`POST ${vendorCode} ${transferId}`);
      byId.set(transferId, vendorCode);
      const next = script[vendorCode]!.shift()!;
      if (next instanceof Error) throw next;
      return next;
    },
    status: async (transferId) => {
      const vendor = byId.get(transferId)!;
      calls.push(`GET ${vendor} ${transferId}`);
      return statusScript[vendor]!.shift()!;
    },
    row: (code) => recallRow(state, code),
    dispatch: (event) => {
      events.push(event);
      state = recallReducer(state, event);
    },
    newId: () => `id-${++ids}`,
    outcomeUnknown: (error) => error instanceof NoAnswer,
    describe: (error) => (error as Error).message,
    sleep: async () => undefined,
    polls: 2,
  };
  return { deps, calls, events, state: () => state };
}

describe('recall all', () => {
  it('recalls the vendors one after another; a failure stays on its row and the others go on', async () => {
    const h = harness({
      ARENA: [{ status: 'SUCCESS', amount: '250.00' }],
      SABA: [new Refused('The provider is closed')],
      CMD: [{ status: 'SUCCESS', amount: '10.00' }],
    });
    await recallInTurn(['ARENA', 'SABA', 'CMD'], h.deps);
    expect(h.calls).toEqual(['POST ARENA id-1', 'POST SABA id-2', 'POST CMD id-3']);
    expect(h.state()).toEqual({
      ARENA: { status: 'done', transferId: null, amount: '250.00' },
      SABA: { status: 'failed', transferId: null, error: 'The provider is closed' },
      CMD: { status: 'done', transferId: null, amount: '10.00' },
    });
    // All are queued first, then each starts only when the one before has its outcome.
    expect(h.events.map((e) => `${e.type}${'vendorCode' in e ? ` ${e.vendorCode}` : ''}`)).toEqual([
      'queue',
      'start ARENA',
      'answer ARENA',
      'start SABA',
      'error SABA',
      'start CMD',
      'answer CMD',
    ]);
  });

  it('shows progress as rows get their outcome', () => {
    let state: RecallState = recallReducer({}, { type: 'queue', vendorCodes: ['A', 'B'] });
    expect(recallProgress(state, ['A', 'B'])).toEqual({ settled: 0, total: 2 });
    state = recallReducer(state, { type: 'start', vendorCode: 'A', transferId: 'x' });
    state = recallReducer(state, {
      type: 'answer',
      vendorCode: 'A',
      transfer: { status: 'SUCCESS', amount: '1.00' },
    });
    expect(recallProgress(state, ['A', 'B'])).toEqual({ settled: 1, total: 2 });
  });
});

describe('one recall', () => {
  it('keeps the transfer id after no answer, and the retry repeats it', async () => {
    const h = harness({ ARENA: [new NoAnswer('Network error'), { status: 'SUCCESS', amount: '250.00' }] });
    await recallOne('ARENA', h.deps);
    expect(h.state().ARENA).toEqual({ status: 'failed', transferId: 'id-1', error: 'Network error' });
    await recallOne('ARENA', h.deps);
    expect(h.calls).toEqual(['POST ARENA id-1', 'POST ARENA id-1']);
    expect(h.state().ARENA).toEqual({ status: 'done', transferId: null, amount: '250.00' });
  });

  it('asks again about a PENDING recall, and keeps its id while the vendor has not said', async () => {
    const h = harness(
      {
        ARENA: [
          { status: 'PENDING', amount: '5.00' },
          { status: 'SUCCESS', amount: '5.00' },
        ],
      },
      {
        ARENA: [
          { status: 'PENDING', amount: '5.00' },
          { status: 'PENDING', amount: '5.00' },
        ],
      },
    );
    await recallOne('ARENA', h.deps);
    expect(h.calls).toEqual(['POST ARENA id-1', 'GET ARENA id-1', 'GET ARENA id-1']);
    expect(h.state().ARENA).toEqual({ status: 'pending', transferId: 'id-1' });
    await recallOne('ARENA', h.deps);
    expect(h.calls.at(-1)).toBe('POST ARENA id-1');
    expect(h.state().ARENA?.status).toBe('done');
  });

  it('starts a new transfer after the vendor refused the last one', async () => {
    const h = harness({
      ARENA: [
        { status: 'FAILED', amount: '5.00' },
        { status: 'SUCCESS', amount: '5.00' },
      ],
    });
    await recallOne('ARENA', h.deps);
    expect(h.state().ARENA).toEqual({ status: 'failed', transferId: null, error: '' });
    await recallOne('ARENA', h.deps);
    expect(h.calls).toEqual(['POST ARENA id-1', 'POST ARENA id-2']);
  });

  it('forgets the id after a definite refusal of the request (a 4xx)', async () => {
    const h = harness({ ARENA: [new Refused('Insufficient funds')] });
    await recallOne('ARENA', h.deps);
    expect(h.state().ARENA).toEqual({ status: 'failed', transferId: null, error: 'Insufficient funds' });
  });
});

describe('whether a failed recall may have happened', () => {
  it('is known only when the server refused the request', () => {
    expect(recallOutcomeUnknown(new ApiError('INSUFFICIENT_FUNDS', 'Not enough', 409))).toBe(false);
    expect(recallOutcomeUnknown(new ApiError('NOT_FOUND', 'No such vendor', 404))).toBe(false);
    expect(recallOutcomeUnknown(new ApiError(CLIENT_ERROR_CODES.network, '', 0))).toBe(true);
    expect(recallOutcomeUnknown(new ApiError('INTERNAL', 'Oops', 500))).toBe(true);
    expect(recallOutcomeUnknown(new ApiError('BAD_GATEWAY', '', 502))).toBe(true);
    expect(recallOutcomeUnknown(new Error('thrown by the page'))).toBe(true);
  });
});

describe('what recall all goes through', () => {
  const wallets = [
    { vendorCode: 'ARENA', balance: '250.00' },
    { vendorCode: 'SABA', balance: '0.00' },
    { vendorCode: 'CMD', balance: '0.00' },
  ];

  it('takes wallets with money, and those whose last recall has no outcome yet', () => {
    expect(recallableVendors(wallets, {})).toEqual(['ARENA']);
    const state: RecallState = { CMD: { status: 'pending', transferId: 'id-9' } };
    expect(recallableVendors(wallets, state)).toEqual(['ARENA', 'CMD']);
  });

  it('leaves out a row already on its way', () => {
    const state: RecallState = { ARENA: { status: 'recalling', transferId: 'id-1' } };
    expect(recallableVendors(wallets, state)).toEqual([]);
  });
});

describe('money held in game wallets', () => {
  it('is the total less the main wallet, exactly', () => {
    expect(heldInGames({ balance: '1000.10', total: '1250.30', currency: 'THB' })).toBe('250.20');
    expect(heldInGames({ balance: '0.30', total: '0.30', currency: 'USD' })).toBe('0.00');
    expect(heldInGames({ balance: '1', total: '2', currency: 'XXX' })).toBeNull();
  });
});
