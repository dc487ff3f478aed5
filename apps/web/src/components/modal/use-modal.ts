import { useSyncExternalStore } from 'react';
import { closeAllModals, closeModal, modalStore, showGameLaunch, showModal } from './modal-store.ts';

/** Imperative modal API for components: `const modal = useModal(); modal.show({ … })`. */
export function useModal() {
  return { show: showModal, showGame: showGameLaunch, close: closeModal, closeAll: closeAllModals };
}

export function useModalEntries() {
  return useSyncExternalStore(modalStore.subscribe, modalStore.get, modalStore.get);
}
