import type { Queryable } from '../../../platform/db/database.ts';
import type { Leg, PostRequest } from '../ledger.service.ts';

/** The demo member's id (tests read the members table directly; no service of another module is needed). */
export async function memberId(db: Queryable, username: string, merchantCode = 'ROYAL'): Promise<string> {
  const r = await db.query<{ id: string }>(
    `SELECT id FROM members WHERE merchant_code = $1 AND username = $2`,
    [merchantCode, username],
  );
  if (!r.rows[0]) throw new Error(`no member ${merchantCode}/${username}`);
  return r.rows[0].id;
}

/** A posting of `amountMinor` from the house to a member's account (negative: from the member). */
export const houseToMember = (
  member: string,
  amountMinor: bigint,
  options: { kind?: string; account?: 'CASH' | 'BONUS' | 'HELD'; reference?: string } = {},
): PostRequest => ({
  merchantCode: 'ROYAL',
  currency: 'THB',
  kind: options.kind ?? 'ADJUSTMENT',
  memberId: member,
  reference: options.reference ?? null,
  details: { reason: 'ledger test' },
  legs: [
    { account: { member, kind: options.account ?? 'CASH' }, amountMinor },
    { account: { system: 'HOUSE' }, amountMinor: -amountMinor },
  ] satisfies Leg[],
});
