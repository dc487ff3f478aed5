import { AGENT_CONTRACT_KINDS, type TContractTemplate } from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list-page.tsx';
import { toast } from '../../components/toast.tsx';
import { ConfirmDialog, SelectField, ui } from '../../components/ui.tsx';
import { useDateTime } from '../../lib/format.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useUrlFilters } from '../../lib/url-filters.ts';
import { agentContractsApi, useTemplates } from './api/agent-contracts-api.ts';
import { SectionsNav, TiersSummary } from './contract-parts.tsx';
import { TemplateDialog } from './template-dialog.tsx';
import styles from './agent-contracts.module.css';

/**
 * The merchant's contract templates (issue 11): its standard terms per kind under a name. An offer
 * to a top agent starts from one and copies its tiers, so changing or archiving a template here
 * never changes a contract already offered or signed.
 */
export function TemplatesPage(props: {
  merchantCode: string;
  brandName: string;
  currency: string;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const when = useDateTime();
  const url = useUrlFilters({ kind: '' });
  const { kind } = url.filters;
  const templates = useTemplates(props.merchantCode, kind || undefined);
  const [editing, setEditing] = useState<TContractTemplate | 'new' | null>(null);
  const [archiving, setArchiving] = useState<TContractTemplate | null>(null);
  const refresh = () =>
    client.invalidateQueries({ queryKey: queryKeys.contractTemplates(props.merchantCode, '').slice(0, 4) });
  const archive = useMutation({
    mutationFn: (template: TContractTemplate) =>
      agentContractsApi.archiveTemplate(props.merchantCode, template.id),
    onSuccess: (_, template) => {
      toast(t('agentContracts.templates.archivedToast', { name: template.name }));
      void refresh();
    },
    onError: (error) => toast(error.message, 'error'),
  });

  return (
    <>
      <ListPage
        className={styles.page}
        title={t('agentContracts.title')}
        subtitle={t('agentContracts.templates.subtitle', { merchant: props.brandName })}
        nav={<SectionsNav />}
        actions={
          props.canWrite ? (
            <button type="button" className={ui.button} onClick={() => setEditing('new')}>
              {t('agentContracts.templates.add')}
            </button>
          ) : undefined
        }
        notice={!props.canWrite && t('agentContracts.templates.readOnly')}
        url={url}
        searchButton={false}
        filters={
          <SelectField label={t('agentContracts.kindFilter')} {...url.choice('kind')}>
            <option value="">{t('agentContracts.allKinds')}</option>
            {AGENT_CONTRACT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`agentContracts.kinds.${k}`)}
              </option>
            ))}
          </SelectField>
        }
        rows={templates.data?.list}
        error={templates.error}
        empty={url.filtered ? t('agentContracts.templates.noMatch') : t('agentContracts.templates.empty')}
      >
        {(list) => (
          <table className={ui.table} aria-label={t('agentContracts.templates.listLabel')}>
            <thead>
              <tr>
                <th>{t('agentContracts.templates.name')}</th>
                <th>{t('agentContracts.kindCycle')}</th>
                <th>{t('agentContracts.tiers')}</th>
                <th>{t('agentContracts.templates.updated')}</th>
                <th aria-label={t('agentContracts.actions')} />
              </tr>
            </thead>
            <tbody>
              {list.map((template) => (
                <tr key={template.id} data-testid="contract-template">
                  <td>
                    <span className={styles.account}>{template.name}</span>
                  </td>
                  <td className={ui.oneLine}>
                    {t(`agentContracts.kinds.${template.kind}`)}
                    {template.cycle ? (
                      <span className={ui.sub}>
                        {t('agentContracts.cycleOf', { cycle: t(`agentContracts.cycles.${template.cycle}`) })}
                      </span>
                    ) : null}
                  </td>
                  <td>
                    <TiersSummary contract={template} currency={props.currency} />
                  </td>
                  <td>
                    {when(template.updatedAt)}
                    <span className={ui.sub}>{template.updatedBy.replace(/^operator:/, '')}</span>
                  </td>
                  <td className={styles.actionsCell}>
                    {props.canWrite ? (
                      <div className={ui.row}>
                        <button
                          type="button"
                          className={`${ui.button} ${ui.secondary}`}
                          aria-label={t('agentContracts.templates.editNamed', { name: template.name })}
                          onClick={() => setEditing(template)}
                        >
                          {t('agentContracts.templates.edit')}
                        </button>
                        <button
                          type="button"
                          className={`${ui.button} ${ui.secondary}`}
                          aria-label={t('agentContracts.templates.archiveNamed', { name: template.name })}
                          disabled={archive.isPending}
                          onClick={() => setArchiving(template)}
                        >
                          {t('agentContracts.templates.archive')}
                        </button>
                      </div>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListPage>
      {editing ? (
        <TemplateDialog
          merchantCode={props.merchantCode}
          currency={props.currency}
          template={editing === 'new' ? null : editing}
          onDone={() => {
            setEditing(null);
            void refresh();
          }}
          onOpenChange={(open) => (open ? undefined : setEditing(null))}
        />
      ) : null}
      <ConfirmDialog
        open={archiving !== null}
        title={t('agentContracts.templates.archiveTitle')}
        text={archiving ? t('agentContracts.templates.archiveText', { name: archiving.name }) : ''}
        confirmLabel={t('agentContracts.templates.archive')}
        danger
        onConfirm={() => (archiving ? archive.mutate(archiving) : undefined)}
        onOpenChange={(open) => (open ? undefined : setArchiving(null))}
      />
    </>
  );
}
