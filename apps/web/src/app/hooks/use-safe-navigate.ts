import { useCallback } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router';

/** Spec §2: "A failed navigation is silently ignored." */
export function useSafeNavigate() {
  const navigate = useNavigate();
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      try {
        const result = navigate(to, options);
        if (result && typeof (result as Promise<void>).catch === 'function')
          (result as Promise<void>).catch(() => {});
      } catch {
        /* ignored on purpose */
      }
    },
    [navigate],
  );
}
