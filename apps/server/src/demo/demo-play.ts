import { randomUUID } from 'node:crypto';
import type { SessionService } from '../modules/identity/index.ts';
import type { SeamlessService } from '../modules/seamless/index.ts';
import { DEMO_AGENT_PLAY } from './demo-data.ts';

/**
 * A few rounds played by the agents' demo teams through the wallet, exactly as the in-house vendor
 * would play them (bet, then win or rollback), so the agent centre's reports have data at first
 * start. Each call has a fixed transaction id: a second start replays them and moves nothing.
 * Only main.ts runs it: the tests' demo members keep their balances and winner board.
 */
export async function seedDemoAgentPlay(deps: {
  seamless: Pick<SeamlessService, 'issueSession' | 'bet' | 'win' | 'rollback'>;
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
    const call = (kind: string, amount: string) => ({
      request_uuid: randomUUID(),
      transaction_uuid: `${round}-${kind}`,
      reference_transaction_uuid: `${round}-bet`,
      round,
      game_code: gameCode,
      user: member.id,
      token,
      amount,
      currency: 'THB',
    });
    await deps.seamless.bet('HOUSE', { ...call('bet', stake), reference_transaction_uuid: undefined });
    if (rolledBack) await deps.seamless.rollback('HOUSE', call('rollback', stake));
    else if (win !== null) await deps.seamless.win('HOUSE', call('win', win));
  }
}
