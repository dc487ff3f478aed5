import { describe, expect, it } from 'vitest';
import { turnoverProgress } from './turnover.ts';

describe('wagering progress', () => {
  it('is complete with nothing to wager', () => {
    expect(turnoverProgress('0.00', '0.00', '0.00', 'THB')).toEqual({
      percent: 100,
      complete: true,
      noRequirement: true,
    });
  });

  it('measures what was wagered against what is required', () => {
    expect(turnoverProgress('250.00', '1000.00', '750.00', 'THB')).toEqual({
      percent: 25,
      complete: false,
      noRequirement: false,
    });
    expect(turnoverProgress('0.00', '1000.00', '1000.00', 'THB')).toMatchObject({
      percent: 0,
      complete: false,
    });
    expect(turnoverProgress('1500.00', '1000.00', '0.00', 'THB')).toEqual({
      percent: 100,
      complete: true,
      noRequirement: false,
    });
  });

  it('never shows 100 % while something remains', () => {
    expect(turnoverProgress('999.99', '1000.00', '0.01', 'THB')).toMatchObject({
      percent: 99,
      complete: false,
    });
    expect(turnoverProgress('99999', '100000', '1', 'VND')).toMatchObject({ percent: 99, complete: false });
  });
});
