import * as Dialog from '@radix-ui/react-dialog';
import { REPORT_MAX_RANGE_DAYS } from '@platform/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { ErrorNote, ui } from '../../components/ui.tsx';
import { useDateTime } from '../../lib/format.ts';
import { useFreshness, useRebuild } from './api/reports-api.ts';
import { useNow } from './report-parts.tsx';
import { rangeProblem, type DayRange } from './range.ts';
import styles from './reports.module.css';

/** How long ago, in the largest whole unit: an i18n key under `reports.fresh` and its count. */
export function ageOf(
  at: string,
  now: Date,
): { key: 'seconds' | 'minutes' | 'hours' | 'days'; count: number } {
  const seconds = Math.max(0, Math.floor((now.getTime() - Date.parse(at)) / 1000));
  if (seconds < 60) return { key: 'seconds', count: seconds };
  if (seconds < 3600) return { key: 'minutes', count: Math.floor(seconds / 60) };
  if (seconds < 86_400) return { key: 'hours', count: Math.floor(seconds / 3600) };
  return { key: 'days', count: Math.floor(seconds / 86_400) };
}

/**
 * How fresh the summary tables are ("updated 12 s ago", the exact time in its tooltip), and for
 * operators allowed to, the rebuild of chosen days (after a late rollback, a fix in the ledger).
 */
export function Freshness(props: {
  merchantCode: string;
  /** The report's own answer, fresher than the freshness call when newer. */
  refreshedAt?: string | null | undefined;
  range: DayRange;
  canRebuild: boolean;
}) {
  const { t } = useTranslation();
  const when = useDateTime();
  const now = useNow(5000);
  const freshness = useFreshness(props.merchantCode);
  const [open, setOpen] = useState(false);
  const candidates = [props.refreshedAt, freshness.data?.refreshedAt].filter((v): v is string => !!v);
  const at = candidates.sort().at(-1) ?? null;
  const known = at !== null || freshness.data !== undefined || props.refreshedAt === null;
  const age = at ? ageOf(at, now) : null;
  return (
    <div className={styles.freshness}>
      {/* Not a live region: the age changes every few seconds and would be read out each time. */}
      <span className={ui.muted} title={at ? when(at) : undefined} data-testid="report-freshness">
        <span aria-hidden="true" className={styles.freshDot} data-fresh={at ? 'yes' : 'no'} />
        {!known
          ? t('common.loading')
          : age
            ? t(`reports.fresh.${age.key}`, { count: age.count })
            : t('reports.fresh.never')}
      </span>
      {props.canRebuild ? (
        <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={() => setOpen(true)}>
          {t('reports.rebuild.open')}
        </button>
      ) : null}
      {open ? (
        <RebuildDialog merchantCode={props.merchantCode} range={props.range} onOpenChange={setOpen} />
      ) : null}
    </div>
  );
}

function RebuildDialog(props: {
  merchantCode: string;
  range: DayRange;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(props.range.from);
  const [to, setTo] = useState(props.range.to);
  const rebuild = useRebuild(props.merchantCode);
  const problem = rangeProblem({ from, to });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem || rebuild.isPending) return;
    rebuild.mutate(
      { from, to },
      {
        onSuccess: (result) => {
          toast(t('reports.rebuild.done', { count: result.lastDays.length }));
          props.onOpenChange(false);
        },
      },
    );
  };
  return (
    <Dialog.Root open onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={ui.dialog}>
          <form onSubmit={submit} noValidate>
            <Dialog.Title>{t('reports.rebuild.title')}</Dialog.Title>
            <Dialog.Description>
              {t('reports.rebuild.text', { days: REPORT_MAX_RANGE_DAYS })}
            </Dialog.Description>
            <div className={styles.dialogFields}>
              <label className={ui.field}>
                <span>{t('reports.range.from')}</span>
                <input
                  type="date"
                  className={`${ui.input} ${problem ? ui.invalid : ''}`}
                  value={from}
                  required
                  onChange={(e) => setFrom(e.target.value)}
                />
              </label>
              <label className={ui.field}>
                <span>{t('reports.range.to')}</span>
                <input
                  type="date"
                  className={`${ui.input} ${problem ? ui.invalid : ''}`}
                  value={to}
                  required
                  onChange={(e) => setTo(e.target.value)}
                />
              </label>
            </div>
            {problem ? (
              <p className={ui.fieldError} role="alert">
                {t(`reports.range.${problem}`)}
              </p>
            ) : null}
            <ErrorNote error={rebuild.error} />
            <div className={ui.row} style={{ justifyContent: 'flex-end', marginTop: 16 }}>
              <Dialog.Close type="button" className={`${ui.button} ${ui.secondary}`}>
                {t('common.cancel')}
              </Dialog.Close>
              <button type="submit" className={ui.button} disabled={!!problem || rebuild.isPending}>
                {rebuild.isPending ? t('reports.rebuild.running') : t('reports.rebuild.submit')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
