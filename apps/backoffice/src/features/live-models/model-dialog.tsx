import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { ErrorNote, Switch, ui } from '../../components/ui.tsx';
import { liveModelsApi, type LiveModelRow } from './api/live-models-api.ts';
import { AvatarPicker } from './avatar-picker.tsx';
import {
  draftOf,
  emptyDraft,
  MODEL_LIMITS,
  modelProblems,
  modelWrite,
  type ModelDraft,
} from './model-draft.ts';
import styles from './live-models.module.css';

/** Adds a live model (`model` null) or edits one: name, tagline, picture, place and whether online. */
export function ModelDialog(props: {
  merchantCode: string;
  model: LiveModelRow | null;
  canUpload: boolean;
  onDone: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ModelDraft>(() => (props.model ? draftOf(props.model) : emptyDraft()));
  const [touched, setTouched] = useState(false);
  const problems = modelProblems(draft);
  const shown = touched ? problems : {};
  const valid = Object.keys(problems).length === 0;
  const change = (patch: Partial<ModelDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const save = useMutation({
    mutationFn: () =>
      props.model
        ? liveModelsApi.update(props.merchantCode, props.model.id, modelWrite(draft))
        : liveModelsApi.create(props.merchantCode, modelWrite(draft)),
    onSuccess: (saved) => {
      toast(
        t(props.model ? 'support.models.savedToast' : 'support.models.createdToast', { name: saved.name }),
      );
      props.onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (valid && !save.isPending) save.mutate();
  };
  const problemText = (field: keyof typeof problems, max: number) =>
    shown[field] ? (
      <span id={`model-${field}-error`} className={ui.fieldError}>
        {t(`support.models.problems.${field}_${shown[field]}`, { max })}
      </span>
    ) : null;

  return (
    <Dialog.Root open onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={`${ui.dialog} ${styles.dialog}`}>
          <form onSubmit={submit} noValidate className={styles.form}>
            <Dialog.Title>
              {props.model
                ? t('support.models.editTitle', { name: props.model.name })
                : t('support.models.addTitle')}
            </Dialog.Title>
            <Dialog.Description>{t('support.models.dialogText')}</Dialog.Description>
            <label className={ui.field}>
              <span>{t('support.models.name')}</span>
              <input
                className={`${ui.input} ${shown.name ? ui.invalid : ''}`}
                value={draft.name}
                maxLength={MODEL_LIMITS.nameChars + 10}
                aria-invalid={!!shown.name}
                aria-describedby={shown.name ? 'model-name-error' : undefined}
                onChange={(e) => change({ name: e.target.value })}
              />
              {problemText('name', MODEL_LIMITS.nameChars)}
            </label>
            <label className={ui.field}>
              <span>{t('support.models.tagline')}</span>
              <input
                className={`${ui.input} ${shown.tagline ? ui.invalid : ''}`}
                value={draft.tagline}
                placeholder={t('support.models.taglinePlaceholder')}
                aria-invalid={!!shown.tagline}
                aria-describedby={shown.tagline ? 'model-tagline-error' : undefined}
                onChange={(e) => change({ tagline: e.target.value })}
              />
              {problemText('tagline', MODEL_LIMITS.taglineChars)}
            </label>
            <AvatarPicker
              merchantCode={props.merchantCode}
              name={draft.name}
              value={draft.avatarUrl}
              canUpload={props.canUpload}
              onChange={(avatarUrl) => change({ avatarUrl })}
            />
            <div className={styles.formRow}>
              <label className={ui.field}>
                <span>{t('support.models.sortOrder')}</span>
                <input
                  className={`${ui.input} ${shown.sortOrder ? ui.invalid : ''}`}
                  inputMode="numeric"
                  value={draft.sortOrder}
                  aria-invalid={!!shown.sortOrder}
                  aria-describedby={shown.sortOrder ? 'model-sortOrder-error' : 'model-sort-hint'}
                  onChange={(e) => change({ sortOrder: e.target.value })}
                />
                {problemText('sortOrder', MODEL_LIMITS.maxSortOrder) ?? (
                  <small id="model-sort-hint" className={styles.hint}>
                    {t('support.models.sortOrderHint')}
                  </small>
                )}
              </label>
              <div className={styles.onlineField}>
                <Switch
                  checked={draft.online}
                  label={t('support.models.online')}
                  onChange={(online) => change({ online })}
                />
                <span>{t('support.models.online')}</span>
              </div>
            </div>
            <ErrorNote error={save.error} />
            <div className={ui.row} style={{ justifyContent: 'flex-end' }}>
              <Dialog.Close type="button" className={`${ui.button} ${ui.secondary}`}>
                {t('common.cancel')}
              </Dialog.Close>
              <button type="submit" className={ui.button} disabled={save.isPending}>
                {save.isPending
                  ? t('common.saving')
                  : props.model
                    ? t('common.save')
                    : t('support.models.create')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
