import { isAgentType, MEMBER_TYPE, type AgentAccountType } from '@platform/contracts';

/** How the agent centre names a member type: any of the agent types is an AGENT. */
export const accountTypeOf = (memberType: number): AgentAccountType =>
  isAgentType(memberType) ? 'AGENT' : 'MEMBER';

/** The member type an agent's new account or link sign-up gets: agents create sub-agents. */
export const memberTypeFor = (type: AgentAccountType): number =>
  type === 'AGENT' ? MEMBER_TYPE.SUB_AGENT : MEMBER_TYPE.MEMBER;

/** Letters and digits people do not confuse when they read a code aloud or copy it (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const LINK_CODE_LENGTH = 8;

/**
 * An invitation code from random bytes (one byte per character). The modulo leans very slightly
 * towards the first characters; a code needs to be unguessable in bulk, not uniform.
 */
export function linkCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < LINK_CODE_LENGTH) throw new Error('not enough random bytes for a code');
  let code = '';
  for (let i = 0; i < LINK_CODE_LENGTH; i++) code += CODE_ALPHABET[bytes[i]! % CODE_ALPHABET.length];
  return code;
}

/** Where a link's code opens the register form on the merchant's site. */
export const registerPathOf = (code: string) => `/register?affiliateCode=${encodeURIComponent(code)}`;
