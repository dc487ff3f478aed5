import type { ReactNode } from 'react';
import type { ButtonVariant } from '../button/button.tsx';

export type ModalIcon = 'success' | 'warning' | 'error' | 'info';

export interface ModalButton {
  label: string;
  /** What the modal's result resolves to when this button is used. */
  value?: string;
  variant?: ButtonVariant;
  /** Runs before closing; return `false` to keep the modal open. */
  onClick?: () => boolean | void | Promise<boolean | void>;
}

export interface ModalOptions {
  icon?: ModalIcon;
  title?: string;
  /** Rich text from the server; sanitized with the allow-list before rendering. */
  html?: string;
  /** Content rendered by the app itself. */
  content?: ReactNode;
  /** Defaults to a single OK button. Pass `[]` for none. */
  buttons?: ModalButton[];
  /** Closes by itself after this many milliseconds. */
  autoCloseMs?: number;
  /** Clicking outside (or Escape) closes the modal; true unless set to false. */
  closeOnOutsideClick?: boolean;
  onClose?: (value: string | null) => void;
}

export interface GameLaunchOptions {
  title: string;
  url: string;
  onClose?: () => void;
}

export type ModalEntry =
  | {
      id: number;
      kind: 'generic';
      open: boolean;
      options: ModalOptions;
      resolve: (value: string | null) => void;
    }
  | {
      id: number;
      kind: 'game';
      open: boolean;
      options: GameLaunchOptions;
      resolve: (value: string | null) => void;
    };

export interface ModalHandle {
  id: number;
  close: (value?: string | null) => void;
  /** Resolves with the chosen button's value, or null when dismissed. */
  result: Promise<string | null>;
}

/** Spec §2: the game-launch modal opens after a 100 ms delay. */
export const GAME_MODAL_DELAY_MS = 100;
const EXIT_ANIMATION_MS = 200;

let entries: ModalEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: ModalEntry[]) {
  entries = next;
  for (const listener of listeners) listener();
}

export const modalStore = {
  get: () => entries,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function closeModal(id: number, value: string | null = null): void {
  const entry = entries.find((e) => e.id === id);
  if (!entry || !entry.open) return;
  set(entries.map((e) => (e.id === id ? { ...e, open: false } : e)));
  entry.resolve(value);
  if (entry.kind === 'generic') entry.options.onClose?.(value);
  else entry.options.onClose?.();
  setTimeout(() => set(entries.filter((e) => e.id !== id)), EXIT_ANIMATION_MS);
}

function open(kind: ModalEntry['kind'], options: ModalOptions | GameLaunchOptions, delayMs = 0): ModalHandle {
  const id = nextId++;
  let resolve!: (value: string | null) => void;
  const result = new Promise<string | null>((r) => (resolve = r));
  let cancelled = false;
  const push = () => {
    if (cancelled) return;
    set([...entries, { id, kind, open: true, options, resolve } as ModalEntry]);
  };
  if (delayMs > 0) setTimeout(push, delayMs);
  else push();
  return {
    id,
    result,
    close: (value = null) => {
      if (!entries.some((e) => e.id === id)) {
        cancelled = true;
        resolve(value);
        return;
      }
      closeModal(id, value);
    },
  };
}

/** Opens the generic modal (icon, title, sanitized html, buttons, optional auto-close). */
export function showModal(options: ModalOptions): ModalHandle {
  return open('generic', options);
}

/** Opens the game window: after 100 ms, not closed by outside clicks, draggable, hosting an iframe. */
export function showGameLaunch(options: GameLaunchOptions): ModalHandle {
  return open('game', options, GAME_MODAL_DELAY_MS);
}

export function closeAllModals(): void {
  for (const entry of entries) closeModal(entry.id);
}
