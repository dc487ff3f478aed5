import type { TGameAdmin, TGameAdminPage, TGameAdminUpdate } from '@platform/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list-page.tsx';
import { toast } from '../../components/toast.tsx';
import { SearchField, SelectField, Switch, ui } from '../../components/ui.tsx';
import { useUrlFilters } from '../../lib/url-filters.ts';
import { vendorsQuery } from '../../lib/vendors-query.ts';
import { gamesApi, gamesKeys, useGamePage } from './api/games-api.ts';
import { GameDrawer } from './game-drawer.tsx';
import {
  CATALOG_CATEGORIES,
  GAME_TOGGLES,
  GAMES_URL_DEFAULTS,
  gamesQueryOf,
  normalizeGamesFilter,
  parseSortOrder,
  patchGameInPage,
  replaceGameInPage,
  revertOf,
  sortOrderUpdate,
  type GameToggle,
} from './game-edits.ts';
import styles from './games.module.css';

/**
 * The game catalog every merchant's lobby is built from: find titles, flip their hot / new /
 * maintenance / enabled / trial flags inline, set their order, and replace their artwork.
 * Flags change at once on screen and roll back if the server refuses; the filter lives in the URL.
 */
export function GamesPage({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const url = useUrlFilters(GAMES_URL_DEFAULTS, normalizeGamesFilter);
  const filter = gamesQueryOf(url.filters, url.pageNo);
  const [openId, setOpenId] = useState<string | null>(null);
  const pageKey = gamesKeys.page(filter);
  const query = useGamePage(filter);
  // Vendor names for the filter; operators who cannot manage vendors pick among the codes on screen.
  const vendors = useQuery({ ...vendorsQuery, enabled: canManage });

  const save = useMutation({
    // The page's key travels with the change: the operator may page on before the server answers.
    mutationFn: (input: { game: TGameAdmin; patch: TGameAdminUpdate; key: typeof pageKey }) =>
      gamesApi.update(input.game.id, input.patch),
    onMutate: async ({ game, patch, key }) => {
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<TGameAdminPage>(key, (page) => patchGameInPage(page, game.id, patch));
      return { revert: revertOf(game, patch) };
    },
    onError: (error, { game, key }, context) => {
      if (context) {
        client.setQueryData<TGameAdminPage>(key, (page) => patchGameInPage(page, game.id, context.revert));
      }
      toast(t('games.saveFailed', { name: game.name, reason: error.message }), 'error');
    },
    onSuccess: (saved, { patch, key }) => {
      client.setQueryData<TGameAdminPage>(key, (page) => replaceGameInPage(page, saved));
      toast(changeText(t, saved, patch));
      // A new sort order can move the game on this page or to another one.
      if (patch.sortOrder !== undefined) void client.invalidateQueries({ queryKey: gamesKeys.all });
    },
  });
  const change = (game: TGameAdmin, patch: TGameAdminUpdate) => save.mutate({ game, patch, key: pageKey });

  const rows = query.data?.list ?? [];
  const vendorOptions = vendors.data
    ? vendors.data.map((v) => ({ code: v.code, name: v.displayName }))
    : [...new Set([...rows.map((g) => g.vendorCode), ...(filter.vendorCode ? [filter.vendorCode] : [])])]
        .sort()
        .map((code) => ({ code, name: code }));
  const open = openId ? (rows.find((g) => g.id === openId) ?? null) : null;

  return (
    <>
      <ListPage
        title={t('games.title')}
        subtitle={t('games.subtitle')}
        notice={!canManage && t('games.readOnly')}
        className={styles.page}
        url={url}
        filters={
          <>
            <SearchField
              label={t('games.search')}
              {...url.text('search')}
              maxLength={80}
              placeholder={t('games.searchPlaceholder')}
            />
            <SelectField label={t('games.vendor')} {...url.choice('vendor')}>
              <option value="">{t('games.allVendors')}</option>
              {vendorOptions.map((v) => (
                <option key={v.code} value={v.code}>
                  {v.name === v.code ? v.code : `${v.name} (${v.code})`}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('games.category')} {...url.choice('gameType')}>
              <option value="">{t('games.allCategories')}</option>
              {CATALOG_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`gameTypes.${c}`)}
                </option>
              ))}
            </SelectField>
          </>
        }
        query={query}
        pagerLabel={t('games.pager')}
        empty={url.filtered ? t('games.noMatch') : t('games.empty')}
        skeletonRows={8}
      >
        {(games) => (
          <table className={`${ui.table} ${styles.table}`} aria-label={t('games.tableLabel')}>
            <thead>
              <tr>
                <th className={styles.iconCol}>
                  <span className="visually-hidden">{t('games.icon')}</span>
                </th>
                <th>{t('games.game')}</th>
                <th>{t('games.vendor')}</th>
                <th>{t('games.category')}</th>
                <th className={styles.num} title={t('games.minBetHint')}>
                  {t('games.minBet')}
                </th>
                <th className={styles.num}>{t('games.lines')}</th>
                <th className={styles.num}>{t('games.rtp')}</th>
                {GAME_TOGGLES.map((flag) => (
                  <th key={flag} className={styles.flagCol}>
                    {t(`games.flags.${flag}`)}
                  </th>
                ))}
                <th>{t('games.sortOrder')}</th>
                <th>
                  <span className="visually-hidden">{t('games.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {games.map((game) => (
                <GameRow
                  key={game.id}
                  game={game}
                  canManage={canManage}
                  onChange={(patch) => change(game, patch)}
                  onOpen={() => setOpenId(game.id)}
                />
              ))}
            </tbody>
          </table>
        )}
      </ListPage>
      {open ? (
        <GameDrawer
          key={open.id}
          game={open}
          canManage={canManage}
          onSaved={(saved) =>
            client.setQueryData<TGameAdminPage>(pageKey, (page) => replaceGameInPage(page, saved))
          }
          onOpenChange={(o) => (o ? undefined : setOpenId(null))}
        />
      ) : null}
    </>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** The toast that confirms a saved change, e.g. "Dragon Fortune is now hot". */
