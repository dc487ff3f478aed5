import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { Card, ErrorNote, PageHeader, Skeleton, ui } from '../../components/ui.tsx';
import { queryKeys } from '../../lib/query-keys.ts';
import type { MerchantScreenProps } from '../../lib/merchant-settings.ts';
import { cashierSettingsApi, useCashierSettings, type CashierSettings } from './api/cashier-settings-api.ts';
import {
  changedFields,
  draftOf,
  INTEGER_FIELDS,
  percentOfBps,
  settingsBody,
  settingsProblems,
  timesOfBps,
  type SettingsDraft,
  type SettingsField,
} from './settings-draft.ts';
import styles from './cashier-settings.module.css';

const GROUPS: { key: string; fields: SettingsField[] }[] = [
  {
    key: 'withdrawals',
    fields: ['withdrawalMin', 'withdrawalMax', 'secondApprovalAbove', 'autoReceiptMinutes', 'guaranteeBps'],
  },
  { key: 'turnover', fields: ['turnoverBps', 'transferMin'] },
  { key: 'adjustments', fields: ['adjustmentApprovalAbove', 'adjustmentDailyCap'] },
];

const UNIT: Record<SettingsField, 'currency' | 'minutes' | 'bps'> = {
  withdrawalMin: 'currency',
  withdrawalMax: 'currency',
  secondApprovalAbove: 'currency',
  transferMin: 'currency',
  adjustmentApprovalAbove: 'currency',
  adjustmentDailyCap: 'currency',
  autoReceiptMinutes: 'minutes',
  guaranteeBps: 'bps',
  turnoverBps: 'bps',
};

/** A merchant's cashier rules: withdrawal limits and approvals, receipt timing, guarantee, turnover, transfers. */
export function CashierSettingsPage(props: MerchantScreenProps & { currency: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = queryKeys.cashierSettings(props.merchantCode);
  const query = useCashierSettings(props.merchantCode);
  const [draft, setDraft] = useState<SettingsDraft | null>(null);
  useEffect(() => setDraft(query.data ? draftOf(query.data) : null), [query.data]);
  const problems = draft ? settingsProblems(draft, props.currency) : {};
  const changes = draft && query.data ? changedFields(query.data, draft, props.currency) : [];
  const invalid = Object.keys(problems).length > 0;

  const save = useMutation({
    mutationFn: () => cashierSettingsApi.save(props.merchantCode, settingsBody(draft!, props.currency)),
    onSuccess: (settings: CashierSettings) => {
      client.setQueryData(key, settings);
      toast(t('cashierSettings.saved'));
    },
  });

  return (
    <div className={ui.page}>
      <PageHeader
        title={t('cashierSettings.title')}
        subtitle={t('cashierSettings.subtitle', { merchant: props.brandName, currency: props.currency })}
        actions={
          props.canWrite ? (
            <div className={ui.row}>
              {changes.length ? (
                <span className={ui.muted}>{t('cashierSettings.changes', { count: changes.length })}</span>
              ) : null}
              {changes.length ? (
                <button
                  type="button"
                  className={`${ui.button} ${ui.secondary}`}
                  onClick={() => {
                    save.reset();
                    setDraft(query.data ? draftOf(query.data) : null);
                  }}
                >
                  {t('cashierSettings.discard')}
                </button>
              ) : null}
              <button
                type="button"
                className={ui.button}
                disabled={!changes.length || invalid || save.isPending}
                onClick={() => save.mutate()}
              >
                {save.isPending ? t('common.saving') : t('common.save')}
              </button>
            </div>
          ) : null
        }
      />
      {!props.canWrite ? <p className={ui.notice}>{t('common.readOnly')}</p> : null}
      <ErrorNote error={query.error ?? save.error} />
      {query.isPending || !draft ? (
        query.error ? null : (
          <Card>
            <Skeleton rows={8} />
          </Card>
        )
      ) : (
        GROUPS.map((group) => (
          <Card key={group.key} title={t(`cashierSettings.groups.${group.key}`)}>
            <div className={styles.grid}>
              {group.fields.map((field) => (
                <SettingField
                  key={field}
                  field={field}
                  value={draft[field]}
                  currency={props.currency}
                  changed={changes.includes(field)}
                  problem={problems[field]}
                  disabled={!props.canWrite}
                  onChange={(value) => setDraft({ ...draft, [field]: value })}
                />
              ))}
            </div>
          </Card>
        ))
      )}
    </div>
  );
}

function SettingField(props: {
  field: SettingsField;
  value: string;
  currency: string;
  changed: boolean;
  problem: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const unit = UNIT[props.field];
  const bounds = (INTEGER_FIELDS as Partial<Record<SettingsField, readonly [number, number]>>)[props.field];
  const n = Number(props.value);
  const valid = !props.problem && props.value.trim() !== '';
  const live =
    !valid || unit === 'currency'
      ? null
      : props.field === 'guaranteeBps'
        ? percentOfBps(n)
        : props.field === 'turnoverBps'
          ? timesOfBps(n)
          : n < 60
            ? t('cashierSettings.durationMinutes', { minutes: n })
            : t('cashierSettings.duration', { hours: Math.floor(n / 60), minutes: n % 60 });
  return (
    <div className={`${styles.field} ${props.changed ? styles.changed : ''}`}>
      <label className={ui.field}>
        <span>
          {t(`cashierSettings.fields.${props.field}`)}
          {props.changed ? <span className={styles.changedMark}>{t('cashierSettings.changed')}</span> : null}
        </span>
        <span className={styles.inputRow}>
          <input
            className={`${ui.input} ${props.problem ? ui.invalid : ''}`}
            inputMode={unit === 'currency' ? 'decimal' : 'numeric'}
            value={props.value}
            disabled={props.disabled}
            aria-invalid={!!props.problem}
            aria-describedby={`${id}-hint`}
            onChange={(e) => props.onChange(e.target.value)}
          />
          <span className={styles.unit} aria-hidden="true">
            {unit === 'currency' ? props.currency : t(`cashierSettings.units.${unit}`)}
          </span>
        </span>
      </label>
      <span id={`${id}-hint`} className={props.problem ? ui.fieldError : styles.hint}>
        {props.problem
          ? t(`cashierSettings.problems.${props.problem}`, {
              min: bounds?.[0].toLocaleString(),
              max: bounds?.[1].toLocaleString(),
            })
          : t(`cashierSettings.hints.${props.field}`, { value: live ?? '' })}
      </span>
    </div>
  );
}
