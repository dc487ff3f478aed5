import { randomUUID } from 'node:crypto';
import { isCurrencyCode, parseMoney } from '@platform/money';
import type { Database } from '../../../platform/db/database.ts';
import type { BonusGrants } from '../grant-request.ts';
import type { OffersService } from '../offers.service.ts';

/** What the demo needs of the wallet and identity (reached through their index by main.ts). */
export interface DemoPlayDeps {
  seamless: {
    issueSession(session: {
      vendorCode: string;
      memberId: string;
      merchantCode: string;
      gameCode: string;
    }): Promise<string>;
    bet(vendor: string, request: Record<string, unknown>): Promise<{ status: string }>;
    win(vendor: string, request: Record<string, unknown>): Promise<{ status: string }>;
  };
  sessions: {
    findMemberByUsername(merchantCode: string, username: string): Promise<{ id: string } | null | undefined>;
  };
}

const DAY_MS = 86_400_000;
const SLOT = 'house-dragon-fortune';

/**
 * Per merchant: two members with an active welcome bonus part-way through its wagering (slots count
 * in full, live casino at 10 %, one game excluded, a maximum bet with one bet above it flagged), and
 * a weekend gift waiting in their reward centre. Fixed references and round ids: a second start
 * grants and plays nothing again.
 */
const DEMO_BONUSES: readonly {
  merchantCode: string;
  currency: string;
  username: string;
  amount: string;
  maxBet: string;
  gift: string;
  /** Stakes of the slot rounds played under the bonus (one above the max bet). */
  stakes: readonly string[];
}[] = [
  {
    merchantCode: 'ROYAL',
    currency: 'THB',
    username: 'demo19',
    amount: '100.00',
    maxBet: '50.00',
    gift: '20.00',
    stakes: ['20.00', '30.00', '80.00', '25.00'],
  },
  {
    merchantCode: 'ROYAL',
    currency: 'THB',
    username: 'demo20',
    amount: '200.00',
    maxBet: '100.00',
    gift: '50.00',
    stakes: ['50.00', '50.00', '150.00', '100.00', '40.00'],
  },
  {
    merchantCode: 'LOTUS',
    currency: 'VND',
    username: 'demo04',
    amount: '100000',
    maxBet: '50000',
    gift: '20000',
    stakes: ['20000', '30000', '80000', '25000'],
  },
  {
    merchantCode: 'LOTUS',
    currency: 'VND',
    username: 'demo05',
    amount: '200000',
    maxBet: '100000',
    gift: '50000',
    stakes: ['50000', '50000', '150000', '100000', '40000'],
  },
];

const minor = (amount: string, currency: string) =>
  isCurrencyCode(currency) ? parseMoney(amount, currency).amountMinor : BigInt(amount);

export async function seedDemoBonuses(
  deps: DemoPlayDeps & { db: Database; grants: BonusGrants; offers: Pick<OffersService, 'offer'>; now: Date },
) {
  for (const d of DEMO_BONUSES) {
    const member = await deps.sessions.findMemberByUsername(d.merchantCode, d.username);
    if (!member) continue;
    const amountMinor = minor(d.amount, d.currency);
    const granted = await deps.db.transaction((tx) =>
      deps.grants.grant(tx, {
        merchantCode: d.merchantCode,
        memberId: member.id,
        currency: d.currency,
        source: 'PROMOTION',
        sourceRef: `demo:welcome:${d.username}`,
        amountMinor,
        wagering: {
          requirementMinor: amountMinor * 10n,
          categoryWeightsBps: { RNG: 10_000, FISH: 10_000, LIVE: 1_000, BOARD: 1_000 },
          excludedGameCodes: ['house-neon-nights'],
          maxBetMinor: minor(d.maxBet, d.currency),
        },
        expiresAt: new Date(deps.now.getTime() + 14 * DAY_MS),
        titleKey: 'bonuses.names.welcome',
      }),
    );
    await deps.db.transaction((tx) =>
      deps.offers.offer(tx, {
        merchantCode: d.merchantCode,
        memberId: member.id,
        currency: d.currency,
        source: 'PROMOTION',
        sourceRef: `demo:weekend-gift:${d.username}`,
        amountMinor: minor(d.gift, d.currency),
        wagering: null,
        expiresAt: null,
        titleKey: 'bonuses.names.weekendGift',
        claimBy: new Date(deps.now.getTime() + 7 * DAY_MS),
      }),
    );
    if (granted.alreadyGranted) continue;
    const token = await deps.seamless.issueSession({
      vendorCode: 'HOUSE',
      memberId: member.id,
      merchantCode: d.merchantCode,
      gameCode: SLOT,
    });
    for (const [index, stake] of d.stakes.entries()) {
      const round = `demo-bonus-${d.merchantCode}-${d.username}-${index + 1}`;
      const call = (kind: string, amount: string) => ({
        request_uuid: randomUUID(),
        transaction_uuid: `${round}-${kind}`,
        reference_transaction_uuid: kind === 'bet' ? undefined : `${round}-bet`,
        round,
        game_code: SLOT,
        user: member.id,
        token,
        amount,
        currency: d.currency,
      });
      const bet = await deps.seamless.bet('HOUSE', call('bet', stake));
      if (bet.status !== 'RS_OK') break;
      await deps.seamless.win('HOUSE', call('win', index % 2 === 0 ? '0' : stake));
    }
  }
}
