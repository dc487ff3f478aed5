import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote, Skeleton, ui } from '../../components/ui.tsx';
import { feedbackApi, feedbackKeys } from './api/feedback-api.ts';
import styles from './feedback.module.css';

/** A local object URL of an image the member attached (it needs the operator's token, so no <img src>). */
function useFeedbackImageUrl(merchantCode: string, id: string, index: number) {
  const query = useQuery({
    queryKey: feedbackKeys.image(merchantCode, id, index),
    queryFn: () => feedbackApi.image(merchantCode, id, index),
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const objectUrl = URL.createObjectURL(query.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [query.data]);
  return { url, error: query.error };
}

function Thumbnail(props: {
  merchantCode: string;
  id: string;
  index: number;
  count: number;
  account: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const { url, error } = useFeedbackImageUrl(props.merchantCode, props.id, props.index);
  const label = t('support.feedback.imageAlt', {
    index: props.index + 1,
    count: props.count,
    account: props.account,
  });
  if (error)
    return (
      <span
        className={`${styles.thumb} ${styles.thumbError}`}
        title={error.message}
        role="img"
        aria-label={label}
      >
        !
      </span>
    );
  return (
    <button
      type="button"
      className={styles.thumb}
      aria-label={t('support.feedback.openImage', { label })}
      onClick={props.onOpen}
      disabled={!url}
    >
      {url ? <img src={url} alt={label} /> : <span className={ui.skeleton} aria-hidden="true" />}
    </button>
  );
}

function LargeImage(props: { merchantCode: string; id: string; index: number; alt: string }) {
  const { t } = useTranslation();
  const { url, error } = useFeedbackImageUrl(props.merchantCode, props.id, props.index);
  if (error) return <ErrorNote error={error} />;
  if (!url) return <Skeleton rows={5} />;
  return (
    <figure className={styles.large}>
      <img src={url} alt={props.alt} />
      <a className={ui.openLink} href={url} target="_blank" rel="noreferrer">
        {t('support.feedback.openInTab')}
      </a>
    </figure>
  );
}

/**
 * The images a member attached to a feedback, as thumbnails; one opens large in a dialog where the
 * operator can step through the others.
 */
export function FeedbackImages(props: {
  merchantCode: string;
  id: string;
  count: number;
  account: string;
  /** Images may hold a member's documents: only operators who handle support may open them. */
  canView: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (props.count === 0) return null;
  if (!props.canView)
    return <p className={ui.muted}>{t('support.feedback.imagesHidden', { count: props.count })}</p>;
  const alt = (index: number) =>
    t('support.feedback.imageAlt', { index: index + 1, count: props.count, account: props.account });
  return (
    <>
      <div className={styles.thumbs}>
        {Array.from({ length: props.count }, (_, index) => (
          <Thumbnail
            key={index}
            merchantCode={props.merchantCode}
            id={props.id}
            count={props.count}
            account={props.account}
            index={index}
            onOpen={() => setOpen(index)}
          />
        ))}
      </div>
      {open !== null ? (
        <Dialog.Root open onOpenChange={(next) => (next ? undefined : setOpen(null))}>
          <Dialog.Portal>
            <Dialog.Overlay className={`${ui.overlay} ${ui.raised}`} />
            <Dialog.Content className={`${ui.dialog} ${ui.raised} ${styles.viewer}`}>
              <Dialog.Title>{alt(open)}</Dialog.Title>
              <Dialog.Description className="visually-hidden">
                {t('support.feedback.viewerText')}
              </Dialog.Description>
              <LargeImage merchantCode={props.merchantCode} id={props.id} index={open} alt={alt(open)} />
              <div className={ui.row} style={{ justifyContent: 'flex-end', marginTop: 12 }}>
                {props.count > 1 ? (
                  <>
                    <button
                      type="button"
                      className={`${ui.button} ${ui.secondary}`}
                      disabled={open === 0}
                      onClick={() => setOpen(open - 1)}
                    >
                      {t('support.feedback.previousImage')}
                    </button>
                    <button
                      type="button"
                      className={`${ui.button} ${ui.secondary}`}
                      disabled={open === props.count - 1}
                      onClick={() => setOpen(open + 1)}
                    >
                      {t('support.feedback.nextImage')}
                    </button>
                  </>
                ) : null}
                <Dialog.Close type="button" className={ui.button}>
                  {t('support.common.close')}
                </Dialog.Close>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      ) : null}
    </>
  );
}
