import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_QUERY, useMediaQuery } from '../../hooks/use-media-query.ts';
import { Button } from '../button/button.tsx';
import { Icon } from '../icon/icon.tsx';
import { Spinner } from '../spinner/spinner.tsx';
import { clampOffset, type Box, type Offset } from './drag-bounds.ts';
import { ModalFrame } from './modal-frame.tsx';
import styles from './modal.module.css';

export interface GameLaunchModalProps {
  open: boolean;
  title: string;
  url: string;
  onDismiss: () => void;
}

/** After this long without the frame's load event the window offers a retry. */
export const GAME_SLOW_MS = 15_000;

type FrameState = 'loading' | 'ready' | 'slow' | 'failed';

/**
 * The game window (spec §2): hosts the vendor's game in an iframe after the store's 100 ms delay,
 * ignores outside clicks, is dragged by its title bar (pointer events, kept inside the viewport),
 * maximises to the whole viewport (always so on phones), and covers the frame with a loading state
 * until the game has loaded, or an error state when the game server cannot be reached.
 */
export function GameLaunchModal({ open, title, url, onDismiss }: GameLaunchModalProps) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const [dragging, setDragging] = useState(false);
  const [maximisedByUser, setMaximised] = useState(false);
  // Phones always show the game maximised: the whole screen, no dragging.
  const phone = useMediaQuery(PHONE_QUERY);
  const maximised = maximisedByUser || phone;
  const [frame, setFrame] = useState<FrameState>('loading');
  const [attempt, setAttempt] = useState(0);
  const bodyRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; startX: number; startY: number; base: Offset; box: Box } | null>(
    null,
  );

  // The frame's load event also fires for the browser's own error page, so a no-cors HEAD probe
  // tells an unreachable game server apart (it rejects only on a network failure).
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    fetch(url, {
      method: 'HEAD',
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      signal: controller.signal,
    }).catch(() => {
      if (!controller.signal.aborted) setFrame('failed');
    });
    const slow = setTimeout(() => setFrame((s) => (s === 'loading' ? 'slow' : s)), GAME_SLOW_MS);
    return () => {
      controller.abort();
      clearTimeout(slow);
    };
  }, [open, url, attempt]);

  // Escape closes the window too (the frame turns off Radix's own dismissal, which would also
  // close on outside clicks), unless another dialog opened above it has the focus.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const dialog = bodyRef.current?.closest('[role="dialog"]');
      if (dialog && dialog.contains(document.activeElement)) onDismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onDismiss]);

  const retry = () => {
    setFrame('loading');
    setAttempt((n) => n + 1);
  };

  const toggleMaximised = () => {
    setMaximised((m) => !m);
    setOffset({ x: 0, y: 0 });
  };

  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLDivElement>) => {
      if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
      if (maximised) return;
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
    [offset, maximised],
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

  const classes = [dragging ? styles.dragging : '', maximised ? styles.gameMax : '']
    .filter(Boolean)
    .join(' ');

  return (
    <ModalFrame
      open={open}
      onClose={onDismiss}
      title={title}
      size="game"
      closeOnOutsideClick={false}
      dismissible={false}
      className={classes || undefined}
      style={{ ['--dx' as string]: `${offset.x}px`, ['--dy' as string]: `${offset.y}px` }}
      bodyClassName={styles.gameBody}
      icon={<Icon name="play" size={18} className={styles.gameIcon} />}
      titleBarProps={
        {
          className: styles.dragHandle,
          title: maximised ? undefined : t('modal.dragHint'),
          onPointerDown,
          onPointerMove,
          onPointerUp: endDrag,
          onPointerCancel: endDrag,
          onDoubleClick: (event) => {
            if (!phone && !(event.target as HTMLElement).closest('button')) toggleMaximised();
          },
          'data-testid': 'game-modal-drag-handle',
        } as HTMLAttributes<HTMLDivElement>
      }
      titleBarExtra={
        <div className={styles.gameTools}>
          {phone ? null : (
            <button
              type="button"
              className={`${styles.close} ${styles.gameTool} ${styles.maximise}`}
              aria-label={t('launch.maximise')}
              aria-pressed={maximised}
              title={maximised ? t('launch.restore') : t('launch.maximise')}
              onClick={toggleMaximised}
            >
              <MaximiseGlyph restore={maximised} />
            </button>
          )}
          <button
            type="button"
            className={`${styles.close} ${styles.gameTool}`}
            aria-label={t('launch.closeGame')}
            title={t('launch.closeGame')}
            onClick={onDismiss}
          >
            <Icon name="close" size={18} />
          </button>
        </div>
      }
    >
      <div ref={bodyRef} className={styles.gameStage} data-state={frame}>
        <iframe
          key={attempt}
          className={styles.gameFrame}
          src={url}
          title={t('modal.gameFrame', { title })}
          allow="autoplay; fullscreen; clipboard-write"
          allowFullScreen
          referrerPolicy="no-referrer"
          onLoad={() => setFrame((s) => (s === 'failed' ? s : 'ready'))}
        />
        {frame === 'ready' ? null : (
          <div className={styles.gameCover} data-testid="game-frame-state">
            {frame === 'failed' ? (
              <>
                <span className={`${styles.statusIcon} ${styles.icon_warning}`} aria-hidden="true">
                  <Icon name="warning" size={26} />
                </span>
                <p className={styles.gameCoverTitle} role="alert">
                  {t('launch.unreachable')}
                </p>
                <p className={styles.gameCoverText}>{t('launch.unreachableText')}</p>
                <div className={styles.gameCoverActions}>
                  <Button variant="ghost" onClick={onDismiss}>
                    {t('launch.closeGame')}
                  </Button>
                  <Button icon={<Icon name="refresh" size={18} />} onClick={retry}>
                    {t('common.retry')}
                  </Button>
                </div>
              </>
            ) : (
              <>
                <Spinner size={40} />
                <p className={styles.gameCoverTitle} role="status">
                  {t('launch.loading', { name: title })}
                </p>
                {frame === 'slow' ? (
                  <>
                    <p className={styles.gameCoverText}>{t('launch.slow')}</p>
                    <Button variant="outline" icon={<Icon name="refresh" size={18} />} onClick={retry}>
                      {t('common.retry')}
                    </Button>
                  </>
                ) : null}
              </>
            )}
          </div>
        )}
      </div>
    </ModalFrame>
  );
}

/** Four corners pointing out (maximise) or in (restore); the icon set has no such glyph. */
function MaximiseGlyph({ restore }: { restore: boolean }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path
        d={restore ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'}
      />
    </svg>
  );
}
