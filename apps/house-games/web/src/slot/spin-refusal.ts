import { isMessageKey, type MessageKey, type Params } from '../i18n/catalog.ts';
import { ApiError } from '../lib/api.ts';

/**
 * Why a spin came back without a round. The page shows it where the round's result would be, until
 * the next spin: a toast that fades after a few seconds left the player (and the E2E spec) looking
 * at "Good luck!" beside the previous round, with nothing saying the spin had not been played.
 */
export interface SpinRefusal {
  /** The house API's error code (NETWORK when no answer arrived). */
  code: string;
  /**
   * `refused`: the house answered that this spin was not played (it refused before any stake, or
   * refunded it). `unknown`: no answer that can be trusted, so the spin may have been played.
   */
  outcome: 'refused' | 'unknown';
  /** The balance the refusal answered with (e.g. NOT_ENOUGH_MONEY), if any. */
  balance: string | null;
  /**
   * Read the session again (balance, seeds, nonce): after an unknown outcome the money may have
   * moved, and SPIN_IN_PROGRESS means another spin of this session is still being settled.
   */
  reread: boolean;
}

/**
 * No answer, or an answer without a house error code: the request may have reached the house and
 * the spin may have been played, so nothing may be assumed about the money.
 */
const OUTCOME_UNKNOWN = new Set(['NETWORK', 'INTERNAL']);

export function spinRefusal(error: unknown): SpinRefusal {
  if (!(error instanceof ApiError))
    return { code: 'INTERNAL', outcome: 'unknown', balance: null, reread: true };
  const unknown = OUTCOME_UNKNOWN.has(error.code);
  const balance = error.value?.['balance'];
  return {
    code: error.code,
    outcome: unknown ? 'unknown' : 'refused',
    balance: !unknown && typeof balance === 'string' ? balance : null,
    reread: unknown || error.code === 'SPIN_IN_PROGRESS',
  };
}

/** The catalog key of a refusal's reason; a code the page does not know reads as the generic one. */
export function reasonKey(code: string): MessageKey {
  const key = `error.${code}`;
  return isMessageKey(key) ? key : 'error.INTERNAL';
}

/** The sentence shown in place of the round's result. */
export function describeRefusal(
  refusal: SpinRefusal,
  t: (key: MessageKey, params?: Params) => string,
): string {
  return t(refusal.outcome === 'refused' ? 'slot.notPlayed' : 'slot.unconfirmed', {
    reason: t(reasonKey(refusal.code)),
  });
}

/**
 * One spin at a time per page. React state cannot guard this: two clicks in one frame both run
 * with the render's `busy` still false, and the second request's SPIN_IN_PROGRESS answer used to
 * re-enable the button and restore the old balance while the first spin was still being settled.
 */
export function createSpinGate() {
  let inFlight = false;
  return {
    /** True when the caller may spin (and now holds the gate); false while a spin is in flight. */
    enter(): boolean {
      if (inFlight) return false;
      inFlight = true;
      return true;
    },
    leave() {
      inFlight = false;
    },
    get inFlight() {
      return inFlight;
    },
  };
}
