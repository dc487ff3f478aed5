import {
  AGENT_CONTRACT_KINDS,
  type TAdminAgentDetail,
  type TAgentContractKind,
  type TAgentRealtimeTier,
  type TAgentTermTier,
} from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../app/session.tsx';
import { toast } from '../../components/toast.tsx';
import { ConfirmDialog, ErrorNote, Skeleton, ui } from '../../components/ui.tsx';
import { queryKeys } from '../../lib/query-keys.ts';
import { useDateTime, useMoney } from '../../lib/format.ts';
import { agentsApi, useAgentDetail } from './api/agents-api.ts';
import { AccountTypeBadge, AgentStatusBadge } from './agent-badges.tsx';
import styles from './agents.module.css';

/** Where the detail goes under the tree (agents.module.css `.columns`). */
const NARROW = '(max-width: 1100px)';

/**
 * One node of the tree: where it sits (its upline as breadcrumbs), its team per level, its
 * invitation links and the terms it may offer per contract kind; the member page has the rest.
 */
export function AgentDetailPanel(props: {
  merchantCode: string;
  currency: string;
  id: string;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  const query = useAgentDetail(props.merchantCode, props.id);
  const agent = query.data;
  const ref = useRef<HTMLElement>(null);
  // Under the tree (a narrow screen) a chosen node's detail would open out of sight.
  useEffect(() => {
    if (window.matchMedia(NARROW).matches) ref.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <section ref={ref} className={`${ui.card} ${styles.detail}`} aria-label={t('agents.detailTitle')}>
      <ErrorNote error={query.error} />
      {query.isPending ? <Skeleton rows={8} /> : null}
      {agent ? (
        <>
          {agent.frozen ? <FrozenNotice merchantCode={props.merchantCode} agent={agent} /> : null}
          <Detail agent={agent} currency={props.currency} onSelect={props.onSelect} />
        </>
      ) : null}
    </section>
  );
}

/** A frozen agent (a contract payment was forced, spec §4) moves no money out until an operator lifts it. */
function FrozenNotice({ merchantCode, agent }: { merchantCode: string; agent: TAdminAgentDetail }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const { can } = useSession();
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const lift = useMutation({
    mutationFn: () => agentsApi.unfreeze(merchantCode, agent.id),
    onSuccess: (after) => {
      client.setQueryData(queryKeys.agent(merchantCode, agent.id), after);
      toast(t('agents.unfrozen', { account: agent.account }));
    },
    onError: (error) => toast(error.message, 'error'),
  });
  return (
    <div className={ui.notice} role="status">
      <p>
        <strong>{t('agents.frozenTitle')}</strong>{' '}
        {t('agents.frozenText', { at: when(agent.frozen!.at), reason: agent.frozen!.reason })}
      </p>
      {can('members.write') ? (
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          disabled={lift.isPending}
          onClick={() => setAsking(true)}
        >
          {t('agents.unfreeze')}
        </button>
      ) : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('agents.unfreezeTitle', { account: agent.account })}
        text={t('agents.unfreezeText')}
        confirmLabel={t('agents.unfreeze')}
        onConfirm={() => lift.mutate()}
      />
    </div>
  );
}

function Detail({
  agent,
  currency,
  onSelect,
}: {
  agent: TAdminAgentDetail;
  currency: string;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  const when = useDateTime();
  return (
    <div className={styles.detailBody}>
      <nav aria-label={t('agents.upline')}>
        <ol className={styles.crumbs}>
          {agent.uplineChain.map((up) => (
            <li key={up.id}>
              <button type="button" className={styles.crumb} onClick={() => onSelect(up.id)}>
                {up.account}
              </button>
            </li>
          ))}
          <li aria-current="page">
            <span className={styles.crumbHere}>{agent.account}</span>
          </li>
        </ol>
      </nav>
      <header className={styles.detailHeader}>
        <div>
          <h2 className={styles.detailName}>{agent.account}</h2>
          {agent.nickname ? <p className={ui.muted}>{agent.nickname}</p> : null}
        </div>
        <span className={ui.spacer} />
        <AccountTypeBadge type={agent.type} />
        <AgentStatusBadge status={agent.status} />
      </header>
      <Link className={`${ui.button} ${ui.secondary} ${styles.memberLink}`} to={`/members/${agent.id}`}>
        {t('agents.openMember', { account: agent.account })}
      </Link>

      <dl className={styles.facts}>
        <Fact
          label={t('agents.level')}
          value={agent.level === 0 ? t('agents.topLevel') : String(agent.level)}
        />
        <Fact label={t('agents.direct')} value={String(agent.directCount)} />
        <Fact label={t('agents.team')} value={String(agent.teamCount)} />
        <Fact label={t('agents.teamAgents')} value={String(agent.agentCount)} />
        <Fact label={t('agents.affiliateCode')} value={agent.affiliateCode ?? '—'} mono />
        <Fact label={t('agents.registered')} value={when(agent.registeredAt)} />
      </dl>

      <h3 className={styles.sectionTitle}>{t('agents.links')}</h3>
      <dl className={styles.facts}>
        <Fact label={t('agents.linksActive')} value={String(agent.links.active)} />
        <Fact label={t('agents.linksDisabled')} value={String(agent.links.disabled)} />
        <Fact label={t('agents.linksRegistrations')} value={String(agent.links.registrations)} />
      </dl>

      <h3 className={styles.sectionTitle} id="agent-levels">
        {t('agents.levels')}
      </h3>
      {agent.levels.length === 0 ? (
        <p className={ui.muted}>{t('agents.noTeam')}</p>
      ) : (
        <div className={ui.tableScroll}>
          <table className={`${ui.table} ${styles.compact}`} aria-labelledby="agent-levels">
            <thead>
              <tr>
                <th>{t('agents.depth')}</th>
                <th>{t('agents.levelMembers')}</th>
                <th>{t('agents.levelAgents')}</th>
              </tr>
            </thead>
            <tbody>
              {agent.levels.map((l) => (
                <tr key={l.depth}>
                  <td>{l.depth === 1 ? t('agents.depthDirect') : t('agents.depthN', { depth: l.depth })}</td>
                  <td>{l.members}</td>
                  <td>{l.agents}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h3 className={styles.sectionTitle}>{t('agents.terms')}</h3>
      {agent.terms === null ? (
        <p className={ui.muted}>{t('agents.noTerms')}</p>
      ) : (
        AGENT_CONTRACT_KINDS.map((kind) => (
          <TermsOf key={kind} kind={kind} tiers={agent.terms?.[kind]?.tiers ?? null} currency={currency} />
        ))
      )}
    </div>
  );
}

function Fact({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={mono ? ui.mono : undefined}>{value}</dd>
    </div>
  );
}

function TermsOf(props: {
  kind: TAgentContractKind;
  tiers: readonly (TAgentTermTier | TAgentRealtimeTier)[] | null;
  currency: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const id = `agent-terms-${props.kind}`;
  const realtime = props.kind === 'realtimeSalary';
  return (
    <div className={styles.terms}>
      <h4 id={id} className={styles.termsTitle}>
        {t(`agents.kinds.${props.kind}`)}
      </h4>
      {props.tiers === null ? (
        <p className={ui.muted}>{t('agents.notOffered')}</p>
      ) : (
        <div className={ui.tableScroll}>
          <table className={`${ui.table} ${styles.compact}`} aria-labelledby={id}>
            <thead>
              <tr>
                <th>{t('agents.tier')}</th>
                <th className={ui.amount}>{t('agents.minValidBet')}</th>
                <th className={ui.amount}>{t('agents.minActiveMembers')}</th>
                <th className={ui.amount}>{t('agents.minNetLoss')}</th>
                <th className={ui.amount}>{t(`agents.rateOf.${props.kind}`)}</th>
                {realtime ? <th className={ui.amount}>{t('agents.lossRate')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {props.tiers.map((tier, i) => (
                <tr key={i}>
                  <td>{i + 1}</td>
                  <td className={ui.amount}>{money(tier.minValidBet, props.currency)}</td>
                  <td className={ui.amount}>{tier.minActiveMembers}</td>
                  <td className={ui.amount}>{money(tier.minNetLoss, props.currency)}</td>
                  <td className={ui.amount}>{t('agents.percent', { value: tier.rate })}</td>
                  {realtime ? (
                    <td className={ui.amount}>
                      {t('agents.percent', { value: 'lossRate' in tier ? tier.lossRate : '0' })}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
