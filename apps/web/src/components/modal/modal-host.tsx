import { GameLaunchModal } from './game-launch-modal.tsx';
import { Modal } from './modal.tsx';
import { closeModal } from './modal-store.ts';
import { useModalEntries } from './use-modal.ts';

/** Renders every modal opened through `showModal` / `showGameLaunch`. Mount once, inside the providers. */
export function ModalHost() {
  const entries = useModalEntries();
  return (
    <>
      {entries.map((entry) =>
        entry.kind === 'generic' ? (
          <Modal
            key={entry.id}
            open={entry.open}
            {...entry.options}
            onDismiss={(value) => closeModal(entry.id, value)}
          />
        ) : (
          <GameLaunchModal
            key={entry.id}
            open={entry.open}
            title={entry.options.title}
            url={entry.options.url}
            onDismiss={() => closeModal(entry.id)}
          />
        ),
      )}
    </>
  );
}
