import type { LanguageCode } from '@platform/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../components/rich-text-editor.tsx';
import { ErrorNote, Skeleton, ui } from '../../components/ui.tsx';
import { useContentArt } from './api/content-api.ts';
import styles from './content.module.css';

/** The built-in artworks for a language: the picture-only ones and those with its headline. */
export const artFor = (names: readonly { name: string; url: string }[], language: LanguageCode) =>
  names.filter((a) => {
    const suffix = /-([a-z]{2})$/.exec(a.name)?.[1];
    return !suffix || suffix === language.toLowerCase();
  });

function ArtDialog(props: {
  language: LanguageCode;
  slotLabel: string;
  onPick: (url: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const art = useContentArt();
  const list = art.data ? artFor(art.data.list, props.language) : undefined;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={ui.dialog} style={{ width: 'min(760px, calc(100vw - 24px))' }}>
          <Dialog.Title>{t('content.artTitle', { slot: props.slotLabel })}</Dialog.Title>
          <Dialog.Description>{t('content.artText')}</Dialog.Description>
          <ErrorNote error={art.error} />
          {list ? (
            <div className={styles.artGrid} role="list">
              {list.map((a) => (
                <div role="listitem" key={a.name}>
                  <button
                    type="button"
                    className={styles.artChoice}
                    aria-label={t('content.artChoice', { name: a.name })}
                    onClick={() => props.onPick(a.url)}
                  >
                    <img src={a.url} alt="" loading="lazy" />
                  </button>
                </div>
              ))}
            </div>
          ) : (
            <Skeleton rows={4} />
          )}
          <div className={ui.row} style={{ justifyContent: 'flex-end' }}>
            <Dialog.Close type="button" className={`${ui.button} ${ui.secondary}`}>
              {t('common.cancel')}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * One image of a translation (the banner's, or its phone version): upload a PNG, JPEG or WebP up
 * to 5 MB, or pick one of the built-in artworks; the URL is what is saved.
 */
export function ImagePicker(props: {
  label: string;
  language: LanguageCode;
  value: string | null;
  onChange: (url: string | null) => void;
  upload: (file: File) => Promise<string>;
  disabled?: boolean;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const errorId = useId();
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
      return setProblem(new Error(t('richText.imageType')));
    if (file.size > MAX_IMAGE_BYTES) return setProblem(new Error(t('richText.imageTooLarge')));
    setBusy(true);
    try {
      props.onChange(await props.upload(file));
    } catch (e) {
      setProblem(e);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div
      className={styles.imageSlot}
      role="group"
      aria-label={props.label}
      aria-describedby={props.error ? errorId : undefined}
    >
      <span>{props.label}</span>
      {props.value ? (
        <img className={styles.thumb} src={props.value} alt={t('content.imageOf', { slot: props.label })} />
      ) : (
        <div className={styles.thumb}>{t('content.noImage')}</div>
      )}
      {props.disabled ? null : (
        <div className={ui.row} style={{ gap: 6 }}>
          <input
            ref={input}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            hidden
            aria-label={t('content.uploadFor', { slot: props.label })}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          <button
            type="button"
            className={`${ui.button} ${ui.secondary}`}
            disabled={busy}
            aria-label={t('content.uploadFor', { slot: props.label })}
            onClick={() => input.current?.click()}
          >
            {busy ? t('richText.uploading') : t('content.upload')}
          </button>
          <button
            type="button"
            className={`${ui.button} ${ui.secondary}`}
            aria-label={t('content.artFor', { slot: props.label })}
            onClick={() => setPicking(true)}
          >
            {t('content.pickArt')}
          </button>
          {props.value ? (
            <button
              type="button"
              className={`${ui.button} ${ui.ghost}`}
              aria-label={t('content.removeImage', { slot: props.label })}
              onClick={() => props.onChange(null)}
            >
              {t('content.remove')}
            </button>
          ) : null}
        </div>
      )}
      {props.error ? (
        <span id={errorId} className={ui.fieldError}>
          {props.error}
        </span>
      ) : null}
      <ErrorNote error={problem} />
      {picking ? (
        <ArtDialog
          language={props.language}
          slotLabel={props.label}
          onClose={() => setPicking(false)}
          onPick={(url) => {
            props.onChange(url);
            setPicking(false);
          }}
        />
      ) : null}
    </div>
  );
}
