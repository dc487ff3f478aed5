import {
  BANNER_GROUPS,
  CONTENT_AUDIENCES,
  CONTENT_LIMITS,
  CONTENT_STATUSES,
  HELP_CATEGORIES,
  LINK_TARGET_KINDS,
  type ContentKind,
  type LanguageCode,
  type TContentItemAdmin,
} from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageTabs } from '../../components/language-tabs.tsx';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { TabPanel } from '../../components/tabs.tsx';
import { toast } from '../../components/toast.tsx';
import { Card, ErrorNote, PageHeader, Skeleton, ui } from '../../components/ui.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { contentApi, contentKeys, useContentItem } from './api/content-api.ts';
import {
  draftOf,
  emptyTranslation,
  fieldProblems,
  KIND_FIELDS,
  newDraft,
  serverFieldKeys,
  writeOf,
  type ContentDraft,
  type FieldKey,
  type TranslationDraft,
} from './content-form.ts';
import { ContentPreview } from './content-preview.tsx';
import { ImagePicker } from './image-picker.tsx';
import { gmtOffsetLabel, zonedInputToInstant } from './schedule.ts';
import styles from './content.module.css';

/** The message shown under a field the contract or the server refused. */
const problemKey = (field: FieldKey) => {
  const last = field.split('.').pop() ?? field;
  if (field === 'link.value' || field === 'link') return 'content.problems.link';
  return `content.problems.${last}`;
};

