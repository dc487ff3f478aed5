import type { TGameAdmin } from '@platform/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { ConfirmDialog, ErrorNote, ui } from '../../components/ui.tsx';
import {
  ARTWORK_KINDS,
  ARTWORK_MAX_MB,
  ARTWORK_TYPES,
  artworkProblem,
  GAME_TOGGLES,
  sniffImageType,
  type ArtworkKind,
  type ArtworkProblem,
} from './game-edits.ts';
import { gamesApi } from './api/games-api.ts';
import styles from './games.module.css';

/** One game's details beside the table: its artwork at full size, and replacing or resetting it. */
export function GameDrawer({
  game,
  canManage,
  onSaved,
  onOpenChange,
}: {
  game: TGameAdmin;
  canManage: boolean;
  onSaved: (game: TGameAdmin) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const classify = t(`gameClassify.${game.gameClassify}`, { defaultValue: game.gameClassify });
  const facts: [string, string][] = [
    [t('games.vendor'), game.vendorCode],
    [t('games.gameCode'), game.gameCode],
    [t('games.category'), t(`gameTypes.${game.gameType}`)],
    [t('games.classification'), classify],
    [t('games.minBet'), game.minBet],
    [t('games.lines'), game.lines === null ? '—' : String(game.lines)],
    [t('games.rtp'), game.rtp ? `${game.rtp}%` : '—'],
    [t('games.sortOrder'), String(game.sortOrder)],
  ];
  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={styles.drawer}>
          <header className={styles.drawerHeader}>
            <div>
              <Dialog.Title className={styles.drawerTitle}>{game.name}</Dialog.Title>
              <Dialog.Description className={styles.drawerText}>
                {t('games.drawerText', { vendor: game.vendorCode, code: game.gameCode })}
              </Dialog.Description>
            </div>
            <Dialog.Close className={`${ui.button} ${ui.ghost}`} aria-label={t('games.closeDetails')}>
              ×
            </Dialog.Close>
          </header>
          <img
            className={styles.largePreview}
            src={game.largeIconUrl}
            alt={t('games.largeIconOf', { name: game.name })}
          />
          <ul className={styles.flagList} aria-label={t('games.flagsLabel')}>
            {GAME_TOGGLES.map((flag) => (
              <li key={flag} className={`${ui.badge} ${flagTone(flag, game[flag])}`}>
                {t(`games.flags.${flag}`)}: {game[flag] ? t('common.yes') : t('common.no')}
              </li>
            ))}
          </ul>
          <dl className={styles.facts}>
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {ARTWORK_KINDS.map((kind) => (
            <ArtworkSection key={kind} game={game} kind={kind} canManage={canManage} onSaved={onSaved} />
          ))}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Badge colour of a flag in the drawer: maintenance on is a warning, other flags on are good news. */
const flagTone = (flag: (typeof GAME_TOGGLES)[number], on: boolean) =>
  !on ? '' : flag === 'maintenance' ? ui.warn : ui.ok;

interface Chosen {
  file: File;
  problem: ArtworkProblem | null;
  previewUrl: string | null;
}

/** The current artwork of one kind; a chosen file is checked and previewed before it is uploaded. */
function ArtworkSection({
  game,
  kind,
  canManage,
  onSaved,
}: {
  game: TGameAdmin;
  kind: ArtworkKind;
  canManage: boolean;
  onSaved: (game: TGameAdmin) => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const kindTitle = t(`games.artwork.${kind}`);
  const kindName = t(`games.artwork.kinds.${kind}`);
  const current = kind === 'icon' ? game.iconUrl : game.largeIconUrl;
  // A server that leaves the flag out gets a reset offered always, and a plain caption.
  const uploadedFlag = kind === 'icon' ? game.iconUploaded : game.largeIconUploaded;
  const uploaded = uploadedFlag ?? true;

  // The preview's object URL lives as long as the choice.
  useEffect(() => {
    const url = chosen?.previewUrl;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [chosen]);

  const clear = () => {
    setChosen(null);
    if (input.current) input.current.value = '';
  };
  const upload = useMutation({
    mutationFn: (file: File) => gamesApi.uploadArtwork(game.id, kind, file),
    onSuccess: (saved) => {
      onSaved(saved);
      clear();
      toast(t('games.artwork.uploaded', { kind: kindName, name: saved.name }));
    },
  });
  const reset = useMutation({
    mutationFn: () => gamesApi.resetArtwork(game.id, kind),
    onSuccess: (saved) => {
      onSaved(saved);
      toast(t('games.artwork.wasReset', { kind: kindName, name: saved.name }));
    },
    onError: (error) => toast(error.message, 'error'),
  });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    upload.reset();
    const file = event.target.files?.[0];
    if (!file) return clear();
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    const problem = artworkProblem(file, sniffImageType(head));
    setChosen({ file, problem, previewUrl: problem ? null : URL.createObjectURL(file) });
  };

  return (
    <section className={styles.artwork} aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className={styles.artworkTitle}>
        {kindTitle}
      </h3>
      <div className={styles.artworkRow}>
        <figure className={styles.figure}>
          <img
            className={kind === 'icon' ? styles.iconPreview : styles.largeThumb}
            src={current}
            alt={t('games.artwork.currentOf', { kind: kindName, name: game.name })}
          />
          <figcaption>
            {uploadedFlag === undefined
              ? t('games.artwork.current')
              : uploaded
                ? t('games.artwork.currentUploaded')
                : t('games.artwork.currentGenerated')}
          </figcaption>
        </figure>
        {chosen?.previewUrl ? (
          <figure className={styles.figure}>
            <img
              className={kind === 'icon' ? styles.iconPreview : styles.largeThumb}
              src={chosen.previewUrl}
              alt={t('games.artwork.newOf', { kind: kindName, name: game.name })}
            />
            <figcaption>{t('games.artwork.new', { file: chosen.file.name })}</figcaption>
          </figure>
        ) : null}
      </div>
      {canManage ? (
        <>
          <div className={ui.row}>
            <input
              ref={input}
              id={`${ids}-file`}
              type="file"
              accept={ARTWORK_TYPES.join(',')}
              className={styles.fileInput}
              aria-describedby={`${ids}-hint`}
              onChange={(e) => void choose(e)}
            />
            <label htmlFor={`${ids}-file`} className={`${ui.button} ${ui.secondary} ${styles.small}`}>
              {t('games.artwork.choose', { kind: kindName })}
            </label>
            {chosen && !chosen.problem ? (
              <>
                <button
                  type="button"
                  className={`${ui.button} ${styles.small}`}
                  disabled={upload.isPending}
                  onClick={() => upload.mutate(chosen.file)}
                >
                  {upload.isPending
                    ? t('games.artwork.uploading')
                    : t('games.artwork.upload', { kind: kindName })}
                </button>
                <button type="button" className={`${ui.button} ${ui.ghost} ${styles.small}`} onClick={clear}>
                  {t('games.artwork.discard')}
                </button>
              </>
            ) : null}
            <span className={ui.spacer} />
            <button
              type="button"
              className={`${ui.button} ${ui.ghost} ${styles.small}`}
              disabled={reset.isPending || !uploaded}
              title={uploaded ? undefined : t('games.artwork.generated')}
              onClick={() => setConfirmReset(true)}
            >
              {t('games.artwork.reset', { kind: kindName })}
            </button>
          </div>
          <p
            id={`${ids}-hint`}
            className={chosen?.problem ? ui.fieldError : styles.hint}
            role={chosen?.problem ? 'alert' : undefined}
          >
            {chosen?.problem
              ? t(`games.artwork.problems.${chosen.problem}`, { max: ARTWORK_MAX_MB })
              : t('games.artwork.hint', { max: ARTWORK_MAX_MB })}
          </p>
          <ErrorNote error={upload.error} />
          <ConfirmDialog
            open={confirmReset}
            title={t('games.artwork.resetTitle', { kind: kindName, name: game.name })}
            text={t('games.artwork.resetText')}
            confirmLabel={t('games.artwork.resetConfirm')}
            onConfirm={() => reset.mutate()}
            onOpenChange={setConfirmReset}
          />
        </>
      ) : null}
    </section>
  );
}
