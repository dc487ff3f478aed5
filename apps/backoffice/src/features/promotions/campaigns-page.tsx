import * as Dialog from '@radix-ui/react-dialog';
import {
  PROMOTION_CATEGORIES,
  PROMOTION_KINDS,
  type LanguageCode,
  type TCampaignAdmin,
} from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageTabs } from '../../components/language-tabs.tsx';
import { ListPage } from '../../components/list-page.tsx';
import { ProseFrame, type PreviewTheme } from '../../components/prose-frame.tsx';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { toast } from '../../components/toast.tsx';
import { ErrorNote, Switch, ui } from '../../components/ui.tsx';
import { useMoney } from '../../lib/format.ts';
import { promotionKeys, promotionsApi, useCampaigns } from './api/promotions-api.ts';
import {
  campaignBody,
  campaignProblems,
  draftOf,
  emptyCampaign,
  type CampaignDraft,
} from './campaign-draft.ts';
import styles from './promotions.module.css';

type Editing = { mode: 'create' } | { mode: 'edit'; campaign: TCampaignAdmin } | null;

/**
 * The merchant's campaigns (rewards.manage): cost so far against the budget, participants, schedule;
 * the editor with a tab per language (rich text and a preview in either theme), eligibility and the
 * kind's own fields. Every change is audited on the server.
 */
