import * as Dialog from '@radix-ui/react-dialog';
import {
  GAME_CATEGORIES,
  MISSION_KINDS,
  MISSION_PERIODS,
  MONEY_MISSION_KINDS,
  type TAdminMission,
} from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list-page.tsx';
import { toast } from '../../components/toast.tsx';
import { ErrorNote, Switch, ui } from '../../components/ui.tsx';
import { useMoney } from '../../lib/format.ts';
import { missionKeys, missionsApi, useMissions } from './api/missions-api.ts';
import {
  CATEGORY_KINDS,
  draftOfMission,
  emptyMission,
  missionBody,
  missionProblems,
  type DraftField,
  type MissionDraft,
} from './mission-draft.ts';
import styles from './missions.module.css';

type Editing = { mode: 'create' } | { mode: 'edit'; mission: TAdminMission } | null;

/**
 * The merchant's daily and weekly missions (rewards.manage): title per language, what counts, the
 * target, the reward and its wagering, leaderboard points, order and whether it is on. Every change
 * is audited on the server.
 */
export function MissionsPage(props: {
  merchantCode: string;
  brandName: string;
  languages: readonly string[];
  defaultLanguage: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const client = useQueryClient();
  const query = useMissions(props.merchantCode);
  const currency = query.data?.currency ?? '';
  const [editing, setEditing] = useState<Editing>(null);
  const save = useMutation({
    mutationFn: (draft: MissionDraft) =>
      editing?.mode === 'edit'
        ? missionsApi.update(props.merchantCode, editing.mission.id, missionBody(draft))
        : missionsApi.create(props.merchantCode, missionBody(draft)),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: missionKeys.list(props.merchantCode) });
      toast(t('missionsAdmin.saved'));
      setEditing(null);
    },
  });
  const titleOf = (m: TAdminMission) =>
    m.titles[props.defaultLanguage] || m.titles.EN || Object.values(m.titles)[0] || '—';
  const targetText = (m: TAdminMission) =>
    MONEY_MISSION_KINDS.includes(m.kind) ? `${money(m.target, currency)} ${currency}` : m.target;

  return (
    <>
      <ListPage
        title={t('missionsAdmin.title')}
        subtitle={t('missionsAdmin.subtitle', { merchant: props.brandName })}
        actions={
          <button
            type="button"
            className={ui.button}
            onClick={() => {
              save.reset();
              setEditing({ mode: 'create' });
            }}
          >
            {t('missionsAdmin.add')}
          </button>
        }
        rows={query.data?.list}
        error={query.error}
        empty={t('missionsAdmin.empty')}
        skeletonRows={6}
      >
        {(missions) => (
          <table className={ui.table} aria-label={t('missionsAdmin.title')}>
            <thead>
              <tr>
                <th>{t('missionsAdmin.mission')}</th>
                <th>{t('missionsAdmin.period')}</th>
                <th>{t('missionsAdmin.target')}</th>
                <th>{t('missionsAdmin.reward')}</th>
                <th>{t('missionsAdmin.points')}</th>
                <th>{t('missionsAdmin.order')}</th>
                <th>{t('missionsAdmin.status')}</th>
                <th aria-label={t('missionsAdmin.actions')} />
              </tr>
            </thead>
            <tbody>
              {missions.map((m) => (
                <tr key={m.id}>
                  <td>
                    <span className={styles.name}>{titleOf(m)}</span>
                    <span className={ui.sub}>
                      {t(`missionsAdmin.kinds.${m.kind}`)}
                      {m.category ? ` · ${t(`missionsAdmin.categories.${m.category}`)}` : ''}
                      {' · '}
                      {Object.keys(m.titles).join(', ')}
                    </span>
                  </td>
                  <td>{t(`missionsAdmin.periods.${m.period}`)}</td>
                  <td className={`${ui.mono} ${ui.oneLine}`}>{targetText(m)}</td>
                  <td className={ui.oneLine}>
                    <span className={ui.mono}>
                      {money(m.reward, currency)} {currency}
                    </span>
                    <span className={ui.sub}>
                      {m.wageringMultiple > 0
                        ? t('missionsAdmin.wageringShort', { multiple: m.wageringMultiple })
                        : t('missionsAdmin.cash')}
                    </span>
                  </td>
                  <td>{m.points}</td>
                  <td>{m.sortOrder}</td>
                  <td>
                    <span className={`${ui.badge} ${m.active ? ui.ok : ui.bad}`}>
                      {m.active ? t('missionsAdmin.on') : t('missionsAdmin.off')}
                    </span>
                  </td>
                  <td>
                    <button
                      type="button"
                      className={`${ui.button} ${ui.secondary}`}
                      aria-label={t('missionsAdmin.editNamed', { name: titleOf(m) })}
                      onClick={() => {
                        save.reset();
                        setEditing({ mode: 'edit', mission: m });
                      }}
                    >
                      {t('missionsAdmin.edit')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListPage>
      {editing ? (
        <MissionDialog
          key={editing.mode === 'edit' ? editing.mission.id : 'new'}
          initial={editing.mode === 'edit' ? draftOfMission(editing.mission) : emptyMission()}
          creating={editing.mode === 'create'}
          currency={currency}
          languages={props.languages}
          pending={save.isPending}
          error={save.error}
          onSave={(draft) => save.mutate(draft)}
          onOpenChange={(open) => (open ? undefined : setEditing(null))}
        />
      ) : null}
    </>
  );
}

function MissionDialog(props: {
  initial: MissionDraft;
  creating: boolean;
  currency: string;
  languages: readonly string[];
  pending: boolean;
  error: unknown;
  onSave: (draft: MissionDraft) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(props.initial);
  const [touched, setTouched] = useState(false);
  const problems = missionProblems(draft);
  const set = <K extends keyof MissionDraft>(key: K, value: MissionDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const problemOf = (field: DraftField) =>
    touched && problems[field] ? t(`missionsAdmin.problems.${problems[field]}`) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(problems).length === 0) props.onSave(draft);
  };
  const moneyTarget = MONEY_MISSION_KINDS.includes(draft.kind);
  const text = (field: DraftField, label: string, extra: object = {}) => {
    const problem = problemOf(field);
    const id = `mission-${field}-error`;
    return (
      <label className={ui.field}>
        <span>{label}</span>
        <input
          className={`${ui.input} ${problem ? ui.invalid : ''}`}
          value={draft[field] as string}
          aria-invalid={!!problem}
          aria-describedby={problem ? id : undefined}
          onChange={(e) => set(field as keyof MissionDraft, e.target.value as never)}
          {...extra}
        />
        {problem ? (
          <span id={id} className={ui.fieldError}>
            {problem}
          </span>
        ) : null}
      </label>
    );
  };
  const languages = Array.from(new Set([...props.languages, ...Object.keys(draft.titles)]));

  return (
    <Dialog.Root open onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={`${ui.dialog} ${styles.dialog}`}>
          <form onSubmit={submit} noValidate>
            <Dialog.Title>
              {props.creating ? t('missionsAdmin.addTitle') : t('missionsAdmin.editTitle')}
            </Dialog.Title>
            <Dialog.Description>{t('missionsAdmin.dialogText')}</Dialog.Description>
            <div className={styles.form}>
              <label className={ui.field}>
                <span>{t('missionsAdmin.period')}</span>
                <select
                  className={ui.select}
                  value={draft.period}
                  onChange={(e) => set('period', e.target.value as MissionDraft['period'])}
                >
                  {MISSION_PERIODS.map((p) => (
                    <option key={p} value={p}>
                      {t(`missionsAdmin.periods.${p}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className={ui.field}>
                <span>{t('missionsAdmin.kind')}</span>
                <select
                  className={ui.select}
                  value={draft.kind}
                  onChange={(e) => set('kind', e.target.value as MissionDraft['kind'])}
                >
                  {MISSION_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(`missionsAdmin.kinds.${k}`)}
                    </option>
                  ))}
                </select>
              </label>
              {CATEGORY_KINDS.includes(draft.kind) ? (
                <label className={`${ui.field} ${styles.wide}`}>
                  <span>{t('missionsAdmin.category')}</span>
                  <select
                    className={ui.select}
                    value={draft.category}
                    onChange={(e) => set('category', e.target.value)}
                  >
                    <option value="">{t('missionsAdmin.anyCategory')}</option>
                    {GAME_CATEGORIES.filter((c) => c !== 'HOME' && c !== 'PROMO').map((c) => (
                      <option key={c} value={c}>
                        {t(`missionsAdmin.categories.${c}`)}
                      </option>
                    ))}
                  </select>
                </label>
              ) : null}
              <fieldset className={`${styles.titles} ${styles.wide}`}>
                <legend>{t('missionsAdmin.titles')}</legend>
                {languages.map((lang) => (
                  <label key={lang} className={ui.field}>
                    <span>{t('missionsAdmin.titleIn', { language: lang })}</span>
                    <input
                      className={`${ui.input} ${problemOf('titles') ? ui.invalid : ''}`}
                      value={draft.titles[lang] ?? ''}
                      maxLength={120}
                      onChange={(e) => set('titles', { ...draft.titles, [lang]: e.target.value })}
                    />
                  </label>
                ))}
                {problemOf('titles') ? <span className={ui.fieldError}>{problemOf('titles')}</span> : null}
              </fieldset>
              {text(
                'target',
                moneyTarget
                  ? t('missionsAdmin.targetAmount', { currency: props.currency })
                  : t('missionsAdmin.targetCount'),
                { inputMode: moneyTarget ? 'decimal' : 'numeric' },
              )}
              {text('reward', t('missionsAdmin.rewardAmount', { currency: props.currency }), {
                inputMode: 'decimal',
              })}
              {text('wageringMultiple', t('missionsAdmin.wagering'), { inputMode: 'numeric' })}
              {text('points', t('missionsAdmin.points'), { inputMode: 'numeric' })}
              {text('sortOrder', t('missionsAdmin.order'), { inputMode: 'numeric' })}
              <div className={styles.flag}>
                <Switch
                  checked={draft.active}
                  onChange={(v) => set('active', v)}
                  label={t('missionsAdmin.active')}
                />
                <span aria-hidden="true">{t('missionsAdmin.active')}</span>
              </div>
            </div>
            <ErrorNote error={props.error} />
            <div className={ui.row} style={{ justifyContent: 'flex-end' }}>
              <Dialog.Close type="button" className={`${ui.button} ${ui.secondary}`}>
                {t('common.cancel')}
              </Dialog.Close>
              <button type="submit" className={ui.button} disabled={props.pending}>
                {props.pending ? t('common.saving') : t('missionsAdmin.save')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
