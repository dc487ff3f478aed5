export { ToastHost } from './toast-host.tsx';
export { dismissToast, showToast, type ToastTone } from './toast-store.ts';
