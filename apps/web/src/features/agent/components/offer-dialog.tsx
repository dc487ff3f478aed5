import type { TAgentContract } from '@platform/contracts';
import { DIVIDEND_CYCLES, type AgentContractKind } from '@platform/contracts/client';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { SelectField } from '../../../components/field/field.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { ModalFrame } from '../../../components/modal/index.ts';
import { Notice } from '../../../components/notice/notice.tsx';
import { Skeleton } from '../../../components/skeleton/skeleton.tsx';
import { showToast } from '../../../components/toast/index.ts';
import { describeApiError } from '../../../lib/api-client.ts';
import { useContractAction } from '../api/contract-api.ts';
import { useDownlines } from '../api/downline-api.ts';
import { draftFromTiers, termsOfKind, tierProblems, tiersFromDraft, type TierDraft } from '../terms.ts';
import { topRate } from './contract-parts.tsx';
import { TierList } from './terms-editor.tsx';
import styles from './contracts.module.css';

/**
 * Offering a direct sub-agent a contract of a kind (spec §4 "new contract"): which sub-agent, the
 * tiers (never paying more than the agent's own contract of the kind, the most it may offer), and for
 * a dividend the cycle, which is the agent's own. An offer replaces the sub-agent's current contract
 * once it is signed.
 */
export function OfferDialog({
  kind,
  own,
  open,
  onClose,
  downlineId,
  current,
}: {
  kind: AgentContractKind;
  /** The agent's own active contract of the kind. */
  own: TAgentContract;
  open: boolean;
  onClose: () => void;
  /** A sub-agent chosen beforehand (a row's "new offer"). */
  downlineId?: string;
  /** That sub-agent's current contract, whose tiers the form starts from. */
  current?: TAgentContract;
}) {
  const { t } = useTranslation();
  return (
    <ModalFrame
      open={open}
      onClose={onClose}
      title={t('agent.contract.offerTitle', { kind: t(`agent.kind.${kind}`) })}
    >
      {open ? (
        <OfferForm kind={kind} own={own} onDone={onClose} downlineId={downlineId} current={current} />
      ) : null}
    </ModalFrame>
  );
}

function OfferForm({
  kind,
  own,
  onDone,
  downlineId,
  current,
}: {
  kind: AgentContractKind;
  own: TAgentContract;
  onDone: () => void;
  downlineId?: string;
  current?: TAgentContract;
}) {
  const { t } = useTranslation();
  const offer = useContractAction(kind);
  const agents = useDownlines({ scope: 'direct', type: 'AGENT', pageNo: 1, pageSize: 100 });
  const ownTerms = termsOfKind(kind, own.tiers);
  const [downline, setDownline] = useState(downlineId ?? '');
  const [tiers, setTiers] = useState<TierDraft[]>(() =>
    current
      ? draftFromTiers(current.tiers)
      : draftFromTiers(own.tiers).map((tier) => ({ ...tier, rate: '', lossRate: '' })),
  );
  const [cycle, setCycle] = useState(own.cycle ?? 'D');
  const [submitted, setSubmitted] = useState(false);
  const list = agents.data?.list ?? [];
  const valid =
    !!downline &&
    tiers.length > 0 &&
    tiers.every((tier) => Object.keys(tierProblems(tier, kind, ownTerms)).length === 0) &&
    (kind !== 'dividend' || cycle === own.cycle);
  const account = list.find((d) => d.id === downline)?.account ?? current?.payee.account ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!valid) return;
    offer.mutate(
      {
        action: 'OFFER',
        downlineId: downline,
        tiers: tiersFromDraft(kind, tiers),
        ...(kind === 'dividend' ? { cycle } : {}),
      },
      {
        onSuccess: () => {
          showToast(t('agent.contract.done.offered', { account }));
          onDone();
        },
      },
    );
  };

  return (
    <form className={styles.offerForm} onSubmit={submit} noValidate data-testid="offer-form">
      <Notice tone="info">
        {t('agent.contract.offerLead', { rate: topRate(own) })}
        {kind === 'realtimeSalary'
          ? ` ${t('agent.contract.offerLeadLoss', { rate: topRate(own, 'lossRate') })}`
          : ''}
      </Notice>
      {offer.isError ? <Notice tone="danger">{describeApiError(offer.error, (key) => t(key))}</Notice> : null}
      {agents.isPending ? (
        <Skeleton height={48} />
      ) : list.length === 0 && !downlineId ? (
        <Notice tone="warning">{t('agent.contract.noSubAgents')}</Notice>
      ) : (
        <SelectField
          label={t('agent.contract.subAgent')}
          value={downline}
          onChange={(e) => setDownline(e.target.value)}
          disabled={!!downlineId}
          options={[
            { value: '', label: t('agent.contract.chooseSubAgent') },
            ...list.map((d) => ({
              value: d.id,
              label: d.nickname ? `${d.account} · ${d.nickname}` : d.account,
            })),
            ...(downlineId && !list.some((d) => d.id === downlineId)
              ? [{ value: downlineId, label: current?.payee.account ?? downlineId }]
              : []),
          ]}
        />
      )}
      {submitted && !downline ? (
        <p className={styles.fieldError}>{t('agent.contract.chooseSubAgentError')}</p>
      ) : null}
      {kind === 'dividend' ? (
        <SelectField
          label={t('agent.contract.cycle')}
          value={cycle}
          onChange={(e) => setCycle(e.target.value as typeof cycle)}
          options={DIVIDEND_CYCLES.filter((c) => c === own.cycle).map((c) => ({
            value: c,
            label: t(`agent.contract.cycles.${c}`),
          }))}
          aria-describedby="offer-cycle-hint"
        />
      ) : null}
      {kind === 'dividend' ? (
        <p id="offer-cycle-hint" className={styles.hint}>
          {t('agent.contract.cycleHint')}
        </p>
      ) : null}
      <div className={styles.offerTiers}>
        <h3>{t('agent.contract.tiers')}</h3>
        <TierList kind={kind} tiers={tiers} own={ownTerms} showErrors={submitted} onChange={setTiers} />
      </div>
      <div className={styles.formActions}>
        <Button variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={offer.isPending} icon={<Icon name="mail" size={18} />}>
          {t('agent.contract.sendOffer')}
        </Button>
      </div>
    </form>
  );
}
