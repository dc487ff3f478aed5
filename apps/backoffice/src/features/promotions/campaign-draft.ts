import type { TCampaignAdmin, TCampaignWrite } from '@platform/contracts';

/** The editor's text fields (inputs hold text; the body is built on save). */
export interface CampaignDraft {
  kind: TCampaignWrite['kind'];
  category: NonNullable<TCampaignWrite['category']>;
  enabled: boolean;
  sortOrder: string;
  image: string | null;
  startsAt: string;
  endsAt: string;
  signupEndsAt: string;
  newMemberDays: string;
  minDeposits: string;
  maxDeposits: string;
  vipLevels: string;
  /** Member tags, comma separated: members having any of them may take part. */
  memberTags: string;
  perMemberLimit: string;
  budget: string;
  reward: string;
  depositType: 'FIRST' | 'RELOAD';
  percent: string;
  cap: string;
  minDeposit: string;
  wageringMultiple: string;
  weights: string;
  excludedGames: string;
  maxBet: string;
  bonusExpiryDays: string;
  cashbackPercent: string;
  cashbackPeriod: 'DAILY' | 'WEEKLY';
  prizes: string;
  drawAt: string;
  translations: Record<string, { title: string; summary: string; bodyHtml: string }>;
}

/** `2026-06-01T10:00` in the browser's zone ↔ ISO. */
const local = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const iso = (text: string) => (text ? new Date(text).toISOString() : null);
const int = (text: string) => (text.trim() === '' ? null : Number.parseInt(text, 10));

export function emptyCampaign(language: string, now = new Date()): CampaignDraft {
  return {
    kind: 'DEPOSIT',
    category: 'GENERAL',
    enabled: true,
    sortOrder: '0',
    image: null,
    startsAt: local(now.toISOString()),
    endsAt: local(new Date(now.getTime() + 30 * 86_400_000).toISOString()),
    signupEndsAt: '',
    newMemberDays: '',
    minDeposits: '',
    maxDeposits: '',
    vipLevels: '',
    memberTags: '',
    perMemberLimit: '1',
    budget: '',
    reward: '0',
    depositType: 'FIRST',
    percent: '100',
    cap: '0',
    minDeposit: '0',
    wageringMultiple: '0',
    weights: 'RNG=100, FISH=100, LIVE=20',
    excludedGames: '',
    maxBet: '',
    bonusExpiryDays: '30',
    cashbackPercent: '5',
    cashbackPeriod: 'DAILY',
    prizes: '',
    drawAt: '',
    translations: { [language]: { title: '', summary: '', bodyHtml: '' } },
  };
}

export function draftOf(c: TCampaignAdmin): CampaignDraft {
  return {
    kind: c.kind,
    category: c.category,
    enabled: c.enabled,
    sortOrder: String(c.sortOrder),
    image: c.imageUrl,
    startsAt: local(c.startsAt),
    endsAt: local(c.endsAt),
    signupEndsAt: local(c.signupEndsAt),
    newMemberDays: c.newMemberDays?.toString() ?? '',
    minDeposits: c.minDeposits?.toString() ?? '',
    maxDeposits: c.maxDeposits?.toString() ?? '',
    vipLevels: c.vipLevels.join(', '),
    memberTags: c.memberTags.join(', '),
    perMemberLimit: String(c.perMemberLimit),
    budget: c.budget ?? '',
    reward: c.reward,
    depositType: c.depositType ?? 'FIRST',
    percent: String(c.percentBps / 100),
    cap: c.cap,
    minDeposit: c.minDeposit,
    wageringMultiple: String(c.wageringMultiple),
    weights: Object.entries(c.categoryWeightsBps)
      .map(([k, v]) => `${k}=${v / 100}`)
      .join(', '),
    excludedGames: c.excludedGames.join(', '),
    maxBet: c.maxBet ?? '',
    bonusExpiryDays: String(c.bonusExpiryDays),
    cashbackPercent: String(c.cashbackBps / 100),
    cashbackPeriod: c.cashbackPeriod ?? 'DAILY',
    prizes: c.rafflePrizes.map((p) => `${p.amount}×${p.count}`).join(', '),
    drawAt: local(c.drawAt),
    translations: Object.fromEntries(
      c.translations.map((t) => [t.language, { title: t.title, summary: t.summary, bodyHtml: t.bodyHtml }]),
    ),
  };
}

/** Percent text ("12.5") → basis points (1250); no floats kept beyond this one rounding of a typed rate. */
const bps = (text: string) => Math.round(Number.parseFloat(text || '0') * 100);
const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function campaignBody(d: CampaignDraft): TCampaignWrite {
  return {
    kind: d.kind,
    category: d.category,
    enabled: d.enabled,
    sortOrder: int(d.sortOrder) ?? 0,
    image: d.image,
    startsAt: iso(d.startsAt)!,
    endsAt: iso(d.endsAt)!,
    signupEndsAt: iso(d.signupEndsAt),
    newMemberDays: int(d.newMemberDays),
    minDeposits: int(d.minDeposits),
    maxDeposits: int(d.maxDeposits),
    vipLevels: list(d.vipLevels),
    memberTags: list(d.memberTags).map((tag) => tag.toLowerCase()),
    perMemberLimit: int(d.perMemberLimit) ?? 1,
    budget: d.budget.trim() || null,
    reward: d.reward.trim() || '0',
    depositType: d.kind === 'DEPOSIT' ? d.depositType : null,
    percentBps: bps(d.percent),
    cap: d.cap.trim() || '0',
    minDeposit: d.minDeposit.trim() || '0',
    wageringMultiple: int(d.wageringMultiple) ?? 0,
    categoryWeightsBps: Object.fromEntries(
      list(d.weights).map((pair) => {
        const [k, v] = pair.split('=');
        return [(k ?? '').trim().toUpperCase(), bps((v ?? '0').trim())];
      }),
    ),
    excludedGames: list(d.excludedGames),
    maxBet: d.maxBet.trim() || null,
    bonusExpiryDays: int(d.bonusExpiryDays) ?? 30,
    cashbackBps: bps(d.cashbackPercent),
    cashbackPeriod: d.kind === 'CASHBACK' ? d.cashbackPeriod : null,
    rafflePrizes: list(d.prizes).map((p) => {
      const [amount, count] = p.split(/[×x*]/);
      return { amount: (amount ?? '').trim(), count: Number.parseInt((count ?? '1').trim(), 10) || 1 };
    }),
    drawAt: iso(d.drawAt),
    translations: Object.entries(d.translations).map(([language, t]) => ({ language, ...t })),
  };
}

/** Problems the editor shows before sending (the server checks everything again). */
export function campaignProblems(d: CampaignDraft): string[] {
  const out: string[] = [];
  if (!d.startsAt || !d.endsAt || new Date(d.endsAt) <= new Date(d.startsAt)) out.push('schedule');
  if (Object.values(d.translations).some((t) => !t.title.trim())) out.push('title');
  if (d.kind === 'RAFFLE' && (!d.drawAt || !d.prizes.trim())) out.push('raffle');
  return out;
}
