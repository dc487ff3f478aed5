import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar/avatar.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { ModalFrame } from '../../../components/modal/index.ts';
import { showToast } from '../../../components/toast/index.ts';
import { describeApiError } from '../../../lib/api-client.ts';
import { useUpdateProfile, useUploadAvatar } from '../api/member-account-api.ts';
import {
  AVATAR_ACCEPT,
  AVATAR_MAX_MB,
  AVATAR_PRESETS,
  avatarFileProblem,
  isPreset,
  readAsDataUrl,
} from '../avatar-upload.ts';
import styles from './member-account.module.css';

type Choice = { preset: string } | { photo: string; name: string } | null;

/**
 * Picks the member's picture: one of the twelve presets, or a photo of their own (png or jpeg, at most
 * 2 MB, checked here before it is sent encrypted; the server checks its bytes).
 */
export function AvatarDialog({
  open,
  onClose,
  current,
}: {
  open: boolean;
  onClose: () => void;
  current: string | null;
}) {
  const { t } = useTranslation();
  const pick = useUpdateProfile();
  const upload = useUploadAvatar();
  const [choice, setChoice] = useState<Choice>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const presetRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    setChoice(isPreset(current) ? { preset: current! } : null);
    setProblem(null);
  }, [open, current]);

  const selectedPreset = choice && 'preset' in choice ? choice.preset : null;
  const busy = pick.isPending || upload.isPending;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const why = avatarFileProblem(file);
    if (why) {
      setProblem(t(`memberAccount.avatar.problems.${why}`, { mb: AVATAR_MAX_MB }));
      return;
    }
    try {
      setChoice({ photo: await readAsDataUrl(file), name: file.name });
      setProblem(null);
    } catch {
      setProblem(t('memberAccount.avatar.readFailed'));
    }
  };

  const save = async () => {
    if (!choice) return;
    if ('preset' in choice && choice.preset === current) return onClose();
    setProblem(null);
    try {
      if ('preset' in choice) await pick.mutateAsync({ avatar: choice.preset });
      else await upload.mutateAsync(choice.photo);
      showToast(t('memberAccount.avatar.saved'));
      onClose();
    } catch (failed) {
      setProblem(describeApiError(failed, (key) => t(key)));
    }
  };

  // A radio group: arrows move the choice, only the chosen preset is in the tab order.
  const onPresetKey = (event: KeyboardEvent, index: number) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + AVATAR_PRESETS.length) % AVATAR_PRESETS.length;
    setChoice({ preset: AVATAR_PRESETS[next]! });
    presetRefs.current[next]?.focus();
  };
  const focusable = selectedPreset ?? AVATAR_PRESETS[0];

  return (
    <ModalFrame open={open} onClose={onClose} title={t('memberAccount.avatar.title')} size="md">
      <div className={styles.dialogForm} data-testid="avatar-dialog">
        <div className={styles.avatarPreview}>
          <Avatar
            src={choice ? ('preset' in choice ? choice.preset : choice.photo) : current}
            size={72}
            className={styles.avatar}
          />
          <p className={styles.dialogLead}>{t('memberAccount.avatar.text')}</p>
        </div>
        <div className={styles.presets} role="radiogroup" aria-label={t('memberAccount.avatar.presets')}>
          {AVATAR_PRESETS.map((preset, index) => {
            const checked = preset === selectedPreset;
            return (
              <button
                key={preset}
                ref={(el) => {
                  presetRefs.current[index] = el;
                }}
                type="button"
                role="radio"
                aria-checked={checked}
                aria-label={t(`memberAccount.avatar.names.${preset}`)}
                title={t(`memberAccount.avatar.names.${preset}`)}
                tabIndex={preset === focusable ? 0 : -1}
                className={[styles.preset, checked ? styles.presetChecked : ''].join(' ')}
                onClick={() => setChoice({ preset })}
                onKeyDown={(e) => onPresetKey(e, index)}
              >
                <Avatar src={preset} size={56} />
                {checked ? (
                  <span className={styles.presetTick} aria-hidden="true">
                    <Icon name="check" size={12} />
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>

        <div className={styles.uploadRow}>
          <input
            ref={fileRef}
            type="file"
            accept={AVATAR_ACCEPT}
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(e) => {
              void onFile(e.target.files?.[0]);
              e.target.value = '';
            }}
            data-testid="avatar-file"
          />
          <Button
            variant="outline"
            icon={<Icon name="upload" size={16} />}
            onClick={() => fileRef.current?.click()}
            aria-describedby={hintId}
          >
            {t('memberAccount.avatar.upload')}
          </Button>
          <p className={styles.uploadHint} id={hintId}>
            {choice && 'photo' in choice
              ? t('memberAccount.avatar.chosenPhoto', { name: choice.name })
              : t('memberAccount.avatar.uploadHint', { mb: AVATAR_MAX_MB })}
          </p>
        </div>

        {problem ? (
          <p className={styles.formError} role="alert">
            {problem}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={busy} disabled={!choice}>
            {t('memberAccount.avatar.save')}
          </Button>
        </div>
      </div>
    </ModalFrame>
  );
}
