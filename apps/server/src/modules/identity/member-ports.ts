import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../platform/db/database.ts';

/**
 * What identity tells, and asks, the modules composed after it about new members, without
 * depending on them (ADR 0020 "plain callbacks where a dependency would point the wrong way";
 * ADR 0021 for the agent tree). `app.ts` plugs the agents module in.
 */

/** A member row just inserted, inside the transaction that inserted it. */
export interface CreatedMember {
  id: string;
  merchantCode: string;
  username: string;
  type: number;
  parentId: string | null;
}

/**
 * Runs in the transaction that inserts every member (register, free play, social sign-up, an
 * agent's account opening, the demo seed): the agent tree is kept in step with the member rows.
 */
export type MemberCreatedHook = (tx: Queryable, member: CreatedMember) => Promise<void>;

/** An invitation link's code, resolved: who the new member will hang under and as what. */
export interface InvitationResolution {
  agentId: string;
  agentUsername: string;
  /** Spec §3 member type the new account gets (a sub-agent for an agent link). */
  memberType: number;
  linkId: string;
}

/** Agents' invitation links, as registration needs them. */
export interface InvitationPort {
  /**
   * The active link with this code, or 'REFUSED' for a disabled one (or one whose agent can no
   * longer take members), or null when no link has this code (the agents' own codes are tried next).
   */
  resolve(merchantCode: string, code: string): Promise<InvitationResolution | 'REFUSED' | null>;
  /**
   * In the registration's transaction, after the member row: records the sign-up through the link
   * (and a sub-agent's terms). Throws AFFILIATE_INVALID when the link was disabled meanwhile.
   */
  registered(tx: Queryable, member: CreatedMember, resolution: InvitationResolution): Promise<void>;
}

/**
 * The referral programme (referral module): in the registration's transaction, after the member
 * row, records a sign-up through a member's referral code (an unknown code records nothing).
 */
export interface ReferralPort {
  registered(
    tx: Queryable,
    member: CreatedMember,
    code: string,
    client: { ip: string; userAgent: string; deviceId: string | null },
  ): Promise<void>;
}

/**
 * A one-time password for an account someone else sets up (an operator's reset, an agent's new
 * account): 48 random bits plus a letter and a digit, so it passes the usual password rules.
 */
export const temporaryPassword = () => `${randomBytes(6).toString('base64url').replace(/[-_]/g, 'x')}9a`;
