import { expect as baseExpect, type FrameLocator } from '@playwright/test';

const expect = baseExpect.configure({ timeout: 15_000 });

/** The round a spin played, as the house slot shows it under the reels. */
export interface SlotRound {
  roundId: string;
  /** The round's total win, "0" for none (the game's own figure, e.g. "12.50"). */
  totalWin: string;
}

/**
 * Spins the house slot in `game` (its iframe, already showing `slot-game`) `times` times, each to its
 * result, as a player does: Spin is pressed only once the game offers it, and a spin the game says
 * was not played fails with the reason it shows. Returns the last round; the game offers Spin again
 * when this returns, so the caller may read the balance, spin again or close the game.
 */
export async function spinHouseSlot(game: FrameLocator, times = 1): Promise<SlotRound> {
  const result = game.getByTestId('spin-result');
  const button = game.getByRole('button', { name: 'Spin', exact: true });
  let last = (await result.getAttribute('data-round-id').catch(() => null)) ?? '';
  for (let i = 0; i < times; i++) {
    await expect(button).toBeEnabled();
    await button.click();
    // Either a new round, or the reason the game gives for not playing it (shown until the next spin).
    let outcome = 'spinning';
    await expect
      .poll(
        async () => {
          const refusal = await result.getAttribute('data-spin-error');
          const round = (await result.getAttribute('data-round-id')) ?? '';
          outcome = refusal
            ? `not played (${refusal}): ${await result.textContent()}`
            : round !== '' && round !== last
              ? 'played'
              : 'spinning';
          return outcome;
        },
        { message: `spin ${i + 1} of ${times} comes to an end`, timeout: 20_000 },
      )
      .not.toBe('spinning');
    expect(outcome, `spin ${i + 1} of ${times}`).toBe('played');
    last = (await result.getAttribute('data-round-id')) ?? '';
  }
  // The reels stop before the next spin is taken (or the game is closed).
  await expect(button).toBeEnabled();
  return { roundId: last, totalWin: (await result.getAttribute('data-total-win')) ?? '0' };
}
