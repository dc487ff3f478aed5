import { describe, expect, it } from 'vitest';
import { CATALOGS, translate, type Language } from '../i18n/catalog.ts';
import { ApiError } from '../lib/api.ts';
import { createSpinGate, describeRefusal, reasonKey, spinRefusal } from './spin-refusal.ts';

const english = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
  translate('en', key, params);

describe('a spin that comes back without a round', () => {
  it('says it was not played, and why, when the house refused it', () => {
    const refusal = spinRefusal(new ApiError('NOT_ENOUGH_MONEY', 409, { balance: '0.40' }));
    expect(refusal).toEqual({ code: 'NOT_ENOUGH_MONEY', outcome: 'refused', balance: '0.40', reread: false });
    expect(describeRefusal(refusal, english)).toBe('Spin not played. Not enough balance for this bet.');
  });

  it('names the wallet when it did not answer: the stake was refunded, the spin not played', () => {
    const refusal = spinRefusal(new ApiError('WALLET_UNAVAILABLE', 503, null));
    expect(refusal.outcome).toBe('refused');
    expect(refusal.balance).toBeNull();
    expect(describeRefusal(refusal, english)).toBe(
      'Spin not played. The wallet is not answering. Your stake was not taken; please try again.',
    );
  });

  it('reads the session again when another spin of it is still being settled', () => {
    const refusal = spinRefusal(new ApiError('SPIN_IN_PROGRESS', 409, null));
    expect(refusal).toMatchObject({ outcome: 'refused', reread: true });
    expect(describeRefusal(refusal, english)).toBe('Spin not played. A spin is already in progress.');
  });

  it('does not claim to know the outcome when no trustworthy answer came back', () => {
    for (const error of [
      new ApiError('NETWORK', 0, null),
      new ApiError('INTERNAL', 502, null),
      new TypeError('boom'),
    ]) {
      const refusal = spinRefusal(error);
      expect(refusal.outcome).toBe('unknown');
      expect(refusal.reread).toBe(true);
      // A balance in such an answer is not the wallet's word: the page reads the session instead.
      expect(refusal.balance).toBeNull();
    }
    expect(describeRefusal(spinRefusal(new ApiError('NETWORK', 0, null)), english)).toBe(
      'This spin could not be confirmed. Connection lost. Please check your network.',
    );
  });

  it('keeps an unknown code for the page, and reads it as the generic reason', () => {
    const refusal = spinRefusal(new ApiError('SOMETHING_NEW', 409, null));
    expect(refusal.code).toBe('SOMETHING_NEW');
    expect(reasonKey(refusal.code)).toBe('error.INTERNAL');
    expect(describeRefusal(refusal, english)).toBe(
      'Spin not played. Something went wrong. Please try again.',
    );
  });

  it('is translated in every language of the game pages, with its reason in it', () => {
    const refusal = spinRefusal(new ApiError('NOT_ENOUGH_MONEY', 409, null));
    for (const language of Object.keys(CATALOGS) as Language[]) {
      const text = describeRefusal(refusal, (key, params) => translate(language, key, params));
      expect(text, language).toContain(translate(language, 'error.NOT_ENOUGH_MONEY'));
      for (const key of ['slot.notPlayed', 'slot.unconfirmed'] as const) {
        expect(CATALOGS[language][key], `${language} ${key}`).toContain('{reason}');
        if (language !== 'en') expect(CATALOGS[language][key]).not.toBe(CATALOGS.en[key]);
      }
    }
  });
});

describe('one spin at a time', () => {
  it('refuses a second press while a spin is in flight, and opens again once it ends', () => {
    const gate = createSpinGate();
    expect(gate.enter()).toBe(true);
    // The double click: the second press arrives before the page re-rendered with Spin disabled.
    expect(gate.enter()).toBe(false);
    expect(gate.inFlight).toBe(true);
    gate.leave();
    expect(gate.inFlight).toBe(false);
    expect(gate.enter()).toBe(true);
  });
});
