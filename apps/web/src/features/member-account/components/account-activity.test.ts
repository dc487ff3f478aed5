import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { changeDetail } from './account-activity.tsx';

const t = ((key: string) => `<${key}>`) as unknown as TFunction;

describe('changeDetail', () => {
  it("names a payout method's kind in the reader's language", () => {
    expect(changeDetail('PAYOUT_METHOD_ADDED', 'EWALLET TrueMoney ******5678', t)).toBe(
      '<memberAccount.payout.kinds.EWALLET> TrueMoney ******5678',
    );
    expect(changeDetail('PAYOUT_METHOD_REMOVED', 'BANK Bangkok Bank ******3210', t)).toBe(
      '<memberAccount.payout.kinds.BANK> Bangkok Bank ******3210',
    );
  });

  it('leaves other summaries as written and hides the avatar file', () => {
    expect(changeDetail('NICKNAME', 'Lucky Star', t)).toBe('Lucky Star');
    expect(changeDetail('PAYOUT_METHOD_ADDED', 'Legacy summary', t)).toBe('Legacy summary');
    expect(changeDetail('AVATAR', 'preset-03', t)).toBeUndefined();
  });
});
