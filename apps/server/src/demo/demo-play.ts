import { randomUUID } from 'node:crypto';
import type { SessionService } from '../modules/identity/index.ts';
import type { SeamlessService } from '../modules/seamless/index.ts';
import { DEMO_AGENT_PLAY, DEMO_CONTRACT_PLAY } from './demo-data.ts';

/** A vendor call of a demo round with a fixed id per round and kind, so that a replay moves nothing. */
const demoCall =
  (round: string, gameCode: string, user: string, token: string) => (kind: string, amount: string) => ({
    request_uuid: randomUUID(),
    transaction_uuid: `${round}-${kind}`,
    reference_transaction_uuid: `${round}-bet`,
    round,
    game_code: gameCode,
    user,
    token,
    amount,
    currency: 'THB',
  });

/**
 * A few rounds played by the agents' demo teams through the wallet, exactly as the in-house vendor
 * would play them (bet, then win or rollback), so the agent centre's reports have data at first
 * start. Each call has a fixed transaction id: a second start replays them and moves nothing.
 * Only main.ts runs it: the tests' demo members keep their balances and winner board.
 */
export async function seedDemoAgentPlay(deps: {
  seamless: Pick<SeamlessService, 'issueSession' | 'bet' | 'win' | 'rollback' | 'backdateDemoRound'>;
  sessions: Pick<SessionService, 'findMemberByUsername'>;
}) {
  for (const [index, [username, gameCode, stake, win, rolledBack]] of DEMO_AGENT_PLAY.entries()) {
    const member = await deps.sessions.findMemberByUsername('ROYAL', username);
    if (!member) continue;
    const token = await deps.seamless.issueSession({
      vendorCode: 'HOUSE',
      memberId: member.id,
      merchantCode: 'ROYAL',
      gameCode,
    });
    const round = `demo-agent-play-${index + 1}`;
    const call = demoCall(round, gameCode, member.id, token);
    await deps.seamless.bet('HOUSE', { ...call('bet', stake), reference_transaction_uuid: undefined });
    if (rolledBack) await deps.seamless.rollback('HOUSE', call('rollback', stake));
    else if (win !== null) await deps.seamless.win('HOUSE', call('win', win));
  }
}

/**
 * Days of play for the contracts' demo statements: agent02's members play a few rounds on each of
 * the last three days (moved back to those days once played), which the demo's settlement runs then
 * pay up the chain agent02 → agent01 → the merchant. Fixed ids: a second start moves nothing.
 */
export async function seedDemoContractPlay(deps: {
  seamless: Pick<SeamlessService, 'issueSession' | 'bet' | 'win' | 'backdateDemoRound'>;
  sessions: Pick<SessionService, 'findMemberByUsername'>;
  now: Date;
}) {
  const DAY_MS = 86_400_000;
  for (const [index, [username, gameCode, stake, win]] of DEMO_CONTRACT_PLAY.entries()) {
    const member = await deps.sessions.findMemberByUsername('ROYAL', username);
    if (!member) continue;
    const token = await deps.seamless.issueSession({
      vendorCode: 'HOUSE',
      memberId: member.id,
      merchantCode: 'ROYAL',
      gameCode,
    });
    const daysAgo = (index % 3) + 1;
    const round = `demo-contract-play-${index + 1}`;
    const call = demoCall(round, gameCode, member.id, token);
    const bet = await deps.seamless.bet('HOUSE', {
      ...call('bet', stake),
      reference_transaction_uuid: undefined,
    });
    if (bet.status !== 'RS_OK') continue;
    await deps.seamless.win('HOUSE', call('win', win));
    // Midday of that day, give or take the merchant's zone: each day gets its rounds.
    await deps.seamless.backdateDemoRound(
      member.id,
      round,
      new Date(deps.now.getTime() - daysAgo * DAY_MS - 3_600_000 + (index % 7) * 60_000),
    );
  }
}
