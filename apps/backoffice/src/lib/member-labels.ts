import { isAgentType, isTrialType } from '@platform/contracts';

export type MemberKind = 'member' | 'agent' | 'trial';

/** Member types of spec §3 as the console names them: 1, 2, 41, 42 are agents, 4 a trial user. */
export function memberKind(type: number): MemberKind {
  if (isAgentType(type)) return 'agent';
  if (isTrialType(type)) return 'trial';
  return 'member';
}

export type LoginTone = 'ok' | 'warn' | 'bad';

/** The colour of a login-history result: success green, challenges amber, refusals red. */
export function loginResultTone(result: string): LoginTone {
  const value = result.toUpperCase();
  if (/^(OK|SUCCESS|SUCCEEDED)$/.test(value)) return 'ok';
  if (/VERIF|CHALLENGE|PENDING|TOTP|2FA|CHANGE/.test(value)) return 'warn';
  return 'bad';
}
