import { GAME_CATEGORIES } from '@platform/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { Card, ErrorNote, PageHeader, Skeleton, Switch, ui } from '../../components/ui.tsx';
import {
  categoriesApi,
  categoriesKeys,
  type CategoryLane,
  type CategoryVendor,
  type CategoryVendorUpdate,
} from './api/categories-api.ts';
import {
  inLaneOrder,
  moveVendor,
  orderChanges,
  patchLane,
  revertEdit,
  type LaneEdit,
} from './category-order.ts';
import styles from './game-categories.module.css';

const laneId = (gameType: string) => `lane-${gameType}`;

interface LaneChange {
  lane: CategoryLane;
  edit: LaneEdit<CategoryVendorUpdate>;
  /** The toast shown once every part of the change is saved. */
  done: string;
}

/**
 * Per lobby category of the chosen merchant, the vendors its lane shows: their order, maintenance
 * and whether they are shown at all. Changes show at once and roll back if the server refuses.
 */
export function GameCategoriesPage({
  merchantCode,
  brandName,
  canManage,
}: {
  merchantCode: string;
  brandName: string;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = categoriesKeys.lanes(merchantCode);
  const query = useQuery({ queryKey: key, queryFn: () => categoriesApi.lanes(merchantCode) });

  const save = useMutation({
    mutationFn: ({ lane, edit }: LaneChange) =>
      Promise.all(
        edit.map(({ vendorCode, patch }) =>
          categoriesApi.update(merchantCode, lane.gameType, vendorCode, patch),
        ),
      ),
    onMutate: async ({ lane, edit }) => {
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<CategoryLane[]>(key, (lanes) => patchLane(lanes, lane.gameType, edit));
      return { revert: revertEdit(lane.vendors, edit) };
    },
    onError: (error, { lane }, context) => {
      if (context)
        client.setQueryData<CategoryLane[]>(key, (lanes) => patchLane(lanes, lane.gameType, context.revert));
      toast(t('gameCategories.saveFailed', { reason: error.message }), 'error');
    },
    onSuccess: (_saved, { done }) => toast(done),
    // A move sends several updates; re-reading afterwards shows exactly what the server kept.
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });

  const lanes = query.data
    ? [...query.data].sort(
        (a, b) => GAME_CATEGORIES.indexOf(a.gameType) - GAME_CATEGORIES.indexOf(b.gameType),
      )
    : [];

  return (
    <div className={ui.page}>
      <PageHeader
        title={t('gameCategories.title')}
        subtitle={t('gameCategories.subtitle', { merchant: brandName })}
      />
      {!canManage ? <p className={ui.notice}>{t('gameCategories.readOnly')}</p> : null}
      <ErrorNote error={query.error} />
      {query.isPending ? (
        <Card>
          <Skeleton rows={6} />
        </Card>
      ) : lanes.length === 0 ? (
        <Card>
          <p className={ui.empty}>{t('gameCategories.empty')}</p>
        </Card>
      ) : (
        <>
          <nav className={styles.jump} aria-label={t('gameCategories.jumpTo')}>
            {lanes.map((lane) => {
              const down = lane.vendors.filter((v) => v.maintenance).length;
              return (
                <a key={lane.gameType} className={styles.jumpLink} href={`#${laneId(lane.gameType)}`}>
                  {t(`gameTypes.${lane.gameType}`)}
                  {down > 0 ? (
                    <span
                      className={styles.jumpCount}
                      title={t('gameCategories.inMaintenanceCount', { count: down })}
                    >
                      {down}
                      <span className="visually-hidden">
                        {' '}
                        {t('gameCategories.inMaintenanceCount', { count: down })}
                      </span>
                    </span>
                  ) : null}
                </a>
              );
            })}
          </nav>
          <div className={styles.lanes}>
            {lanes.map((lane) => (
              <div key={lane.gameType} id={laneId(lane.gameType)} className={styles.anchor}>
                <LanePanel lane={lane} canManage={canManage} onChange={(change) => save.mutate(change)} />
              </div>
            ))}
          </div>
        </>
      )}
    </div>
  );
}

function LanePanel({
  lane,
  canManage,
  onChange,
}: {
  lane: CategoryLane;
  canManage: boolean;
  onChange: (change: LaneChange) => void;
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language === 'CN' ? 'zh-CN' : 'en');
  const category = t(`gameTypes.${lane.gameType}`);
  const vendors = inLaneOrder(lane.vendors);
  const totalGames = vendors.reduce((sum, v) => sum + v.gameCount, 0);

  const move = (vendor: CategoryVendor, step: -1 | 1) => {
    const edit = orderChanges(vendors, moveVendor(vendors, vendor.vendorCode, step)).map(
      ({ vendorCode, sortOrder }) => ({ vendorCode, patch: { sortOrder } }),
    );
    if (edit.length === 0) return;
    onChange({
      lane,
      edit,
      done: t(step < 0 ? 'gameCategories.toasts.movedUp' : 'gameCategories.toasts.movedDown', {
        name: vendor.displayName,
        category,
      }),
    });
  };
  const flip = (vendor: CategoryVendor, field: 'maintenance' | 'enabled', on: boolean) =>
    onChange({
      lane,
      edit: [{ vendorCode: vendor.vendorCode, patch: { [field]: on } }],
      done: t(`gameCategories.toasts.${field}.${on ? 'on' : 'off'}`, { name: vendor.displayName, category }),
    });

  return (
    <Card title={`${category} · ${lane.gameType}`}>
      <p className={styles.laneSummary}>
        {t('gameCategories.vendorCount', { count: vendors.length })} ·{' '}
        {t('gameCategories.games', { count: totalGames, n: number.format(totalGames) })}
      </p>
      {vendors.length === 0 ? (
        <p className={ui.empty}>{t('gameCategories.noVendors')}</p>
      ) : (
        <table
          className={`${ui.table} ${styles.table}`}
          aria-label={t('gameCategories.vendorsOf', { category })}
        >
          <thead>
            <tr>
              <th className={styles.positionCol}>#</th>
              <th>{t('gameCategories.vendor')}</th>
              <th className={styles.num}>{t('gameCategories.gameCount')}</th>
              <th className={styles.center}>{t('gameCategories.maintenance')}</th>
              <th className={styles.center}>{t('gameCategories.enabled')}</th>
              <th className={styles.center}>{t('gameCategories.order')}</th>
            </tr>
          </thead>
          <tbody>
            {vendors.map((vendor, index) => (
              <tr key={vendor.vendorCode} className={vendor.enabled ? undefined : styles.hidden}>
                <td className={styles.positionCol}>
                  <span className={styles.position}>{index + 1}</span>
                </td>
                <td>
                  <span className={styles.vendorName}>{vendor.displayName}</span>
                  {vendor.maintenance ? (
                    <span className={`${ui.badge} ${ui.warn} ${styles.badge}`}>
                      {t('gameCategories.inMaintenance')}
                    </span>
                  ) : null}
                  {!vendor.enabled ? (
                    <span className={`${ui.badge} ${styles.badge}`}>{t('gameCategories.hiddenBadge')}</span>
                  ) : null}
                  <span className={`${ui.sub} ${ui.mono}`}>
                    {vendor.vendorCode} · {t('gameCategories.sortValue', { value: vendor.sortOrder })}
                  </span>
                </td>
                <td className={`${styles.num} ${ui.mono}`}>{number.format(vendor.gameCount)}</td>
                <td className={styles.center}>
                  <Switch
                    checked={vendor.maintenance}
                    disabled={!canManage}
                    label={t('gameCategories.maintenanceNamed', { name: vendor.displayName, category })}
                    onChange={(on) => flip(vendor, 'maintenance', on)}
                  />
                </td>
                <td className={styles.center}>
                  <Switch
                    checked={vendor.enabled}
                    disabled={!canManage}
                    label={t('gameCategories.enabledNamed', { name: vendor.displayName, category })}
                    onChange={(on) => flip(vendor, 'enabled', on)}
                  />
                </td>
                <td className={styles.center}>
                  <div className={styles.moves}>
                    <button
                      type="button"
                      className={`${ui.button} ${ui.secondary} ${styles.moveButton}`}
                      disabled={!canManage || index === 0}
                      aria-label={t('gameCategories.moveUp', { name: vendor.displayName, category })}
                      onClick={() => move(vendor, -1)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className={`${ui.button} ${ui.secondary} ${styles.moveButton}`}
                      disabled={!canManage || index === vendors.length - 1}
                      aria-label={t('gameCategories.moveDown', { name: vendor.displayName, category })}
                      onClick={() => move(vendor, 1)}
                    >
                      ↓
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
