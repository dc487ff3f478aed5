export { GameLaunchModal } from './game-launch-modal.tsx';
export { Modal, ModalStatusIcon } from './modal.tsx';
export { ModalFrame } from './modal-frame.tsx';
export { ModalHost } from './modal-host.tsx';
export {
  closeAllModals,
  closeModal,
  showGameLaunch,
  showModal,
  type GameLaunchOptions,
  type ModalButton,
  type ModalHandle,
  type ModalIcon,
  type ModalOptions,
} from './modal-store.ts';
export { sanitizeHtml } from './sanitize-html.ts';
export { useModal } from './use-modal.ts';
