import { CHAT_LIMITS, type TChatSettings } from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { Card, ErrorNote, Skeleton, Switch, ui } from '../../components/ui.tsx';
import { chatApi, chatKeys, useChatSettings } from './api/chat-api.ts';
import { slowModeProblem } from './chat-rules.ts';
import { WordFilterEditor } from './word-filter-editor.tsx';
import styles from './chat.module.css';

function SettingsForm(props: { merchantCode: string; saved: TChatSettings; canModerate: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [enabled, setEnabled] = useState(props.saved.enabled);
  const [slowMode, setSlowMode] = useState(String(props.saved.slowModeSeconds));
  const [words, setWords] = useState(props.saved.wordFilter);
  const problem = slowModeProblem(slowMode);
  const changed =
    enabled !== props.saved.enabled ||
    slowMode.trim() !== String(props.saved.slowModeSeconds) ||
    words.join('\n') !== props.saved.wordFilter.join('\n');
  const save = useMutation({
    mutationFn: () =>
      chatApi.saveSettings(props.merchantCode, {
        enabled,
        slowModeSeconds: Number(slowMode.trim()),
        wordFilter: words,
      }),
    onSuccess: (saved) => {
      client.setQueryData(chatKeys.settings(props.merchantCode), saved);
      toast(t('support.chat.settingsSaved'));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem && changed && !save.isPending) save.mutate();
  };
  const readOnly = !props.canModerate;
  return (
    <form onSubmit={submit} noValidate className={styles.settings}>
      <Card title={t('support.chat.roomSettings')}>
        <div className={styles.settingRows}>
          <div className={styles.settingRow}>
            <div>
              <strong id="chat-enabled-label">{t('support.chat.enabled')}</strong>
              <span className={ui.sub}>{t('support.chat.enabledHint')}</span>
            </div>
            <Switch
              checked={enabled}
              onChange={setEnabled}
              label={t('support.chat.enabled')}
              disabled={readOnly}
            />
          </div>
          <label className={`${ui.field} ${styles.slowMode}`}>
            <span>{t('support.chat.slowMode')}</span>
            <input
              className={`${ui.input} ${problem ? ui.invalid : ''}`}
              inputMode="numeric"
              value={slowMode}
              disabled={readOnly}
              aria-invalid={!!problem}
              aria-describedby="slow-mode-hint"
              onChange={(e) => setSlowMode(e.target.value)}
            />
            <small id="slow-mode-hint" className={problem ? ui.fieldError : styles.hint}>
              {problem
                ? t(`support.chat.problems.slowMode_${problem}`, { max: CHAT_LIMITS.maxSlowModeSeconds })
                : t('support.chat.slowModeHint', { max: CHAT_LIMITS.maxSlowModeSeconds })}
            </small>
          </label>
        </div>
      </Card>
      <Card title={t('support.chat.wordFilter')}>
        <p className={`${ui.muted} ${styles.cardText}`}>{t('support.chat.wordFilterHint')}</p>
        <WordFilterEditor words={words} onChange={setWords} disabled={readOnly} />
      </Card>
      <ErrorNote error={save.error} />
      {readOnly ? null : (
        <div className={ui.row} style={{ justifyContent: 'flex-end' }}>
          {changed ? <span className={ui.muted}>{t('support.chat.unsaved')}</span> : null}
          <button type="submit" className={ui.button} disabled={!changed || !!problem || save.isPending}>
            {save.isPending ? t('common.saving') : t('support.chat.saveSettings')}
          </button>
        </div>
      )}
    </form>
  );
}

/** The chat room's settings: on or off, slow mode, and the words replaced by asterisks. */
export function SettingsPanel(props: { merchantCode: string; canModerate: boolean }) {
  const settings = useChatSettings(props.merchantCode);
  if (settings.error) return <ErrorNote error={settings.error} />;
  if (!settings.data) return <Skeleton rows={6} />;
  // A fresh form whenever the saved settings change (after a save, or another operator's).
  return <SettingsForm key={JSON.stringify(settings.data)} saved={settings.data} {...props} />;
}
