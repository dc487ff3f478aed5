import {
  MISSION_KINDS,
  MONEY_MISSION_KINDS,
  type MissionKind,
  type MissionPeriod,
  type TAdminMission,
  type TAdminMissionInput,
} from '@platform/contracts';

/** The mission editor's form: text as typed, checked before it is sent (the server checks again). */
export interface MissionDraft {
  period: MissionPeriod;
  kind: MissionKind;
  category: string;
  titles: Record<string, string>;
  target: string;
  reward: string;
  wageringMultiple: string;
  points: string;
  sortOrder: string;
  active: boolean;
}

export type DraftField = 'titles' | 'target' | 'reward' | 'wageringMultiple' | 'points' | 'sortOrder';
export type DraftProblem = 'required' | 'amount' | 'count' | 'range';

/** Kinds that may be limited to one game category. */
export const CATEGORY_KINDS: readonly MissionKind[] = ['BET_AMOUNT', 'PLAY_ROUNDS'];

export const emptyMission = (): MissionDraft => ({
  period: 'DAILY',
  kind: MISSION_KINDS[0],
  category: '',
  titles: {},
  target: '',
  reward: '',
  wageringMultiple: '0',
  points: '10',
  sortOrder: '0',
  active: true,
});

export const draftOfMission = (m: TAdminMission): MissionDraft => ({
  period: m.period,
  kind: m.kind,
  category: m.category ?? '',
  titles: { ...m.titles },
  target: m.target,
  reward: m.reward,
  wageringMultiple: String(m.wageringMultiple),
  points: String(m.points),
  sortOrder: String(m.sortOrder),
  active: m.active,
});

const AMOUNT = /^\d{1,15}(\.\d{1,4})?$/;
const WHOLE = /^\d{1,7}$/;

/** What is wrong with the draft, by field (empty when it may be sent). */
export function missionProblems(d: MissionDraft): Partial<Record<DraftField, DraftProblem>> {
  const p: Partial<Record<DraftField, DraftProblem>> = {};
  if (!Object.values(d.titles).some((v) => v.trim())) p.titles = 'required';
  const moneyTarget = MONEY_MISSION_KINDS.includes(d.kind);
  if (!d.target.trim()) p.target = 'required';
  else if (moneyTarget ? !AMOUNT.test(d.target.trim()) : !WHOLE.test(d.target.trim()) || Number(d.target) < 1)
    p.target = moneyTarget ? 'amount' : 'count';
  if (!d.reward.trim()) p.reward = 'required';
  else if (!AMOUNT.test(d.reward.trim()) || /^0+(\.0+)?$/.test(d.reward.trim())) p.reward = 'amount';
  const int = (v: string, max: number) => WHOLE.test(v.trim()) && Number(v) <= max;
  if (!int(d.wageringMultiple, 100)) p.wageringMultiple = 'range';
  if (!int(d.points, 100_000)) p.points = 'range';
  if (!int(d.sortOrder, 10_000)) p.sortOrder = 'range';
  return p;
}

export function missionBody(d: MissionDraft): TAdminMissionInput {
  return {
    period: d.period,
    kind: d.kind,
    category:
      CATEGORY_KINDS.includes(d.kind) && d.category ? (d.category as TAdminMissionInput['category']) : null,
    titles: Object.fromEntries(Object.entries(d.titles).filter(([, v]) => v.trim())),
    target: d.target.trim(),
    reward: d.reward.trim(),
    wageringMultiple: Number(d.wageringMultiple),
    points: Number(d.points),
    sortOrder: Number(d.sortOrder),
    active: d.active,
  };
}
