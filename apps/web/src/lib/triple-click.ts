/**
 * Detects N clicks in quick succession (spec §2: three clicks on the language area switch to the
 * hidden language CN). Pure: the caller passes the click time, so tests need no timers.
 */
export interface MultiClickDetector {
  /** Records a click at `now` (ms); true when it completes a run of `count` clicks within `windowMs`. */
  click(now: number): boolean;
  reset(): void;
}

export function createMultiClickDetector(count = 3, windowMs = 800): MultiClickDetector {
  let times: number[] = [];
  return {
    click(now) {
      times = [...times.filter((t) => now - t <= windowMs), now];
      if (times.length >= count) {
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
