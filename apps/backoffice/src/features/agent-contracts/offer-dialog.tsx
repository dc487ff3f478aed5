import { type TAgentContractKind, type TDividendCycle } from '@platform/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { ErrorNote, ui } from '../../components/ui.tsx';
import { KindCycleFields } from './kind-cycle-fields.tsx';
import { agentContractsApi, useTemplates, useTopAgents } from './api/agent-contracts-api.ts';
import { TiersEditor } from './tiers-editor.tsx';
import { draftsOf, emptyTier, tierProblems, tiersOf, tiersValid, type TierDraft } from './tiers-draft.ts';
import styles from './agent-contracts.module.css';

/**
 * The merchant offers one of its top agents a contract of a kind (the merchant pays it). The top
 * agent is found by account among the agent tree's roots; the tiers are typed row by row.
 */
export function OfferDialog(props: {
  merchantCode: string;
  currency: string;
  onDone: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const agents = useTopAgents(props.merchantCode, search.trim());
  const [agent, setAgent] = useState<{ id: string; account: string } | null>(null);
  const [kind, setKind] = useState<TAgentContractKind>('dividend');
  const [cycle, setCycle] = useState<TDividendCycle>('D');
  const [tiers, setTiers] = useState<TierDraft[]>([emptyTier()]);
  const [touched, setTouched] = useState(false);
  const templates = useTemplates(props.merchantCode, kind);
  const [templateId, setTemplateId] = useState('');
  const startFrom = (id: string) => {
    setTemplateId(id);
    const template = templates.data?.list.find((x) => x.id === id);
    if (!template) return;
    setTiers(draftsOf(template.tiers));
    if (template.cycle) setCycle(template.cycle);
  };
  const realtime = kind === 'realtimeSalary';
  const problems = tierProblems(tiers, props.currency, realtime);
  const valid = agent !== null && tiersValid(tiers, props.currency, realtime);
  const offer = useMutation({
    mutationFn: () =>
      agentContractsApi.offer(props.merchantCode, {
        agentId: agent!.id,
        kind,
        tiers: tiersOf(tiers, realtime),
        ...(kind === 'dividend' ? { cycle } : {}),
      }),
    onSuccess: (contract) => {
      toast(
        t('agentContracts.offeredToast', {
          kind: t(`agentContracts.kinds.${contract.kind}`),
          account: contract.payee.account,
        }),
      );
      props.onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (valid && !offer.isPending) offer.mutate();
  };
  const list = agents.data?.list ?? [];
  const choices = agent && !list.some((a) => a.id === agent.id) ? [agent, ...list] : list;

  return (
    <Dialog.Root open onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={`${ui.dialog} ${styles.dialog}`}>
          <form onSubmit={submit} noValidate>
            <Dialog.Title>{t('agentContracts.offerTitle')}</Dialog.Title>
            <Dialog.Description>
              {t('agentContracts.offerText', { currency: props.currency })}
            </Dialog.Description>
            <div className={styles.form}>
              <label className={ui.field}>
                <span>{t('agentContracts.findAgent')}</span>
                <input
                  type="search"
                  className={ui.input}
                  value={search}
                  maxLength={64}
                  placeholder={t('agentContracts.findAgentPlaceholder')}
                  onChange={(e) => setSearch(e.target.value)}
                />
              </label>
              <label className={ui.field}>
                <span>{t('agentContracts.topAgent')}</span>
                <select
                  className={`${ui.select} ${touched && !agent ? ui.invalid : ''}`}
                  value={agent?.id ?? ''}
                  aria-invalid={touched && !agent}
                  aria-describedby={touched && !agent ? 'offer-agent-error' : undefined}
                  onChange={(e) => {
                    const chosen = choices.find((a) => a.id === e.target.value);
                    setAgent(chosen ? { id: chosen.id, account: chosen.account } : null);
                  }}
                >
                  <option value="">
                    {agents.isPending
                      ? t('common.loading')
                      : list.length === 0
                        ? t('agentContracts.noTopAgent')
                        : t('agentContracts.chooseAgent', { count: list.length })}
                  </option>
                  {choices.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.account}
                    </option>
                  ))}
                </select>
                {touched && !agent ? (
                  <span id="offer-agent-error" className={ui.fieldError}>
                    {t('agentContracts.problems.agent')}
                  </span>
                ) : null}
              </label>
              <KindCycleFields
                kind={kind}
                cycle={cycle}
                onKind={(next) => {
                  setKind(next);
                  setTemplateId('');
                }}
                onCycle={setCycle}
              />
              <label className={ui.field}>
                <span>{t('agentContracts.templates.startFrom')}</span>
                <select className={ui.select} value={templateId} onChange={(e) => startFrom(e.target.value)}>
                  <option value="">
                    {templates.isPending
                      ? t('common.loading')
                      : (templates.data?.list.length ?? 0) === 0
                        ? t('agentContracts.templates.noneOfKind')
                        : t('agentContracts.templates.typeTiers')}
                  </option>
                  {(templates.data?.list ?? []).map((template) => (
                    <option key={template.id} value={template.id}>
                      {template.name}
                    </option>
                  ))}
                </select>
              </label>
              <TiersEditor
                kind={kind}
                currency={props.currency}
                tiers={tiers}
                problems={problems}
                showProblems={touched}
                onChange={setTiers}
              />
            </div>
            <ErrorNote error={offer.error ?? agents.error} />
            <div className={ui.row} style={{ justifyContent: 'flex-end' }}>
              <Dialog.Close type="button" className={`${ui.button} ${ui.secondary}`}>
                {t('common.cancel')}
              </Dialog.Close>
              <button type="submit" className={ui.button} disabled={offer.isPending || (touched && !valid)}>
                {offer.isPending ? t('agentContracts.sending') : t('agentContracts.sendOffer')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