export function CampaignsPage(props: {
  merchantCode: string;
  brandName: string;
  languages: readonly string[];
  defaultLanguage: string;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const client = useQueryClient();
  const query = useCampaigns(props.merchantCode);
  const [editing, setEditing] = useState<Editing>(null);
  const save = useMutation({
    mutationFn: (draft: CampaignDraft) =>
      editing?.mode === 'edit'
        ? promotionsApi.update(props.merchantCode, editing.campaign.id, campaignBody(draft))
        : promotionsApi.create(props.merchantCode, campaignBody(draft)),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: promotionKeys.campaigns(props.merchantCode) });
      toast(t('promotionsAdmin.saved'));
      setEditing(null);
    },
  });
  const titleOf = (c: TCampaignAdmin) =>
    c.translations.find((x) => x.language === props.defaultLanguage)?.title ??
    c.translations[0]?.title ??
    '—';

  return (
    <>
      <ListPage
        title={t('promotionsAdmin.title')}
        subtitle={t('promotionsAdmin.subtitle', { merchant: props.brandName })}
        actions={
          props.canWrite ? (
            <button
              type="button"
              className={ui.button}
              onClick={() => {
                save.reset();
                setEditing({ mode: 'create' });
              }}
            >
              {t('promotionsAdmin.add')}
            </button>
          ) : null
        }
        rows={query.data?.list}
        error={query.error}
        empty={t('promotionsAdmin.empty')}
        skeletonRows={6}
      >
        {(campaigns) => (
          <table className={ui.table} aria-label={t('promotionsAdmin.title')}>
            <thead>
              <tr>
                <th>{t('promotionsAdmin.campaign')}</th>
                <th>{t('promotionsAdmin.kind')}</th>
                <th>{t('promotionsAdmin.schedule')}</th>
                <th>{t('promotionsAdmin.cost')}</th>
                <th>{t('promotionsAdmin.participants')}</th>
                <th>{t('promotionsAdmin.status')}</th>
                <th aria-label={t('promotionsAdmin.actions')} />
              </tr>
            </thead>
            <tbody>
              {campaigns.map((c) => (
                <tr key={c.id}>
                  <td>
                    <div className={styles.campaignCell}>
                      {c.imageUrl ? <img className={styles.thumb} src={c.imageUrl} alt="" /> : null}
                      <span>
                        <span className={styles.name}>{titleOf(c)}</span>
                        <span className={ui.sub}>{c.translations.map((x) => x.language).join(', ')}</span>
                      </span>
                    </div>
                  </td>
                  <td>
                    {t(`promotionsAdmin.kinds.${c.kind}`)}
                    <span className={ui.sub}>{t(`promotionsAdmin.categories.${c.category}`)}</span>
                  </td>
                  <td className={ui.oneLine}>
                    {new Date(c.startsAt).toLocaleDateString()} – {new Date(c.endsAt).toLocaleDateString()}
                  </td>
                  <td>
                    <div className={styles.budget}>
                      <span className={ui.mono}>
                        {money(c.spent, c.currency)}
                        {c.budget ? ` / ${money(c.budget, c.currency)}` : ''} {c.currency}
                      </span>
                      {c.budget ? (
                        <span
                          className={styles.bar}
                          role="meter"
                          aria-label={t('promotionsAdmin.costOfBudget')}
                          aria-valuemin={0}
                          aria-valuemax={100}
                          aria-valuenow={Math.round((c.spentBps ?? 0) / 100)}
                        >
                          <span style={{ width: `${Math.min(100, (c.spentBps ?? 0) / 100)}%` }} />
                        </span>
                      ) : (
                        <span className={ui.sub}>{t('promotionsAdmin.noBudget')}</span>
                      )}
                    </div>
                  </td>
                  <td>{c.participants}</td>
                  <td>
                    <span className={`${ui.badge} ${c.enabled ? ui.ok : ui.bad}`}>
                      {c.enabled ? t('promotionsAdmin.on') : t('promotionsAdmin.off')}
                    </span>
                  </td>
                  <td>
                    {props.canWrite ? (
                      <button
                        type="button"
                        className={`${ui.button} ${ui.secondary}`}
                        aria-label={t('promotionsAdmin.editNamed', { name: titleOf(c) })}
                        onClick={() => {
                          save.reset();
                          setEditing({ mode: 'edit', campaign: c });
                        }}
                      >
                        {t('promotionsAdmin.edit')}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListPage>
      {editing ? (
        <CampaignDialog
          key={editing.mode === 'edit' ? editing.campaign.id : 'new'}
          initial={editing.mode === 'edit' ? draftOf(editing.campaign) : emptyCampaign(props.defaultLanguage)}
          creating={editing.mode === 'create'}
          languages={props.languages}
          pending={save.isPending}
          error={save.error}
          onSave={(draft) => save.mutate(draft)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}

function CampaignDialog(props: {
  initial: CampaignDraft;
  creating: boolean;
  languages: readonly string[];
  pending: boolean;
  error: unknown;
  onSave: (draft: CampaignDraft) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(props.initial);
  const [touched, setTouched] = useState(false);
  const [theme, setTheme] = useState<PreviewTheme>('dark');
  // The merchant's order (its default language first), then any other written language.
  const rank = (l: string) => {
    const i = props.languages.indexOf(l);
    return i < 0 ? props.languages.length : i;
  };
  const languages = (Object.keys(draft.translations) as LanguageCode[]).sort((a, b) => rank(a) - rank(b));
  const [language, setLanguage] = useState<LanguageCode>(languages[0] ?? 'EN');
  const problems = campaignProblems(draft);
  const set = <K extends keyof CampaignDraft>(key: K, value: CampaignDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const setText = (field: 'title' | 'summary' | 'bodyHtml', value: string) =>
    setDraft((d) => ({
      ...d,
      translations: { ...d.translations, [language]: { ...d.translations[language]!, [field]: value } },
    }));
  const tr = draft.translations[language] ?? { title: '', summary: '', bodyHtml: '' };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problems.length === 0) props.onSave(draft);
  };
  const field = (label: string, key: keyof CampaignDraft, extra: object = {}, wide = false): ReactNode => (
    <label className={`${ui.field} ${wide ? styles.wide : ''}`}>
      <span>{label}</span>
      <input
        className={ui.input}
        value={draft[key] as string}
        onChange={(e) => set(key, e.target.value as never)}
        {...extra}
      />
    </label>
  );
  const kindFields: Record<CampaignDraft['kind'], ReactNode> = {
    DEPOSIT: (
      <>
        <label className={ui.field}>
          <span>{t('promotionsAdmin.depositType')}</span>
          <select
            className={ui.select}
            value={draft.depositType}
            onChange={(e) => set('depositType', e.target.value as CampaignDraft['depositType'])}
          >
            <option value="FIRST">{t('promotionsAdmin.depositTypes.FIRST')}</option>
            <option value="RELOAD">{t('promotionsAdmin.depositTypes.RELOAD')}</option>
          </select>
        </label>
        {field(t('promotionsAdmin.percent'), 'percent', { inputMode: 'decimal' })}
        {field(t('promotionsAdmin.cap'), 'cap', { inputMode: 'decimal' })}
        {field(t('promotionsAdmin.minDeposit'), 'minDeposit', { inputMode: 'decimal' })}
      </>
    ),
    SIGN_UP: field(t('promotionsAdmin.reward'), 'reward', { inputMode: 'decimal' }),
    APPLICATION: field(t('promotionsAdmin.reward'), 'reward', { inputMode: 'decimal' }),
    CASHBACK: (
      <>
        {field(t('promotionsAdmin.cashbackPercent'), 'cashbackPercent', { inputMode: 'decimal' })}
        <label className={ui.field}>
          <span>{t('promotionsAdmin.cashbackPeriod')}</span>
          <select
            className={ui.select}
            value={draft.cashbackPeriod}
            onChange={(e) => set('cashbackPeriod', e.target.value as CampaignDraft['cashbackPeriod'])}
          >
            <option value="DAILY">{t('promotionsAdmin.periods.DAILY')}</option>
            <option value="WEEKLY">{t('promotionsAdmin.periods.WEEKLY')}</option>
          </select>
        </label>
        {field(t('promotionsAdmin.cap'), 'cap', { inputMode: 'decimal' })}
      </>
    ),
    RAFFLE: (
      <>
        {field(t('promotionsAdmin.prizes'), 'prizes', { placeholder: '1000×1, 100×5' })}
        {field(t('promotionsAdmin.drawAt'), 'drawAt', { type: 'datetime-local' })}
      </>
    ),
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={`${ui.dialog} ${styles.dialog}`}>
          <form onSubmit={submit} noValidate>
            <Dialog.Title>
              {props.creating ? t('promotionsAdmin.addTitle') : t('promotionsAdmin.editTitle')}
            </Dialog.Title>
            <Dialog.Description>{t('promotionsAdmin.dialogText')}</Dialog.Description>
            <div className={styles.form}>
              <label className={ui.field}>
                <span>{t('promotionsAdmin.kind')}</span>
                <select
                  className={ui.select}
                  value={draft.kind}
                  disabled={!props.creating}
                  onChange={(e) => set('kind', e.target.value as CampaignDraft['kind'])}
                >
                  {PROMOTION_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(`promotionsAdmin.kinds.${k}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className={ui.field}>
                <span>{t('promotionsAdmin.category')}</span>
                <select
                  className={ui.select}
                  value={draft.category}
                  onChange={(e) => set('category', e.target.value as CampaignDraft['category'])}
                >
                  {PROMOTION_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {t(`promotionsAdmin.categories.${c}`)}
                    </option>
                  ))}
                </select>
              </label>
              {field(t('promotionsAdmin.sortOrder'), 'sortOrder', { inputMode: 'numeric' })}

              <h3 className={styles.section}>{t('promotionsAdmin.texts')}</h3>
              <div className={styles.wide}>
                <LanguageTabs
                  id="promotion-language"
                  label={t('promotionsAdmin.texts')}
                  languages={languages}
                  available={props.languages as LanguageCode[]}
                  value={language}
                  onChange={setLanguage}
                  onAdd={(code) => {
                    setDraft((d) => ({
                      ...d,
                      translations: { ...d.translations, [code]: { title: '', summary: '', bodyHtml: '' } },
                    }));
                    setLanguage(code);
                  }}
                  onRemove={(code) => {
                    setDraft((d) => {
                      const next = { ...d.translations };
                      delete next[code];
                      return { ...d, translations: next };
                    });
                    setLanguage(languages.find((l) => l !== code) ?? 'EN');
                  }}
                />
              </div>
              <label className={`${ui.field} ${styles.wide}`}>
                <span>{t('promotionsAdmin.titleField')}</span>
                <input
                  className={`${ui.input} ${touched && !tr.title.trim() ? ui.invalid : ''}`}
                  value={tr.title}
                  maxLength={120}
                  onChange={(e) => setText('title', e.target.value)}
                />
              </label>
              <label className={`${ui.field} ${styles.wide}`}>
                <span>{t('promotionsAdmin.summary')}</span>
                <input
                  className={ui.input}
                  value={tr.summary}
                  maxLength={300}
                  onChange={(e) => setText('summary', e.target.value)}
                />
              </label>
              <div className={styles.wide}>
                <RichTextEditor
                  key={language}
                  label={t('promotionsAdmin.body')}
                  value={tr.bodyHtml}
                  onChange={(html) => setText('bodyHtml', html)}
                />
              </div>
              <div className={`${styles.wide} ${styles.preview}`}>
                <div className={ui.row} style={{ gap: 8 }}>
                  <strong>{t('promotionsAdmin.preview')}</strong>
                  <select
                    className={ui.select}
                    style={{ width: 'auto' }}
                    aria-label={t('promotionsAdmin.previewTheme')}
                    value={theme}
                    onChange={(e) => setTheme(e.target.value as PreviewTheme)}
                  >
                    <option value="dark">{t('promotionsAdmin.themes.dark')}</option>
                    <option value="light">{t('promotionsAdmin.themes.light')}</option>
                  </select>
                </div>
                <ProseFrame
                  html={`<h2>${escapeHtml(tr.title)}</h2><p><strong>${escapeHtml(tr.summary)}</strong></p>${tr.bodyHtml}`}
                  theme={theme}
                  lang={language.toLowerCase()}
                  title={t('promotionsAdmin.preview')}
                  height={220}
                />
              </div>

              <h3 className={styles.section}>{t('promotionsAdmin.scheduleSection')}</h3>
              {field(t('promotionsAdmin.startsAt'), 'startsAt', { type: 'datetime-local' })}
              {field(t('promotionsAdmin.endsAt'), 'endsAt', { type: 'datetime-local' })}
              {field(t('promotionsAdmin.signupEndsAt'), 'signupEndsAt', { type: 'datetime-local' })}

              <h3 className={styles.section}>{t('promotionsAdmin.eligibility')}</h3>
              {field(t('promotionsAdmin.newMemberDays'), 'newMemberDays', { inputMode: 'numeric' })}
              {field(t('promotionsAdmin.minDeposits'), 'minDeposits', { inputMode: 'numeric' })}
              {field(t('promotionsAdmin.maxDeposits'), 'maxDeposits', { inputMode: 'numeric' })}
              {field(t('promotionsAdmin.vipLevels'), 'vipLevels', { placeholder: '1, 2, 3' })}
              {field(t('promotionsAdmin.memberTags'), 'memberTags', {
                placeholder: 'high-roller, affiliate-x',
              })}
              {field(t('promotionsAdmin.perMemberLimit'), 'perMemberLimit', { inputMode: 'numeric' })}
              {field(t('promotionsAdmin.budget'), 'budget', { inputMode: 'decimal' })}

              <h3 className={styles.section}>{t(`promotionsAdmin.kinds.${draft.kind}`)}</h3>
              {kindFields[draft.kind]}
              {draft.kind !== 'CASHBACK' ? (
                <>
                  {field(t('promotionsAdmin.wageringMultiple'), 'wageringMultiple', { inputMode: 'numeric' })}
                  {field(t('promotionsAdmin.weights'), 'weights')}
                  {field(t('promotionsAdmin.maxBet'), 'maxBet', { inputMode: 'decimal' })}
                  {field(t('promotionsAdmin.excludedGames'), 'excludedGames', {}, true)}
                  {field(t('promotionsAdmin.bonusExpiryDays'), 'bonusExpiryDays', { inputMode: 'numeric' })}
                </>
              ) : null}
              <div className={styles.wide}>
                <Switch
                  checked={draft.enabled}
                  onChange={(on) => set('enabled', on)}
                  label={t('promotionsAdmin.enabled')}
                />
              </div>
            </div>
            {touched && problems.length > 0 ? (
              <p className={ui.fieldError} role="alert">
                {problems.map((p) => t(`promotionsAdmin.problems.${p}`)).join(' ')}
              </p>
            ) : null}
            {props.error ? <ErrorNote error={props.error} /> : null}
            <div className={ui.row} style={{ justifyContent: 'flex-end', gap: 8 }}>
              <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={props.onClose}>
                {t('common.cancel')}
              </button>
              <button type="submit" className={ui.button} disabled={props.pending}>
                {t('promotionsAdmin.save')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
