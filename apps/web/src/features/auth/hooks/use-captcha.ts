import type { TCaptcha } from '@platform/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useThrottle } from '../../../hooks/use-throttle.ts';
import { fetchCaptcha } from '../api/auth-api.ts';
import { THROTTLE_MS } from '../timing.ts';

/**
 * The captcha image (spec §2, §5): loaded when the server asks for it, refreshed by a click at most
 * once a second. A refresh the form itself needs (the last image was spent by a failed attempt) is
 * delayed to the end of that second rather than dropped.
 */
export function useCaptcha(onError: (error: unknown) => void) {
  const [captcha, setCaptcha] = useState<TCaptcha | null>(null);
  const [text, setText] = useState('');
  const throttle = useThrottle(THROTTLE_MS);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const errorRef = useRef(onError);
  useEffect(() => {
    errorRef.current = onError;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(async () => {
    throttle.mark();
    try {
      setCaptcha(await fetchCaptcha());
      setText('');
    } catch (error) {
      errorRef.current(error);
    }
  }, [throttle]);

  /** A click on the image: ignored within a second of the last load. */
  const refresh = useCallback(() => {
    if (throttle.waitMs() > 0) return;
    void run();
  }, [run, throttle]);

  /** The form needs a fresh image: now, or as soon as the throttle allows. */
  const renew = useCallback(() => {
    clearTimeout(timer.current);
    const wait = throttle.waitMs();
    if (wait === 0) void run();
    else timer.current = setTimeout(() => void run(), wait);
  }, [run, throttle]);

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setCaptcha(null);
    setText('');
  }, []);

  return { captcha, text, setText, refresh, renew, reset };
}
