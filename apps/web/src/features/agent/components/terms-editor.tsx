import type { TAgentTerms } from '@platform/contracts';
import { AGENT_MAX_TIERS, type AgentContractKind } from '@platform/contracts/client';
import { useTranslation } from 'react-i18next';
import { Checkbox, TextField } from '../../../components/field/field.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import {
  BLANK_TIER,
  grantableKinds,
  highestRate,
  KIND_FIELDS,
  ownTiers,
  tierProblems,
  type TermsDraft,
  type TierDraft,
  type TierField,
} from '../terms.ts';
import styles from './register-centre.module.css';

/**
 * The terms a new sub-agent gets (issue 11 "the terms a new sub-agent gets"): for each contract kind
 * the agent holds, granted or not, and the tiers of each granted kind. Granting a kind starts from
 * the agent's own thresholds with the rates left to choose: the agent earns the difference between
 * its rate and the sub-agent's, so a rate is a decision, not a default.
 */
export function TermsEditor({
  own,
  value,
  onChange,
  showErrors,
}: {
  own: TAgentTerms;
  value: TermsDraft;
  onChange: (next: TermsDraft) => void;
  /** After a submit: every problem shows, not only in the fields touched. */
  showErrors: boolean;
}) {
  const { t } = useTranslation();
  const kinds = grantableKinds(own);
  if (kinds.length === 0) {
    return <Notice tone="info">{t('agent.terms.noneToGrant')}</Notice>;
  }
  const setKind = (kind: AgentContractKind, tiers: TierDraft[] | null) =>
    onChange({ ...value, [kind]: tiers });

  return (
    <div className={styles.terms} data-testid="terms-editor">
      <p className={styles.termsLead}>{t('agent.terms.lead')}</p>
      {kinds.map((kind) => {
        const tiers = value[kind];
        return (
          <fieldset key={kind} className={styles.termsKind}>
            <legend className="visually-hidden">{t(`agent.kind.${kind}`)}</legend>
            <div className={styles.termsHead}>
              <Checkbox
                checked={tiers !== null}
                onChange={(e) =>
                  setKind(
                    kind,
                    e.target.checked
                      ? ownTiers(own, kind).map((tier) => ({ ...tier, rate: '', lossRate: '' }))
                      : null,
                  )
                }
              >
                {t('agent.terms.grant', { kind: t(`agent.kind.${kind}`) })}
              </Checkbox>
              <span className={styles.termsOwn}>
                {t('agent.terms.yourRate', { rate: highestRate(own, kind) })}
                {kind === 'realtimeSalary'
                  ? ` · ${t('agent.terms.yourLossRate', { rate: highestRate(own, kind, 'lossRate') })}`
                  : ''}
              </span>
            </div>
            {tiers ? (
              <TierList
                kind={kind}
                tiers={tiers}
                own={own}
                showErrors={showErrors}
                onChange={(next) => setKind(kind, next)}
              />
            ) : null}
          </fieldset>
        );
      })}
    </div>
  );
}

/**
 * The tiers of one kind, each a row of fields with its problems, with "add a tier" and "remove";
 * `own` holds the most the agent may grant (its terms, or its own contract of the kind).
 */
export function TierList({
  kind,
  tiers,
  own,
  showErrors,
  onChange,
}: {
  kind: AgentContractKind;
  tiers: TierDraft[];
  own: TAgentTerms;
  showErrors: boolean;
  onChange: (tiers: TierDraft[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ol className={styles.tiers}>
        {tiers.map((tier, index) => (
          <TierRow
            key={index}
            kind={kind}
            index={index}
            tier={tier}
            own={own}
            showErrors={showErrors}
            onChange={(next) => onChange(tiers.map((old, i) => (i === index ? next : old)))}
            onRemove={tiers.length > 1 ? () => onChange(tiers.filter((_, i) => i !== index)) : undefined}
          />
        ))}
      </ol>
      {tiers.length < AGENT_MAX_TIERS ? (
        <button
          type="button"
          className={styles.addTier}
          onClick={() => onChange([...tiers, { ...BLANK_TIER }])}
        >
          <Icon name="plus" size={16} />
          {t('agent.terms.addTier')}
        </button>
      ) : null}
    </>
  );
}

function TierRow({
  kind,
  index,
  tier,
  own,
  showErrors,
  onChange,
  onRemove,
}: {
  kind: AgentContractKind;
  index: number;
  tier: TierDraft;
  own: TAgentTerms;
  showErrors: boolean;
  onChange: (tier: TierDraft) => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const problems = tierProblems(tier, kind, own);
  const error = (field: TierField) => {
    const problem = problems[field];
    // An empty rate is only an error once the form is sent; a wrong one shows at once.
    if (!problem || (problem === 'required' && !showErrors)) return null;
    return t(`agent.terms.problem.${problem}`, {
      rate: highestRate(own, kind, field === 'lossRate' ? 'lossRate' : 'rate'),
    });
  };
  return (
    <li className={styles.tier}>
      <span className={styles.tierNo} aria-hidden="true">
        {index + 1}
      </span>
      <div className={styles.tierFields}>
        {KIND_FIELDS[kind].map((field) => (
          <TextField
            key={field}
            label={t(`agent.terms.field.${field}`)}
            aria-label={t('agent.terms.fieldOfTier', {
              field: t(`agent.terms.field.${field}`),
              tier: index + 1,
            })}
            value={tier[field]}
            onChange={(e) => onChange({ ...tier, [field]: e.target.value })}
            inputMode={field === 'minActiveMembers' ? 'numeric' : 'decimal'}
            error={error(field)}
            autoComplete="off"
          />
        ))}
      </div>
      {onRemove ? (
        <button
          type="button"
          className={styles.removeTier}
          onClick={onRemove}
          aria-label={t('agent.terms.removeTier', { tier: index + 1 })}
          title={t('agent.terms.removeTier', { tier: index + 1 })}
        >
          <Icon name="trash" size={16} />
        </button>
      ) : null}
    </li>
  );
}
