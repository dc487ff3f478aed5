/**
 * Detects N clicks in quick succession (spec §2: three clicks on the language area switch to the
 * hidden language CN). Pure: the caller passes the click time, so tests need no timers.
 */
export interface MultiClickDetector {
  /**
   * Records a click at `now` (ms); true when it completes a run of `count` clicks within `windowMs`,
   * or when the browser itself counts it as the `count`-th click of a run (`browserClickCount`, the
   * event's `detail`). The browser's count comes from the input events' own timing, so a busy page
   * that handles the clicks late still recognises a person's quick triple click.
   */
  click(now: number, browserClickCount?: number): boolean;
  reset(): void;
}

export function createMultiClickDetector(count = 3, windowMs = 800): MultiClickDetector {
  let times: number[] = [];
  return {
    click(now, browserClickCount = 0) {
      times = [...times.filter((t) => now - t <= windowMs), now];
      if (times.length >= count || browserClickCount === count) {
        times = [];
        return true;
      }
      return false;
    },
    reset() {
      times = [];
    },
  };
}
