import type { TSecurityOverview } from '@platform/contracts';
import type { MemberRecord, NewIpVerificationService } from '../identity/index.ts';
import type { MembersRepository } from './members.repository.ts';

const HISTORY_SIZE = 20;

/**
 * What the member's security centre shows (bound phone and e-mail, trusted IPs, login trail) and
 * forgetting a trusted IP, which identity's new-IP verification owns.
 */
export function createSecurityCentreService(deps: {
  repository: MembersRepository;
  newIpVerification: Pick<NewIpVerificationService, 'forgetTrustedIp'>;
}) {
  const { repository } = deps;
  return {
    async overview(member: MemberRecord): Promise<TSecurityOverview> {
      const [ips, history] = await Promise.all([
        repository.trustedIps(member.id),
        repository.loginHistory(member.id, HISTORY_SIZE),
      ]);
      return {
        totpEnabled: member.totpEnabled,
        mobileNum: member.mobileNum,
        countryDialingCode: member.countryDialingCode,
        email: member.email,
        payeeName: member.payeeName,
        trustedIps: ips.map((i) => ({
          ip: i.ip,
          firstAt: i.firstAt.toISOString(),
          lastAt: i.lastAt.toISOString(),
        })),
        loginHistory: history.map((h) => ({ ...h, at: h.at.toISOString() })),
      };
    },

    /** The next login from that IP asks for the new-IP verification again. */
    forgetTrustedIp: (memberId: string, ip: string) => deps.newIpVerification.forgetTrustedIp(memberId, ip),
  };
}

export type SecurityCentreService = ReturnType<typeof createSecurityCentreService>;