function changeText(t: Translate, game: TGameAdmin, patch: TGameAdminUpdate): string {
  if (patch.sortOrder !== undefined && Object.keys(patch).length === 1) {
    return t('games.toasts.sortOrder', { name: game.name, value: patch.sortOrder });
  }
  const flag = GAME_TOGGLES.find((f) => patch[f] !== undefined);
  if (!flag) return t('games.toasts.saved', { name: game.name });
  return t(`games.toasts.${flag}.${patch[flag] ? 'on' : 'off'}`, { name: game.name });
}

function GameRow({
  game,
  canManage,
  onChange,
  onOpen,
}: {
  game: TGameAdmin;
  canManage: boolean;
  onChange: (patch: TGameAdminUpdate) => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const classify = t(`gameClassify.${game.gameClassify}`, { defaultValue: game.gameClassify });
  return (
    <tr className={game.enabled ? undefined : styles.disabledRow}>
      <td className={styles.iconCol}>
        <img className={styles.thumb} src={game.iconUrl} alt="" loading="lazy" width={44} height={44} />
      </td>
      <td className={styles.nameCell}>
        <button type="button" className={styles.nameButton} onClick={onOpen}>
          {game.name}
        </button>
        <span className={`${ui.sub} ${ui.mono}`}>{game.gameCode}</span>
      </td>
      <td className={ui.mono}>{game.vendorCode}</td>
      <td>
        {t(`gameTypes.${game.gameType}`)}
        <span className={ui.sub}>{classify}</span>
      </td>
      <td className={`${styles.num} ${ui.mono}`}>{game.minBet}</td>
      <td className={`${styles.num} ${ui.mono}`}>{game.lines ?? '—'}</td>
      <td className={`${styles.num} ${ui.mono}`}>{game.rtp ? `${game.rtp}%` : '—'}</td>
      {GAME_TOGGLES.map((flag) => (
        <td key={flag} className={styles.flagCol}>
          <Switch
            checked={game[flag]}
            disabled={!canManage}
            label={t('games.flagNamed', { flag: t(`games.flags.${flag}`), name: game.name })}
            onChange={(on) => onChange({ [flag]: on } as Record<GameToggle, boolean>)}
          />
        </td>
      ))}
      <td>
        <SortOrderField
          key={game.sortOrder}
          game={game}
          disabled={!canManage}
          onCommit={(patch) => onChange(patch)}
        />
      </td>
      <td className={styles.actions}>
        <button
          type="button"
          className={`${ui.button} ${ui.secondary} ${styles.iconButton}`}
          aria-label={t('games.detailsNamed', { name: game.name })}
          title={t('games.details')}
          onClick={onOpen}
        >
          <span aria-hidden="true">›</span>
        </button>
      </td>
    </tr>
  );
}

/** The sort order typed in place: saved on Enter or when the field loses focus, Escape restores it. */
function SortOrderField({
  game,
  disabled,
  onCommit,
}: {
  game: TGameAdmin;
  disabled: boolean;
  onCommit: (patch: TGameAdminUpdate) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(game.sortOrder));
  const invalid = parseSortOrder(text) === null;
  const commit = () => {
    const patch = sortOrderUpdate(game, text);
    if (patch) onCommit(patch);
    else if (invalid) setText(String(game.sortOrder));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      setText(String(game.sortOrder));
    }
  };
  return (
    <input
      className={`${ui.input} ${styles.sortInput} ${invalid ? ui.invalid : ''}`}
      inputMode="numeric"
      value={text}
      disabled={disabled}
      maxLength={7}
      aria-label={t('games.sortOrderNamed', { name: game.name })}
      aria-invalid={invalid}
      title={invalid ? t('games.sortOrderHint') : undefined}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
    />
  );
}
