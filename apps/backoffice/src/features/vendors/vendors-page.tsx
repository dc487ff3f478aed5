import type { TVendorAdmin } from '@platform/contracts';
import { CURRENCY_CODES } from '@platform/money';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { Card, ErrorNote, PageHeader, Skeleton, Switch, ui } from '../../components/ui.tsx';
import { queryKeys } from '../../lib/query-keys.ts';
import { useVendors, vendorsApi } from './api/vendors-api.ts';
import {
  draftOf,
  SECRET_MIN,
  secretEditable,
  vendorProblems,
  vendorUpdate,
  type VendorDraft,
} from './vendor-draft.ts';
import styles from './vendors.module.css';

/** Game vendors and their wallet settings; the signing secret can be set or replaced, never read. */
export function VendorsPage({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const query = useVendors(canManage);
  const [editing, setEditing] = useState<TVendorAdmin | null>(null);
  return (
    <div className={ui.page}>
      <PageHeader title={t('vendors.title')} subtitle={t('vendors.subtitle')} />
      {!canManage ? (
        <p className={ui.notice}>{t('vendors.noAccess')}</p>
      ) : (
        <Card>
          <ErrorNote error={query.error} />
          {query.isPending ? (
            <Skeleton rows={6} />
          ) : !query.data || query.data.length === 0 ? (
            <p className={ui.empty}>{t('vendors.empty')}</p>
          ) : (
            <div className={ui.tableScroll}>
              <table className={ui.table} aria-label={t('vendors.title')}>
                <thead>
                  <tr>
                    <th>{t('vendors.vendor')}</th>
                    <th>{t('vendors.walletType')}</th>
                    <th>{t('vendors.status')}</th>
                    <th>{t('vendors.currency')}</th>
                    <th>{t('vendors.secret')}</th>
                    <th aria-label={t('vendors.actions')} />
                  </tr>
                </thead>
                <tbody>
                  {query.data.map((v) => (
                    <tr key={v.code}>
                      <td>
                        <span className={styles.name}>{v.displayName}</span>
                        <span className={`${ui.sub} ${ui.mono}`}>{v.code}</span>
                      </td>
                      <td>{t(`vendors.walletTypes.${v.walletType}`)}</td>
                      <td>
                        <span className={`${ui.badge} ${v.status === 'ACTIVE' ? ui.ok : ui.bad}`}>
                          {t(`vendors.statuses.${v.status}`)}
                        </span>
                      </td>
                      <td>{v.currency ?? <span className={ui.muted}>{t('vendors.memberCurrency')}</span>}</td>
                      <td>
                        {!secretEditable(v.code) ? (
                          <span className={ui.muted}>{t('vendors.secretFromConfig')}</span>
                        ) : (
                          <span className={`${ui.badge} ${v.secretSet ? ui.ok : ui.warn}`}>
                            {v.secretSet ? t('vendors.secretSet') : t('vendors.secretMissing')}
                          </span>
                        )}
                      </td>
                      <td className={styles.actions}>
                        <button
                          type="button"
                          className={`${ui.button} ${ui.secondary}`}
                          aria-label={t('vendors.editNamed', { name: v.displayName })}
                          onClick={() => setEditing(v)}
                        >
                          {t('vendors.edit')}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>
      )}
      {editing ? (
        <VendorDialog
          key={editing.code}
          vendor={editing}
          onOpenChange={(o) => (o ? undefined : setEditing(null))}
        />
      ) : null}
    </div>
  );
}

function VendorDialog({
  vendor,
  onOpenChange,
}: {
  vendor: TVendorAdmin;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const ids = useId();
  const [draft, setDraft] = useState<VendorDraft>(() => draftOf(vendor));
  const [touched, setTouched] = useState(false);
  const problems = vendorProblems(draft);
  const body = vendorUpdate(vendor, draft);
  const unchanged = Object.keys(body).length === 0;
  const set = <K extends keyof VendorDraft>(key: K, value: VendorDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const save = useMutation({
    mutationFn: () => vendorsApi.update(vendor.code, body),
    onSuccess: (saved) => {
      client.setQueryData<TVendorAdmin[]>(queryKeys.vendors, (old) =>
        old?.map((v) => (v.code === saved.code ? saved : v)),
      );
      toast(t('vendors.saved', { name: saved.displayName }));
      onOpenChange(false);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(problems).length === 0 && !unchanged) save.mutate();
  };
  const editableSecret = secretEditable(vendor.code);
  const problem = (field: keyof typeof problems) =>
    touched || field === 'secret' ? problems[field] : undefined;
  const secretProblem = draft.secret ? problem('secret') : undefined;

  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={`${ui.dialog} ${styles.dialog}`}>
          <form onSubmit={submit} noValidate>
            <Dialog.Title>{t('vendors.editNamed', { name: vendor.displayName })}</Dialog.Title>
            <Dialog.Description>{t('vendors.dialogText', { code: vendor.code })}</Dialog.Description>
            <div className={styles.form}>
              <div className={`${styles.fieldWrap} ${styles.wide}`}>
                <label className={ui.field}>
                  <span>{t('vendors.displayName')}</span>
                  <input
                    className={`${ui.input} ${problem('displayName') ? ui.invalid : ''}`}
                    value={draft.displayName}
                    maxLength={80}
                    aria-invalid={!!problem('displayName')}
                    onChange={(e) => set('displayName', e.target.value)}
                  />
                </label>
                {problem('displayName') ? (
                  <span className={ui.fieldError}>{t('vendors.problems.required')}</span>
                ) : null}
              </div>
              <label className={ui.field}>
                <span>{t('vendors.walletType')}</span>
                <select
                  className={ui.select}
                  value={draft.walletType}
                  onChange={(e) => set('walletType', e.target.value as VendorDraft['walletType'])}
                >
                  <option value="SEAMLESS">{t('vendors.walletTypes.SEAMLESS')}</option>
                  <option value="TRANSFER">{t('vendors.walletTypes.TRANSFER')}</option>
                </select>
              </label>
              <label className={ui.field}>
                <span>{t('vendors.currency')}</span>
                <select
                  className={ui.select}
                  value={draft.currency}
                  onChange={(e) => set('currency', e.target.value)}
                >
                  <option value="">{t('vendors.memberCurrency')}</option>
                  {[...new Set([...CURRENCY_CODES, ...(vendor.currency ? [vendor.currency] : [])])].map(
                    (c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ),
                  )}
                </select>
              </label>
              <div className={`${styles.statusRow} ${styles.wide}`}>
                <Switch
                  checked={draft.status === 'ACTIVE'}
                  label={t('vendors.active')}
                  onChange={(on) => set('status', on ? 'ACTIVE' : 'DISABLED')}
                />
                <span>
                  {t('vendors.active')}
                  <span className={styles.hint}>{t('vendors.activeHint')}</span>
                </span>
              </div>
              <div className={`${styles.fieldWrap} ${styles.wide}`}>
                <label className={ui.field}>
                  <span>{vendor.secretSet ? t('vendors.replaceSecret') : t('vendors.setSecret')}</span>
                  <input
                    className={`${ui.input} ${secretProblem ? ui.invalid : ''}`}
                    type="password"
                    autoComplete="new-password"
                    value={draft.secret}
                    disabled={!editableSecret}
                    maxLength={200}
                    placeholder={
                      editableSecret
                        ? vendor.secretSet
                          ? t('vendors.secretKeep')
                          : t('vendors.secretNeeded', { min: SECRET_MIN })
                        : ''
                    }
                    aria-invalid={!!secretProblem}
                    aria-describedby={`${ids}-secret`}
                    onChange={(e) => set('secret', e.target.value)}
                  />
                </label>
                <span id={`${ids}-secret`} className={secretProblem ? ui.fieldError : styles.hint}>
                  {!editableSecret
                    ? t('vendors.secretFromConfigHint')
                    : secretProblem
                      ? t('vendors.problems.secretShort', { min: SECRET_MIN })
                      : t('vendors.secretHint', { min: SECRET_MIN })}
                </span>
              </div>
            </div>
            <ErrorNote error={save.error} />
            <div className={ui.row} style={{ justifyContent: 'flex-end' }}>
              <Dialog.Close type="button" className={`${ui.button} ${ui.secondary}`}>
                {t('common.cancel')}
              </Dialog.Close>
              <button type="submit" className={ui.button} disabled={save.isPending || unchanged}>
                {save.isPending ? t('common.saving') : t('vendors.save')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
