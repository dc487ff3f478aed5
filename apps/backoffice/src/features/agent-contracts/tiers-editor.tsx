import { useTranslation } from 'react-i18next';
import { ui } from '../../components/ui.tsx';
import { emptyTier, MAX_TIERS, type TierDraft, type TierField, type TierProblem } from './tiers-draft.ts';
import styles from './agent-contracts.module.css';

/**
 * The tiers of an offer, one row each: thresholds of the period (valid bet, active members, net
 * loss) and the rate they reach; real-time salary rows also take a loss rate.
 */
export function TiersEditor(props: {
  kind: string;
  currency: string;
  tiers: TierDraft[];
  problems: Partial<Record<TierField, TierProblem>>[];
  showProblems: boolean;
  onChange: (tiers: TierDraft[]) => void;
}) {
  const { t } = useTranslation();
  const realtime = props.kind === 'realtimeSalary';
  const fields: { key: TierField; label: string; mode: 'decimal' | 'numeric' }[] = [
    {
      key: 'minValidBet',
      label: t('agentContracts.minValidBet', { currency: props.currency }),
      mode: 'decimal',
    },
    { key: 'minActiveMembers', label: t('agentContracts.minActiveMembers'), mode: 'numeric' },
    {
      key: 'minNetLoss',
      label: t('agentContracts.minNetLoss', { currency: props.currency }),
      mode: 'decimal',
    },
    { key: 'rate', label: t(`agentContracts.rateOf.${props.kind}`), mode: 'decimal' },
    ...(realtime
      ? [{ key: 'lossRate' as const, label: t('agentContracts.lossRate'), mode: 'decimal' as const }]
      : []),
  ];
  const set = (index: number, key: TierField, value: string) =>
    props.onChange(props.tiers.map((tier, i) => (i === index ? { ...tier, [key]: value } : tier)));

  return (
    <fieldset className={`${ui.field} ${styles.wide}`} style={{ border: 'none', padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 6 }}>{t('agentContracts.tiers')}</legend>
      <p className={styles.hint}>{t('agentContracts.tiersHint')}</p>
      <div className={ui.tableScroll}>
        <table className={styles.tierTable}>
          <thead>
            <tr>
              <th>{t('agentContracts.tier')}</th>
              {fields.map((f) => (
                <th key={f.key}>{f.label}</th>
              ))}
              <th aria-label={t('agentContracts.actions')} />
            </tr>
          </thead>
          <tbody>
            {props.tiers.map((tier, i) => (
              <tr key={i}>
                <td className={styles.tierNo}>{i + 1}</td>
                {fields.map((f) => {
                  const problem = props.showProblems ? props.problems[i]?.[f.key] : undefined;
                  const errorId = `tier-${i}-${f.key}-error`;
                  return (
                    <td key={f.key}>
                      <input
                        className={`${ui.input} ${styles.input ?? ''} ${problem ? ui.invalid : ''}`}
                        inputMode={f.mode}
                        value={tier[f.key]}
                        aria-label={t('agentContracts.tierField', { field: f.label, tier: i + 1 })}
                        aria-invalid={!!problem}
                        aria-describedby={problem ? errorId : undefined}
                        onChange={(e) => set(i, f.key, e.target.value)}
                      />
                      {problem ? (
                        <span id={errorId} className={ui.fieldError}>
                          {t(`agentContracts.problems.${problem}`)}
                        </span>
                      ) : null}
                    </td>
                  );
                })}
                <td>
                  <button
                    type="button"
                    className={`${ui.button} ${ui.ghost}`}
                    aria-label={t('agentContracts.removeTier', { tier: i + 1 })}
                    disabled={props.tiers.length <= 1}
                    onClick={() => props.onChange(props.tiers.filter((_, j) => j !== i))}
                  >
                    ×
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.tierActions}>
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          disabled={props.tiers.length >= MAX_TIERS}
          onClick={() => props.onChange([...props.tiers, emptyTier()])}
        >
          {t('agentContracts.addTier')}
        </button>
      </div>
    </fieldset>
  );
}
