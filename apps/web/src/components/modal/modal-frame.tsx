import * as Dialog from '@radix-ui/react-dialog';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon/icon.tsx';
import { DialogScrim } from './dialog-scrim.tsx';
import styles from './modal.module.css';

export interface ModalFrameProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name. */
  title: ReactNode;
  /** Visually hide the title bar text (it still names the dialog). */
  hideTitle?: boolean;
  icon?: ReactNode;
  children: ReactNode;
  /** Clicking outside (or Escape) closes; true unless false. */
  closeOnOutsideClick?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'game';
  className?: string;
  bodyClassName?: string;
  style?: CSSProperties;
  /** Props for the title bar (the game window uses them to drag). */
  titleBarProps?: HTMLAttributes<HTMLDivElement>;
  titleBarExtra?: ReactNode;
  /** Decorative band above the title (login / register artwork). */
  banner?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  /** False: no close button, and neither Escape nor an outside click closes (a step that must be done). */
  dismissible?: boolean;
}

/** The one dialog shell of the site: Radix Dialog (focus trap, Escape, aria) with the site's look. */
export function ModalFrame({
  open,
  onClose,
  title,
  hideTitle = false,
  icon,
  children,
  closeOnOutsideClick = true,
  size = 'md',
  className,
  bodyClassName,
  style,
  titleBarProps,
  titleBarExtra,
  banner,
  role = 'dialog',
  dismissible = true,
}: ModalFrameProps) {
  const { t } = useTranslation();
  const preventUnlessAllowed = (event: Event) => {
    if (!closeOnOutsideClick || !dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <DialogScrim className={styles.overlay} open={open} />
        <Dialog.Content
          role={role}
          aria-describedby={undefined}
          className={[styles.content, styles[size], className].filter(Boolean).join(' ')}
          style={style}
          onPointerDownOutside={preventUnlessAllowed}
          onInteractOutside={preventUnlessAllowed}
          onEscapeKeyDown={dismissible ? undefined : (event) => event.preventDefault()}
        >
          {banner}
          <div
            {...titleBarProps}
            className={[styles.titleBar, titleBarProps?.className].filter(Boolean).join(' ')}
          >
            {icon}
            <Dialog.Title className={hideTitle ? 'visually-hidden' : styles.title}>{title}</Dialog.Title>
            {titleBarExtra}
            {dismissible ? (
              <Dialog.Close className={styles.close} aria-label={t('common.close')}>
                <Icon name="close" size={18} />
              </Dialog.Close>
            ) : null}
          </div>
          <div className={[styles.body, bodyClassName].filter(Boolean).join(' ')}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
