import type { TAgentContract, TContractRelayAnswer } from '@platform/contracts';
import type { AgentContractKind } from '@platform/contracts/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { SkeletonCard } from '../../../components/skeleton/skeleton.tsx';
import { describeApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useContractInfo } from '../api/contract-api.ts';
import { CONTRACT_SCREEN } from '../contracts.ts';
import { useContractMoves, type ContractMoves } from '../hooks/use-contract-moves.tsx';
import { ContractActions } from './contract-actions.tsx';
import { ContractFacts, ContractStatus, payerName, TiersTable, topRate } from './contract-parts.tsx';
import { ContractStatements } from './contract-statements.tsx';
import { OfferDialog } from './offer-dialog.tsx';
import { ScreenFrame } from './screen-frame.tsx';
import styles from './contracts.module.css';

/**
 * A contract screen (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary; spec §2, §4; issue 11), one per kind: an offer waiting for the agent's
 * signature, its own contract with its tiers and who pays it, its direct sub-agents' contracts with
 * "offer a contract", and the statements of the kind, earned or paid.
 */
export function ContractScreen({
  kind,
  timeZone,
  currency,
}: {
  kind: AgentContractKind;
  timeZone?: string;
  currency: string;
}) {
  const { t } = useTranslation();
  const info = useContractInfo(kind);
  const moves = useContractMoves(kind);
  const screen = CONTRACT_SCREEN[kind];

  if (info.isPending) {
    return (
      <ScreenFrame screen={screen}>
        <div aria-busy="true" className={styles.stack}>
          <SkeletonCard lines={4} />
          <SkeletonCard lines={3} />
        </div>
      </ScreenFrame>
    );
  }
  if (info.isError) {
    return (
      <ScreenFrame screen={screen}>
        <Card label={t(`agent.menu.${screen}`)}>
          <EmptyState
            level={3}
            illustration="error"
            title={t('agent.contract.loadFailed')}
            text={describeApiError(info.error, (key) => t(key))}
            actions={
              <Button icon={<Icon name="refresh" size={18} />} onClick={() => void info.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        </Card>
      </ScreenFrame>
    );
  }
  const data = info.data;
  if (!data.enabled) {
    return (
      <ScreenFrame screen={screen}>
        <EmptyState
          illustration="lock"
          level={3}
          title={t('agent.unavailableTitle')}
          text={t('agent.unavailableText')}
        />
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame screen={screen}>
      {data.offered ? (
        <OfferCard contract={data.offered} moves={moves} timeZone={timeZone} currency={currency} />
      ) : null}
      <OwnContract data={data} moves={moves} timeZone={timeZone} currency={currency} />
      <SubAgentContracts data={data} moves={moves} timeZone={timeZone} currency={currency} />
      <ContractStatements kind={kind} timeZone={timeZone} currency={currency} />
    </ScreenFrame>
  );
}

interface SectionProps {
  moves: ContractMoves;
  timeZone?: string;
  currency: string;
}

/** An offer waiting for my signature: its terms and who would pay it, with Sign and Reject. */
function OfferCard({ contract, moves, timeZone, currency }: SectionProps & { contract: TAgentContract }) {
  const { t } = useTranslation();
  const kind = t(`agent.kind.${contract.kind}`);
  return (
    <Card
      id="contract-offer-title"
      icon="mail"
      tone="gold"
      variant="glow"
      title={t('agent.contract.offerForYou', { kind })}
      text={t('agent.contract.offerForYouText', { payer: payerName(contract, t) })}
      testId="contract-offer"
    >
      <div className={styles.body}>
        <ContractFacts contract={contract} timeZone={timeZone} />
        <TiersTable
          kind={contract.kind}
          tiers={contract.tiers}
          currency={currency}
          caption={t('agent.contract.tiersOf', { kind })}
        />
        <div className={styles.offerFoot}>
          <p className={styles.hint}>{t('agent.contract.signHint')}</p>
          <ContractActions contract={contract} moves={moves} size="md" />
        </div>
      </div>
    </Card>
  );
}

/** My contract of the kind: its terms, who pays it, and ending it. */
function OwnContract({ data, moves, timeZone, currency }: SectionProps & { data: TContractRelayAnswer }) {
  const { t } = useTranslation();
  const contract = data.active;
  const kind = t(`agent.kind.${data.kind}`);
  return (
    <Card
      id="contract-own-title"
      icon="shield"
      title={t('agent.contract.mine')}
      text={contract ? t('agent.contract.mineText', { kind }) : undefined}
      actions={contract ? <ContractStatus contract={contract} /> : undefined}
      testId="contract-active"
    >
      {contract ? (
        <div className={styles.body}>
          <ContractFacts
            contract={contract}
            timeZone={timeZone}
            extra={[
              {
                label: t('agent.contract.upTo'),
                value: (
                  <strong className={styles.rate}>
                    {topRate(contract)}%
                    {data.kind === 'realtimeSalary'
                      ? ` · ${t('agent.contract.lossShort', { rate: topRate(contract, 'lossRate') })}`
                      : ''}
                  </strong>
                ),
              },
            ]}
          />
          <TiersTable
            kind={contract.kind}
            tiers={contract.tiers}
            currency={currency}
            caption={t('agent.contract.tiersOf', { kind })}
          />
          <ContractActions contract={contract} moves={moves} />
        </div>
      ) : (
        <EmptyState
          level={3}
          illustration="empty"
          title={t('agent.contract.noneTitle', { kind })}
          text={t(data.offered ? 'agent.contract.noneOffered' : 'agent.contract.noneText')}
        />
      )}
    </Card>
  );
}

/** My direct sub-agents' contracts of the kind (as their payer), and offering one. */
function SubAgentContracts({
  data,
  moves,
  timeZone,
  currency,
}: SectionProps & { data: TContractRelayAnswer }) {
  const { t } = useTranslation();
  const [offer, setOffer] = useState<{ open: boolean; current?: TAgentContract }>({ open: false });
  const own = data.active;
  const kind = t(`agent.kind.${data.kind}`);
  return (
    <Card
      id="contract-downlines-title"
      icon="users"
      title={t('agent.contract.subAgents')}
      text={t('agent.contract.subAgentsText', { kind })}
      testId="contract-downlines"
      actions={
        own ? (
          <Button size="sm" icon={<Icon name="plus" size={16} />} onClick={() => setOffer({ open: true })}>
            {t('agent.contract.offer')}
          </Button>
        ) : undefined
      }
    >
      {!own && data.downlines.length > 0 ? (
        <p className={styles.hint}>{t('agent.contract.offerNeedsOwn', { kind })}</p>
      ) : null}
      {data.downlines.length === 0 ? (
        <p className={styles.emptyLine}>
          {t(own ? 'agent.contract.noSubAgentContracts' : 'agent.contract.offerNeedsOwn', { kind })}
        </p>
      ) : (
        <ul className={styles.downlines}>
          {data.downlines.map((contract) => (
            <li key={contract.id} className={styles.downline} data-testid="downline-contract">
              <div className={styles.downlineTop}>
                <span className={styles.downlineWho}>
                  <strong>{contract.payee.account}</strong>
                  {contract.payee.nickname ? <span>{contract.payee.nickname}</span> : null}
                </span>
                <ContractStatus contract={contract} />
              </div>
              <p className={styles.downlineMeta}>
                {t('agent.contract.upToRate', { rate: topRate(contract) })}
                {data.kind === 'realtimeSalary'
                  ? ` · ${t('agent.contract.lossShort', { rate: topRate(contract, 'lossRate') })}`
                  : ''}
                {' · '}
                {contract.signedAt
                  ? t('agent.contract.since', {
                      at: formatDateTime(new Date(contract.signedAt), timeZone, { seconds: false }),
                    })
                  : t('agent.contract.offeredOn', {
                      at: formatDateTime(new Date(contract.offeredAt), timeZone, { seconds: false }),
                    })}
              </p>
              <details className={styles.details}>
                <summary>{t('agent.contract.showTiers', { count: contract.tiers.length })}</summary>
                <TiersTable
                  kind={contract.kind}
                  tiers={contract.tiers}
                  currency={currency}
                  caption={t('agent.contract.tiersOfAccount', { account: contract.payee.account })}
                />
              </details>
              <div className={styles.downlineActions}>
                <ContractActions contract={contract} moves={moves} />
                {own && contract.status === 'ACTIVE' && !contract.terminationRequestedBy ? (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setOffer({ open: true, current: contract })}
                    aria-label={t('agent.contract.newOfferFor', { account: contract.payee.account })}
                  >
                    {t('agent.contract.newOffer')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {own ? (
        <OfferDialog
          key={offer.current?.id ?? 'new'}
          kind={data.kind}
          own={own}
          open={offer.open}
          onClose={() => setOffer({ open: false, current: offer.current })}
          downlineId={offer.current?.payee.id}
          current={offer.current}
        />
      ) : null}
    </Card>
  );
}
