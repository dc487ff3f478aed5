import type { VerificationMethod } from '@platform/contracts';

export interface MemberFactors {
  totp: boolean;
  sms: boolean;
  email: boolean;
  bankName: boolean;
}

/**
 * The second factors a login from a new IP may use, strongest first. Whoever holds the password
 * picks the method, so only the member's strongest kind is offered: an authenticator alone when
 * there is one; else the one-time codes sent to the phone or mailbox; the payee name (a fact others
 * may know) only when the member has nothing else.
 */
export function newIpMethods(has: MemberFactors): VerificationMethod[] {
  if (has.totp) return ['TOTP'];
  const codes: VerificationMethod[] = [];
  if (has.sms) codes.push('SMS');
  if (has.email) codes.push('EMAIL');
  if (codes.length) return codes;
  return has.bankName ? ['BANK_NAME'] : [];
}
