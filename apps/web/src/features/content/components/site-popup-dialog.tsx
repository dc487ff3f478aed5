import type { TPopup } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button/button.tsx';
import { ModalFrame } from '../../../components/modal/modal-frame.tsx';
import { Prose } from '../../../components/prose/prose.tsx';
import { linkTargetOf } from '../link-target.ts';
import styles from './site-popup-dialog.module.css';

/** The dialog's closing animation runs before the next popup (or nothing) takes its place. */
const EXIT_MS = 180;

/**
 * A public (PU) or after-login (PR) popup (spec §2 "public popup"): its picture, title and HTML,
 * a button to its target when it has one, and a close. Closing or following it dismisses it.
 */
export function SitePopupDialog({ popup, onDismiss }: { popup: TPopup; onDismiss: (popup: TPopup) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const target = linkTargetOf(popup.href, popup.external);

  const close = () => {
    if (!open) return;
    setOpen(false);
    window.setTimeout(() => onDismiss(popup), EXIT_MS);
  };

  const follow = () => {
    if (target.kind === 'route') navigate(target.to);
    else if (target.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
    close();
  };

  return (
    <ModalFrame
      open={open}
      onClose={close}
      title={popup.title}
      hideTitle
      size="md"
      className={styles.dialog}
      banner={
        popup.imageUrl ? (
          <div className={styles.picture}>
            <img src={popup.imageUrl} alt="" width={960} height={540} className={styles.image} />
          </div>
        ) : undefined
      }
    >
      <div className={styles.body} data-testid="site-popup" data-popup-type={popup.type}>
        {/* The dialog is named by its hidden title; this one may wrap onto two lines. */}
        <p className={styles.title} aria-hidden="true">
          {popup.title}
        </p>
        {popup.content ? <Prose html={popup.content} className={styles.text} /> : null}
        <div className={styles.actions}>
          <Button variant="ghost" onClick={close}>
            {t('content.popup.dismiss')}
          </Button>
          {target.kind !== 'none' ? (
            <Button variant="gold" onClick={follow}>
              {t('content.popup.open')}
            </Button>
          ) : null}
        </div>
      </div>
    </ModalFrame>
  );
}
