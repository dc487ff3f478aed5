import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote, Skeleton, ui } from '../../components/ui.tsx';
import { liveModelsApi, useContentArt } from './api/live-models-api.ts';
import { ModelAvatar } from './model-avatar.tsx';
import { portraitArt } from './model-draft.ts';
import styles from './live-models.module.css';

const ACCEPTED = 'image/png,image/jpeg,image/webp';

/**
 * A model's picture: uploaded (PNG, JPEG or WebP into the content images, the server checks the
 * bytes and the 5 MB bound) or one of the built-in artworks; or none.
 */
export function AvatarPicker(props: {
  merchantCode: string;
  name: string;
  value: string | null;
  onChange: (url: string | null) => void;
  canUpload: boolean;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [showArt, setShowArt] = useState(false);
  const art = useContentArt(showArt);
  const send = useMutation({
    mutationFn: (file: File) => liveModelsApi.uploadImage(props.merchantCode, file),
    onSuccess: (uploaded) => props.onChange(uploaded.url),
  });
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) send.mutate(file);
  };
  return (
    <fieldset className={styles.picker}>
      <legend>{t('support.models.avatar')}</legend>
      <div className={styles.pickerRow}>
        <ModelAvatar name={props.name} url={props.value} size="large" />
        <div className={styles.pickerActions}>
          {props.canUpload ? (
            <>
              <input
                id={inputId}
                type="file"
                accept={ACCEPTED}
                className="visually-hidden"
                disabled={send.isPending}
                onChange={pick}
              />
              <label htmlFor={inputId} className={`${ui.button} ${ui.secondary} ${styles.small}`}>
                {send.isPending ? t('support.models.uploading') : t('support.models.upload')}
              </label>
            </>
          ) : null}
          <button
            type="button"
            className={`${ui.button} ${ui.secondary} ${styles.small}`}
            aria-expanded={showArt}
            onClick={() => setShowArt(!showArt)}
          >
            {showArt ? t('support.models.hideArt') : t('support.models.chooseArt')}
          </button>
          {props.value ? (
            <button
              type="button"
              className={`${ui.button} ${ui.ghost} ${styles.small}`}
              onClick={() => props.onChange(null)}
            >
              {t('support.models.removeAvatar')}
            </button>
          ) : null}
        </div>
      </div>
      <small className={styles.hint}>
        {props.canUpload ? t('support.models.uploadHint') : t('support.models.artOnlyHint')}
      </small>
      <ErrorNote error={send.error} />
      {showArt ? (
        art.error ? (
          <ErrorNote error={art.error} />
        ) : !art.data ? (
          <Skeleton rows={2} />
        ) : (
          <ul className={styles.artGrid} aria-label={t('support.models.artList')}>
            {portraitArt(art.data.list).map((item) => (
              <li key={item.url}>
                <button
                  type="button"
                  className={styles.artChoice}
                  aria-pressed={props.value === item.url}
                  aria-label={t('support.models.useArt', { name: item.name })}
                  onClick={() => props.onChange(item.url)}
                >
                  <img src={item.url} alt="" loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </fieldset>
  );
}
