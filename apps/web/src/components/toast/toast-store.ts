import { useSyncExternalStore } from 'react';

/** Short confirmations (spec §8 "Success messages": copy success, password changed…). */
export type ToastTone = 'success' | 'info' | 'error';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

export const TOAST_MS = 2600;
const MAX_TOASTS = 3;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  set(toasts.filter((t) => t.id !== id));
}

export function showToast(message: string, tone: ToastTone = 'success', durationMs = TOAST_MS): number {
  const id = nextId++;
  set([...toasts, { id, message, tone }].slice(-MAX_TOASTS));
  setTimeout(() => dismissToast(id), durationMs);
  return id;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const get = () => toasts;

export const useToasts = () => useSyncExternalStore(subscribe, get, get);
