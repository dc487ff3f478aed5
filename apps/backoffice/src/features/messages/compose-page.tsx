import {
  CONTENT_LIMITS,
  MESSAGE_TARGET_KINDS,
  type LanguageCode,
  type MessageTargetKind,
} from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageTabs } from '../../components/language-tabs.tsx';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { TabPanel } from '../../components/tabs.tsx';
import { toast } from '../../components/toast.tsx';
import { Card, ConfirmDialog, ErrorNote, PageHeader, ui } from '../../components/ui.tsx';
import { messageKeys, messagesApi } from './api/messages-api.ts';
import {
  composeOf,
  knownRecipientCount,
  messageProblems,
  newMessageDraft,
  type MessageDraft,
  type MessageTextDraft,
} from './message-form.ts';
import { targetText } from './target-label.tsx';
import styles from './messages.module.css';

/**
 * The message composer: a target (one member, a list of accounts, a VIP level, an agent's team,
 * everyone), a title and rich-text body per language, and a confirmation naming who receives it.
 */
export function ComposePage(props: {
  merchantCode: string;
  brandName: string;
  languages: readonly LanguageCode[];
  defaultLanguage: LanguageCode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [draft, setDraft] = useState<MessageDraft>(() => newMessageDraft(props.defaultLanguage));
  const [tab, setTab] = useState<LanguageCode>(props.defaultLanguage);
  const [problems, setProblems] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const languages = draft.translations.map((tr) => tr.language);
  const current = draft.translations.find((tr) => tr.language === tab) ?? draft.translations[0]!;
  const has = (key: string) => problems.includes(key);

  const setText = (change: Partial<MessageTextDraft>) =>
    setDraft((d) => ({
      ...d,
      translations: d.translations.map((tr) =>
        tr.language === current.language ? { ...tr, ...change } : tr,
      ),
    }));

  const send = useMutation({
    mutationFn: () => messagesApi.send(props.merchantCode, composeOf(draft)),
    onSuccess: (result) => {
      void client.invalidateQueries({ queryKey: messageKeys.all(props.merchantCode) });
      toast(t('messages.sentToast', { count: result.recipients }));
      void navigate('/messages');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = messageProblems(composeOf(draft));
    setProblems(found);
    const firstLanguage = languages.find((l) => found.some((f) => f.startsWith(`${l}.`)));
    if (firstLanguage && !found.some((f) => f.startsWith(`${tab}.`))) setTab(firstLanguage);
    if (found.length === 0) setConfirming(true);
  };

  const count = knownRecipientCount(draft);
  const target = targetText(t, draft.targetKind, composeOf(draft).target.value ?? '');
  const withProblems = new Set(languages.filter((l) => problems.some((p) => p.startsWith(`${l}.`))));
  const valueLabel = draft.targetKind === 'ALL' ? null : t(`messages.targetValues.${draft.targetKind}`);

  return (
    <div className={`${ui.page} ${styles.page}`}>
      <PageHeader
        title={t('messages.composeTitle')}
        subtitle={t('messages.composeSubtitle', { merchant: props.brandName })}
      />
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('messages.composeTitle')}>
        <Card title={t('messages.recipientsTitle')}>
          <div className={styles.target}>
            <label className={ui.field}>
              <span>{t('messages.target')}</span>
              <select
                className={ui.select}
                value={draft.targetKind}
                onChange={(e) => setDraft((d) => ({ ...d, targetKind: e.target.value as MessageTargetKind }))}
              >
                {MESSAGE_TARGET_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`messages.targets.${k}`)}
                  </option>
                ))}
              </select>
            </label>
            {valueLabel ? (
              <div className={ui.field}>
                <label htmlFor="target-value" style={{ fontWeight: 600 }}>
                  {valueLabel}
                </label>
                {draft.targetKind === 'LIST' ? (
                  <textarea
                    id="target-value"
                    className={`${ui.textarea} ${has('target') ? ui.invalid : ''}`}
                    value={draft.targetValue}
                    aria-invalid={has('target')}
                    aria-describedby={has('target') ? 'target-error' : 'target-hint'}
                    placeholder="demo01, demo02"
                    onChange={(e) => setDraft((d) => ({ ...d, targetValue: e.target.value }))}
                  />
                ) : (
                  <input
                    id="target-value"
                    className={`${ui.input} ${has('target') ? ui.invalid : ''}`}
                    value={draft.targetValue}
                    inputMode={draft.targetKind === 'VIP_LEVEL' ? 'numeric' : undefined}
                    maxLength={draft.targetKind === 'VIP_LEVEL' ? 3 : 64}
                    aria-invalid={has('target')}
                    aria-describedby={has('target') ? 'target-error' : 'target-hint'}
                    onChange={(e) => setDraft((d) => ({ ...d, targetValue: e.target.value }))}
                  />
                )}
                <small id="target-hint" className={ui.muted}>
                  {t(`messages.targetHints.${draft.targetKind}`, { max: CONTENT_LIMITS.messageListAccounts })}
                </small>
                {has('target') ? (
                  <span id="target-error" className={ui.fieldError}>
                    {t(`messages.problems.${draft.targetKind}`, { max: CONTENT_LIMITS.messageListAccounts })}
                  </span>
                ) : null}
              </div>
            ) : (
              <p className={ui.notice} style={{ margin: 0 }}>
                {t('messages.targetHints.ALL', { merchant: props.brandName })}
              </p>
            )}
          </div>
        </Card>
        <Card title={t('messages.texts')}>
          <LanguageTabs
            id="message-languages"
            label={t('messages.languagesLabel')}
            languages={languages}
            available={props.languages}
            value={current.language}
            onChange={setTab}
            withProblems={withProblems}
            onAdd={(language) => {
              setDraft((d) => ({
                ...d,
                translations: [...d.translations, { language, title: '', bodyHtml: '' }],
              }));
              setTab(language);
            }}
            onRemove={(language) => {
              const rest = draft.translations.filter((tr) => tr.language !== language);
              setDraft((d) => ({ ...d, translations: rest }));
              setTab(rest[0]!.language);
            }}
          />
          <TabPanel id="message-languages" value={current.language}>
            <div className={styles.texts}>
              <label className={ui.field}>
                <span>{t('messages.titleField')}</span>
                <input
                  className={`${ui.input} ${has(`${current.language}.title`) ? ui.invalid : ''}`}
                  value={current.title}
                  maxLength={CONTENT_LIMITS.messageTitleChars}
                  aria-invalid={has(`${current.language}.title`)}
                  aria-describedby={has(`${current.language}.title`) ? 'title-error' : undefined}
                  onChange={(e) => setText({ title: e.target.value })}
                />
                {has(`${current.language}.title`) ? (
                  <span id="title-error" className={ui.fieldError}>
                    {t('messages.problems.title')}
                  </span>
                ) : null}
              </label>
              <div>
                <RichTextEditor
                  key={current.language}
                  label={t('messages.body')}
                  value={current.bodyHtml}
                  placeholder={t('messages.bodyPlaceholder')}
                  onChange={(bodyHtml) => setText({ bodyHtml })}
                  uploadImage={(file) => messagesApi.uploadImage(props.merchantCode, file)}
                  invalid={has(`${current.language}.bodyHtml`)}
                  describedBy={has(`${current.language}.bodyHtml`) ? 'message-body-error' : undefined}
                />
                {has(`${current.language}.bodyHtml`) ? (
                  <span id="message-body-error" className={ui.fieldError}>
                    {t('messages.problems.bodyHtml')}
                  </span>
                ) : null}
              </div>
            </div>
          </TabPanel>
        </Card>
        <ErrorNote error={send.error} />
        <div className={styles.actions}>
          <Link className={`${ui.button} ${ui.secondary} ${styles.linkButton}`} to="/messages">
            {t('messages.backToList')}
          </Link>
          <button type="submit" className={ui.button} disabled={send.isPending}>
            {send.isPending ? t('messages.sending') : t('messages.send')}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('messages.confirmTitle')}
        text={
          count !== null
            ? t('messages.confirmCount', { count, target, languages: languages.join(', ') })
            : t('messages.confirmTarget', { target, languages: languages.join(', ') })
        }
        confirmLabel={t('messages.send')}
        onConfirm={() => send.mutate()}
        onOpenChange={setConfirming}
      />
    </div>
  );
}
