import { DISPLAY_LANGUAGES, type LanguageCode } from '@platform/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageName } from '../../components/language-tabs.tsx';
import { ProseFrame, type PreviewTheme } from '../../components/prose-frame.tsx';
import { Card, ErrorNote, ui } from '../../components/ui.tsx';
import { useContentPreview } from './api/content-api.ts';
import { KIND_FIELDS, type ContentDraft } from './content-form.ts';
import styles from './content.module.css';

/** The value after it has stopped changing for `delayMs`: the preview is asked for once typing pauses. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const bcp47 = (code: LanguageCode) => DISPLAY_LANGUAGES.find((l) => l.code === code)?.bcp47 ?? 'en';

function Segmented<K extends string>(props: {
  label: string;
  value: K;
  options: { key: K; label: string }[];
  onChange: (key: K) => void;
}) {
  return (
    <div role="group" aria-label={props.label} className={styles.segmented}>
      {props.options.map((o) => (
        <button
          key={o.key}
          type="button"
          aria-pressed={o.key === props.value}
          onClick={() => props.onChange(o.key)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

/**
 * What players will see, per language and per theme: the body as the server's sanitiser leaves it
 * (the same call as on save) in a frame styled like the player site; banners at desktop and phone
 * aspect, notices as the marquee's line.
 */
export function ContentPreview(props: { draft: ContentDraft; language: LanguageCode }) {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<PreviewTheme>('dark');
  const [chosen, setChosen] = useState<LanguageCode | null>(null);
  const languages = props.draft.translations.map((tr) => tr.language);
  const language = chosen && languages.includes(chosen) ? chosen : props.language;
  const text = props.draft.translations.find((tr) => tr.language === language);
  const fields = KIND_FIELDS[props.draft.kind];
  const html = useSettled(fields.body ? (text?.bodyHtml ?? '') : '', 400);
  const preview = useContentPreview(html);
  const sanitised = html === '' ? '' : (preview.data?.html ?? '');
  const title = text?.title.trim() ?? '';
  const dark = theme === 'dark';
  const frameTitle = t('content.previewFrame', {
    language: languageName(language),
    theme: t(`content.themes.${theme}`),
  });

  return (
    <Card title={t('content.preview')}>
      <div className={styles.preview}>
        <div className={styles.previewBar}>
          <Segmented
            label={t('content.previewLanguage')}
            value={language}
            options={languages.map((l) => ({ key: l, label: l }))}
            onChange={setChosen}
          />
          <Segmented
            label={t('content.previewTheme')}
            value={theme}
            options={(['dark', 'light'] as const).map((k) => ({ key: k, label: t(`content.themes.${k}`) }))}
            onChange={setTheme}
          />
          {preview.isFetching ? <span className={ui.muted}>{t('common.loading')}</span> : null}
        </div>
        <ErrorNote error={preview.error} />
        {props.draft.kind === 'BANNER' ? (
          <div
            className={styles.bannerFrames}
            style={{ background: dark ? '#080b22' : '#f4f5fb', padding: 10, borderRadius: 12 }}
          >
            <figure className={styles.bannerDesktop} style={{ margin: 0 }}>
              {text?.imageUrl ? (
                <img src={text.imageUrl} alt={title} />
              ) : (
                <div className={styles.missing}>{t('content.noImage')}</div>
              )}
              <figcaption>{t('content.desktop')}</figcaption>
            </figure>
            <figure className={styles.bannerPhone} style={{ margin: 0 }}>
              {text?.mobileImageUrl || text?.imageUrl ? (
                <img src={text.mobileImageUrl ?? text.imageUrl ?? ''} alt={title} />
              ) : (
                <div className={styles.missing}>{t('content.noImage')}</div>
              )}
              <figcaption>{t('content.phone')}</figcaption>
            </figure>
          </div>
        ) : props.draft.kind === 'NOTICE' ? (
          <div
            className={styles.notice}
            lang={bcp47(language)}
            style={{
              background: dark ? '#10153a' : '#ffffff',
              color: dark ? '#eef0ff' : '#1b1f3b',
              border: '1px solid var(--border)',
            }}
          >
            {title || t('content.noText')}
          </div>
        ) : (
          <>
            {props.draft.kind === 'POPUP' && text?.imageUrl ? (
              <img src={text.imageUrl} alt={title} style={{ width: '100%', borderRadius: 12 }} />
            ) : null}
            <ProseFrame
              title={frameTitle}
              theme={theme}
              lang={bcp47(language)}
              height={360}
              html={`${title ? `<h2>${escapeHtml(title)}</h2>` : ''}${sanitised || `<p class="empty">${escapeHtml(t('content.noText'))}</p>`}`}
            />
          </>
        )}
        <p className={ui.muted} style={{ margin: 0, fontSize: 12 }}>
          {fields.body ? t('content.previewNote') : t('content.previewNoteImage')}
        </p>
      </div>
    </Card>
  );
}
