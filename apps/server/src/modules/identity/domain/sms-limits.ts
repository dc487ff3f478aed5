/** SMS-pumping defence: one request a second per client, and hourly caps per number and per IP. */
export const SMS_LIMITS = {
  clientIntervalMs: 1_000,
  windowMs: 60 * 60_000,
  perNumberPerHour: 5,
  perIpPerHour: 20,
} as const;

export function smsBudgetProblem(sent: { perNumber: number; perIp: number }): 'number' | 'ip' | null {
  if (sent.perNumber >= SMS_LIMITS.perNumberPerHour) return 'number';
  if (sent.perIp >= SMS_LIMITS.perIpPerHour) return 'ip';
  return null;
}
