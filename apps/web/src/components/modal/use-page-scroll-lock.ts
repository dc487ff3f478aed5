import { useEffect } from 'react';

/** How many mounted dialogs hold the page still; the lock lifts when the last one goes. */
let holders = 0;
let overflowBefore = '';

/**
 * Holds the page still while the calling component is mounted, by an inline `overflow: hidden` on
 * `<html>`. Radix's overlay does this with react-remove-scroll, which injects a style sheet into the
 * head: every element of the page is restyled, laid out and painted again when a dialog opens, the
 * longest tasks of the home page when its visitors' popup greets a phone (issue 16). One inline
 * property on the root element restyles that element only. A dialog's own body keeps its scrolling.
 */
export function usePageScrollLock() {
  useEffect(() => {
    const root = document.documentElement;
    if (holders === 0) {
      overflowBefore = root.style.overflow;
      root.style.overflow = 'hidden';
    }
    holders += 1;
    return () => {
      holders -= 1;
      if (holders === 0) root.style.overflow = overflowBefore;
    };
  }, []);
}
