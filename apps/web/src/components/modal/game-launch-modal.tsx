import {
  useCallback,
  useRef,
  useState,
  type HTMLAttributes,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon/icon.tsx';
import { clampOffset, type Box, type Offset } from './drag-bounds.ts';
import { ModalFrame } from './modal-frame.tsx';
import styles from './modal.module.css';

export interface GameLaunchModalProps {
  open: boolean;
  title: string;
  url: string;
  onDismiss: () => void;
}

/**
 * The game window (spec §2): hosts the vendor's game in an iframe, ignores outside clicks and is
 * dragged by its title bar with pointer events, always kept inside the viewport.
 */
export function GameLaunchModal({ open, title, url, onDismiss }: GameLaunchModalProps) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const [dragging, setDragging] = useState(false);
  const drag = useRef<{ pointerId: number; startX: number; startY: number; base: Offset; box: Box } | null>(
    null,
  );

  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLDivElement>) => {
      if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
      const content = event.currentTarget.closest('[role="dialog"]');
      if (!content) return;
      const rect = content.getBoundingClientRect();
      drag.current = {
        pointerId: event.pointerId,
        startX: event.clientX,
        startY: event.clientY,
        base: offset,
        box: { left: rect.left, top: rect.top, width: rect.width, height: rect.height },
      };
      event.currentTarget.setPointerCapture(event.pointerId);
      setDragging(true);
      event.preventDefault();
    },
    [offset],
  );

  const onPointerMove = useCallback((event: ReactPointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    const desired = {
      x: state.base.x + event.clientX - state.startX,
      y: state.base.y + event.clientY - state.startY,
    };
    setOffset(clampOffset(state.box, state.base, desired, window.innerWidth, window.innerHeight));
  }, []);

  const endDrag = useCallback((event: ReactPointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
  }, []);

  return (
    <ModalFrame
      open={open}
      onClose={onDismiss}
      title={title}
      size="game"
      closeOnOutsideClick={false}
      className={dragging ? styles.dragging : undefined}
      style={{ ['--dx' as string]: `${offset.x}px`, ['--dy' as string]: `${offset.y}px` }}
      bodyClassName={styles.gameBody}
      icon={<Icon name="play" size={18} className={styles.gameIcon} />}
      titleBarProps={
        {
          className: styles.dragHandle,
          title: t('modal.dragHint'),
          onPointerDown,
          onPointerMove,
          onPointerUp: endDrag,
          onPointerCancel: endDrag,
          'data-testid': 'game-modal-drag-handle',
        } as HTMLAttributes<HTMLDivElement>
      }
    >
      <iframe
        className={styles.gameFrame}
        src={url}
        title={t('modal.gameFrame', { title })}
        allow="autoplay; fullscreen; clipboard-write"
        allowFullScreen
        referrerPolicy="no-referrer"
      />
    </ModalFrame>
  );
}
