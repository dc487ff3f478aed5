import { forwardRef } from 'react';
import { usePageScrollLock } from './use-page-scroll-lock.ts';

/**
 * The backdrop of a Radix dialog, put in place of `Dialog.Overlay` inside `Dialog.Portal`: a plain
 * element that holds the page still while it is there (see usePageScrollLock for why not Radix's).
 * Radix turns pointer events off outside a modal dialog; the scrim takes them back, so that a click
 * on it is the outside click that closes the dialog. `open` drives its opening and closing animation;
 * the ref lets Radix's presence wait for the closing one.
 */
export const DialogScrim = forwardRef<HTMLDivElement, { className?: string; open: boolean }>(
  function DialogScrim({ className, open }, ref) {
    usePageScrollLock();
    return (
      <div
        ref={ref}
        className={className}
        data-state={open ? 'open' : 'closed'}
        style={{ pointerEvents: 'auto' }}
        aria-hidden="true"
      />
    );
  },
);
