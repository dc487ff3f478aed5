import { lazy, Suspense, useState } from 'react';
import { useModalEntries } from './use-modal.ts';

/** The dialogs and the dialog library come with the first modal shown, not with the first load (issue 16). */
const ModalHost = lazy(() => import('./modal-host.tsx').then((m) => ({ default: m.ModalHost })));

/** Mount once, inside the providers: renders the modal host from the first `showModal` on. */
export function LazyModalHost() {
  const entries = useModalEntries();
  // Mounted from the first modal on, so that a closing modal can animate out.
  const [used, setUsed] = useState(false);
  if (entries.length > 0 && !used) setUsed(true);
  if (!used && entries.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ModalHost />
    </Suspense>
  );
}
