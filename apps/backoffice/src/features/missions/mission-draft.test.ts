import { describe, expect, it } from 'vitest';
import { emptyMission, missionBody, missionProblems } from './mission-draft.ts';

describe('mission draft', () => {
  it('asks for a title, a target of the kind’s unit and a positive reward', () => {
    expect(missionProblems(emptyMission())).toEqual({
      titles: 'required',
      target: 'required',
      reward: 'required',
    });
    const rounds = {
      ...emptyMission(),
      kind: 'PLAY_ROUNDS' as const,
      titles: { EN: 'x' },
      target: '2.5',
      reward: '0',
    };
    expect(missionProblems(rounds)).toEqual({ target: 'count', reward: 'amount' });
    const bet = { ...rounds, kind: 'BET_AMOUNT' as const, target: '2.5', reward: '1.50', category: 'RNG' };
    expect(missionProblems(bet)).toEqual({});
    expect(missionBody(bet)).toMatchObject({
      category: 'RNG',
      target: '2.5',
      reward: '1.50',
      titles: { EN: 'x' },
    });
    expect(missionBody({ ...bet, kind: 'LOGIN_DAYS', target: '3' }).category).toBeNull();
  });
});