/** A labelled field with its problem under it, wired for screen readers. */
function Field(props: {
  id: string;
  label: string;
  problem?: string | undefined;
  hint?: ReactNode;
  children: (a11y: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className={ui.field}>
      <label htmlFor={props.id} style={{ fontWeight: 600 }}>
        {props.label}
      </label>
      {props.children({
        id: props.id,
        'aria-invalid': !!props.problem,
        'aria-describedby': props.problem ? errorId : undefined,
      })}
      {props.hint}
      {props.problem ? (
        <span id={errorId} className={ui.fieldError}>
          {props.problem}
        </span>
      ) : null}
    </div>
  );
}

function EditorForm(props: {
  merchantCode: string;
  timeZone: string;
  languages: readonly LanguageCode[];
  initial: ContentDraft;
  item: TContentItemAdmin | null;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [draft, setDraft] = useState(props.initial);
  const [tab, setTab] = useState<LanguageCode>(props.initial.translations[0]!.language);
  const [problems, setProblems] = useState<FieldKey[]>([]);
  const fields = KIND_FIELDS[draft.kind];
  const kindLabel = t(`content.kinds.${draft.kind}`);
  const languages = draft.translations.map((tr) => tr.language);
  const current = draft.translations.find((tr) => tr.language === tab) ?? draft.translations[0]!;
  const problem = (key: FieldKey) => (problems.includes(key) ? t(problemKey(key)) : undefined);
  const cls = (key: FieldKey, base: string | undefined) =>
    `${base ?? ''} ${problems.includes(key) ? ui.invalid : ''}`;

  const set = (change: Partial<ContentDraft>) => setDraft((d) => ({ ...d, ...change }));
  const setText = (change: Partial<TranslationDraft>) =>
    setDraft((d) => ({
      ...d,
      translations: d.translations.map((tr) =>
        tr.language === current.language ? { ...tr, ...change } : tr,
      ),
    }));

  const save = useMutation({
    mutationFn: () => {
      const body = writeOf(draft, props.timeZone);
      return props.item
        ? contentApi.update(props.merchantCode, props.item.id, body)
        : contentApi.create(props.merchantCode, body);
    },
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: contentKeys.all(props.merchantCode) });
      toast(t('content.savedToast', { kind: kindLabel, title: saved.translations[0]?.title ?? '' }));
      void navigate(`/content?kind=${saved.kind}`);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
        setProblems(serverFieldKeys(error.message, languages));
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldProblems(writeOf(draft, props.timeZone));
    setProblems(found);
    const firstLanguage = languages.find((l) => found.some((f) => f.startsWith(`${l}.`)));
    if (firstLanguage && !found.some((f) => f.startsWith(`${tab}.`))) setTab(firstLanguage);
    if (found.length === 0 && !save.isPending) save.mutate();
  };

  const offset = gmtOffsetLabel(
    props.timeZone,
    Date.parse(zonedInputToInstant(draft.startsAt, props.timeZone) ?? '') || Date.now(),
  );
  const withProblems = new Set(languages.filter((l) => problems.some((p) => p.startsWith(`${l}.`))));
  const readOnly = !props.canWrite;
  const upload = (file: File) => contentApi.uploadImage(props.merchantCode, file);

  return (
    <div className={styles.layout}>
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label={t('content.editorLabel', { kind: kindLabel })}
      >
        <fieldset
          disabled={readOnly}
          style={{ border: 'none', margin: 0, padding: 0, display: 'grid', gap: 16, minWidth: 0 }}
        >
          <Card title={t('content.texts')}>
            <LanguageTabs
              id="content-languages"
              label={t('content.languagesLabel')}
              languages={languages}
              available={props.languages}
              value={current.language}
              onChange={setTab}
              withProblems={withProblems}
              disabled={readOnly}
              onAdd={(language) => {
                set({ translations: [...draft.translations, emptyTranslation(language)] });
                setTab(language);
              }}
              onRemove={(language) => {
                const rest = draft.translations.filter((tr) => tr.language !== language);
                set({ translations: rest });
                setTab(rest[0]!.language);
              }}
            />
            <TabPanel id="content-languages" value={current.language}>
              <div className={styles.languageFields}>
                {draft.kind === 'NOTICE' ? (
                  <Field
                    id={`text-${current.language}`}
                    label={t('content.noticeText')}
                    problem={problem(`${current.language}.title`)}
                  >
                    {(a11y) => (
                      <textarea
                        {...a11y}
                        className={cls(`${current.language}.title`, ui.textarea)}
                        value={current.title}
                        maxLength={CONTENT_LIMITS.titleChars}
                        onChange={(e) => setText({ title: e.target.value })}
                      />
                    )}
                  </Field>
                ) : (
                  <Field
                    id={`title-${current.language}`}
                    label={t('content.titleField')}
                    problem={problem(`${current.language}.title`)}
                  >
                    {(a11y) => (
                      <input
                        {...a11y}
                        className={cls(`${current.language}.title`, ui.input)}
                        value={current.title}
                        maxLength={CONTENT_LIMITS.titleChars}
                        onChange={(e) => setText({ title: e.target.value })}
                      />
                    )}
                  </Field>
                )}
                {fields.body ? (
                  <div>
                    <RichTextEditor
                      key={current.language}
                      label={t('content.body')}
                      value={current.bodyHtml}
                      placeholder={t('content.bodyPlaceholder')}
                      onChange={(bodyHtml) => setText({ bodyHtml })}
                      uploadImage={props.canWrite ? upload : undefined}
                      invalid={problems.includes(`${current.language}.bodyHtml`)}
                      describedBy={
                        problems.includes(`${current.language}.bodyHtml`) ? 'body-error' : undefined
                      }
                    />
                    {problem(`${current.language}.bodyHtml`) ? (
                      <span id="body-error" className={ui.fieldError}>
                        {problem(`${current.language}.bodyHtml`)}
                      </span>
                    ) : null}
                  </div>
                ) : null}
                {fields.image ? (
                  <div className={styles.images}>
                    <ImagePicker
                      label={t('content.image')}
                      language={current.language}
                      value={current.imageUrl}
                      onChange={(imageUrl) => setText({ imageUrl })}
                      upload={upload}
                      disabled={readOnly}
                      error={problem(`${current.language}.imageUrl`)}
                    />
                    {fields.mobileImage ? (
                      <ImagePicker
                        label={t('content.mobileImage')}
                        language={current.language}
                        value={current.mobileImageUrl}
                        onChange={(mobileImageUrl) => setText({ mobileImageUrl })}
                        upload={upload}
                        disabled={readOnly}
                        error={problem(`${current.language}.mobileImageUrl`)}
                      />
                    ) : null}
                  </div>
                ) : null}
              </div>
            </TabPanel>
          </Card>

          <Card title={t('content.settings')}>
            <div className={styles.fields}>
              {draft.kind === 'BANNER' ? (
                <Field id="banner-group" label={t('content.bannerGroup')} problem={problem('bannerGroup')}>
                  {(a11y) => (
                    <select
                      {...a11y}
                      className={cls('bannerGroup', ui.select)}
                      value={draft.bannerGroup}
                      onChange={(e) => set({ bannerGroup: e.target.value as ContentDraft['bannerGroup'] })}
                    >
                      {BANNER_GROUPS.map((g) => (
                        <option key={g} value={g}>
                          {t(`content.groups.${g}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              ) : null}
              {draft.kind === 'HELP' ? (
                <Field id="help-category" label={t('content.helpCategory')} problem={problem('helpCategory')}>
                  {(a11y) => (
                    <select
                      {...a11y}
                      className={cls('helpCategory', ui.select)}
                      value={draft.helpCategory}
                      onChange={(e) => set({ helpCategory: e.target.value as ContentDraft['helpCategory'] })}
                    >
                      {HELP_CATEGORIES.map((c) => (
                        <option key={c} value={c}>
                          {t(`content.categories.${c}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              ) : null}
              {fields.audience ? (
                <Field
                  id="audience"
                  label={draft.kind === 'POPUP' ? t('content.popupFor') : t('content.audience')}
                  problem={problem('audience')}
                >
                  {(a11y) => (
                    <select
                      {...a11y}
                      className={cls('audience', ui.select)}
                      value={draft.audience}
                      onChange={(e) => set({ audience: e.target.value as ContentDraft['audience'] })}
                    >
                      {(draft.kind === 'POPUP'
                        ? (['VISITORS', 'MEMBERS', 'ALL'] as const)
                        : CONTENT_AUDIENCES
                      ).map((a) => (
                        <option key={a} value={a}>
                          {draft.kind === 'POPUP'
                            ? t(`content.popupAudiences.${a}`)
                            : t(`content.audiences.${a}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              ) : null}
              {draft.kind === 'ANNOUNCEMENT' ? (
                <Field
                  id="promotion-type"
                  label={t('content.promotionType')}
                  problem={problem('promotionType')}
                  hint={<small className={styles.scheduleHint}>{t('content.promotionTypeHint')}</small>}
                >
                  {(a11y) => (
                    <input
                      {...a11y}
                      className={cls('promotionType', ui.input)}
                      value={draft.promotionType}
                      maxLength={40}
                      onChange={(e) => set({ promotionType: e.target.value })}
                    />
                  )}
                </Field>
              ) : null}
              {fields.link ? (
                <>
                  <Field id="link-kind" label={t('content.linkKind')}>
                    {(a11y) => (
                      <select
                        {...a11y}
                        className={ui.select}
                        value={draft.linkKind}
                        onChange={(e) => set({ linkKind: e.target.value as ContentDraft['linkKind'] })}
                      >
                        {LINK_TARGET_KINDS.map((k) => (
                          <option key={k} value={k}>
                            {t(`content.linkKinds.${k}`)}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                  {draft.linkKind !== 'NONE' ? (
                    <Field
                      id="link-value"
                      label={t(`content.linkValues.${draft.linkKind}`)}
                      problem={problem('link.value')}
                    >
                      {(a11y) => (
                        <input
                          {...a11y}
                          className={cls('link.value', ui.input)}
                          value={draft.linkValue}
                          maxLength={500}
                          placeholder={t(`content.linkPlaceholders.${draft.linkKind}`)}
                          onChange={(e) => set({ linkValue: e.target.value })}
                        />
                      )}
                    </Field>
                  ) : null}
                </>
              ) : null}
              <Field id="status" label={t('content.status')} problem={problem('status')}>
                {(a11y) => (
                  <select
                    {...a11y}
                    className={ui.select}
                    value={draft.status}
                    onChange={(e) => set({ status: e.target.value as ContentDraft['status'] })}
                  >
                    {CONTENT_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {t(`content.statuses.${s}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id="sort-order" label={t('content.sortOrder')} problem={problem('sortOrder')}>
                {(a11y) => (
                  <input
                    {...a11y}
                    className={cls('sortOrder', ui.input)}
                    inputMode="numeric"
                    value={draft.sortOrder}
                    maxLength={5}
                    onChange={(e) => set({ sortOrder: e.target.value })}
                  />
                )}
              </Field>
              <Field
                id="starts-at"
                label={t('content.startsAt', { offset })}
                problem={problem('startsAt')}
                hint={
                  <small className={styles.scheduleHint}>
                    {t('content.scheduleHint', { zone: props.timeZone })}
                  </small>
                }
              >
                {(a11y) => (
                  <input
                    {...a11y}
                    type="datetime-local"
                    className={cls('startsAt', ui.input)}
                    value={draft.startsAt}
                    onChange={(e) => set({ startsAt: e.target.value })}
                  />
                )}
              </Field>
              <Field id="ends-at" label={t('content.endsAt', { offset })} problem={problem('endsAt')}>
                {(a11y) => (
                  <input
                    {...a11y}
                    type="datetime-local"
                    className={cls('endsAt', ui.input)}
                    value={draft.endsAt}
                    onChange={(e) => set({ endsAt: e.target.value })}
                  />
                )}
              </Field>
            </div>
          </Card>
        </fieldset>
        <ErrorNote error={save.error} />
        {problems.length > 0 && !save.error ? (
          <p role="alert" className={ui.error}>
            {t('content.fixProblems')}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Link
            className={`${ui.button} ${ui.secondary} ${styles.linkButton}`}
            to={`/content?kind=${draft.kind}`}
          >
            {t('content.backToList')}
          </Link>
          {props.canWrite ? (
            <button type="submit" className={ui.button} disabled={save.isPending}>
              {save.isPending ? t('common.saving') : t('content.save', { kind: kindLabel })}
            </button>
          ) : null}
        </div>
      </form>
      <ContentPreview draft={draft} language={current.language} />
    </div>
  );
}

/**
 * The content editor (a new item of a kind, or an existing one): texts per language with the
 * rich-text editor, the kind's own fields, audience, schedule on the merchant's clock, status and
 * order, beside a live preview.
 */
export function ContentEditorPage(props: {
  merchantCode: string;
  brandName: string;
  timeZone: string;
  languages: readonly LanguageCode[];
  defaultLanguage: LanguageCode;
  canWrite: boolean;
  id: string | null;
  kind: ContentKind;
}) {
  const { t } = useTranslation();
  const item = useContentItem(props.merchantCode, props.id);
  const kind = item.data?.kind ?? props.kind;
  const kindLabel = t(`content.kinds.${kind}`);
  const title = props.id
    ? t(props.canWrite ? 'content.editTitle' : 'content.viewTitle', { kind: kindLabel })
    : t('content.newTitle', { kind: kindLabel });
  return (
    <div className={`${ui.page} ${styles.page}`}>
      <PageHeader
        title={title}
        subtitle={t('content.editorSubtitle', {
          merchant: props.brandName,
          zone: props.timeZone,
          offset: gmtOffsetLabel(props.timeZone),
        })}
      />
      {props.id ? (
        item.data ? (
          <EditorForm
            key={`${item.data.id}:${item.data.version}`}
            merchantCode={props.merchantCode}
            timeZone={props.timeZone}
            languages={props.languages}
            initial={draftOf(item.data, props.timeZone)}
            item={item.data}
            canWrite={props.canWrite}
          />
        ) : (
          <Card>
            <ErrorNote error={item.error} />
            {item.error ? null : <Skeleton rows={8} />}
          </Card>
        )
      ) : (
        <EditorForm
          key={`new:${kind}`}
          merchantCode={props.merchantCode}
          timeZone={props.timeZone}
          languages={props.languages}
          initial={newDraft(kind, props.defaultLanguage)}
          item={null}
          canWrite={props.canWrite}
        />
      )}
    </div>
  );
}
