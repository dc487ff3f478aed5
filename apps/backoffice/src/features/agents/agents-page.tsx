import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FormEvent } from 'react';
import { Pager } from '../../components/pager.tsx';
import {
  Card,
  ErrorNote,
  FilterActions,
  PageHeader,
  SearchField,
  SelectField,
  Skeleton,
  ui,
} from '../../components/ui.tsx';
import { useUrlFilters } from '../../lib/url-filters.ts';
import { useAgentRoots } from './api/agents-api.ts';
import { AgentDetailPanel } from './agent-detail-panel.tsx';
import { AgentTree } from './agent-tree.tsx';
import listStyles from '../../components/list-page.module.css';
import styles from './agents.module.css';

const NODE_PARAM = 'node';

/**
 * The agent tree browser of one merchant: its top agents (filtered by account), or the accounts found
 * at any depth of its tree, each opened to its
 * children on demand, and the chosen node's detail beside the tree. The filter, the page of top
 * agents and the chosen node live in the URL, so a reload or a shared link shows the same.
 */
export function AgentsPage(props: { merchantCode: string; brandName: string; currency: string }) {
  const { t } = useTranslation();
  const url = useUrlFilters({ account: '', scope: '' });
  // The whole tree is searched by account only: without one, the roots are the way in.
  const anywhere = url.filters.scope === 'tree';
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(NODE_PARAM);
  const roots = useAgentRoots(props.merchantCode, {
    account: url.filters.account || undefined,
    scope: anywhere && url.filters.account ? 'tree' : undefined,
    pageNo: url.pageNo,
  });
  const select = (id: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(NODE_PARAM, id);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    url.apply();
  };
  const list = roots.data?.list;

  return (
    <div className={`${ui.page} ${styles.page}`}>
      <PageHeader title={t('agents.title')} subtitle={t('agents.subtitle', { merchant: props.brandName })} />
      <Card>
        <form role="search" onSubmit={submit} className={listStyles.filters}>
          <SelectField label={t('agents.scope')} {...url.choice('scope')}>
            <option value="">{t('agents.scopes.roots')}</option>
            <option value="tree">{t('agents.scopes.tree')}</option>
          </SelectField>
          <SearchField
            label={anywhere ? t('agents.searchAnywhere') : t('agents.search')}
            {...url.text('account')}
            maxLength={64}
            placeholder={anywhere ? t('agents.searchAnywherePlaceholder') : t('agents.searchPlaceholder')}
          />
          <FilterActions
            searchLabel={t('common.search')}
            clearLabel={t('common.clearFilters')}
            filtered={url.filtered}
            onClear={url.clear}
          />
        </form>
      </Card>
      <div className={styles.columns}>
        <section className={`${ui.card} ${styles.treeCard}`} aria-labelledby="agents-tree-title">
          <h2 id="agents-tree-title" className={ui.cardTitle}>
            {t('agents.treeTitle')}
          </h2>
          <ErrorNote error={roots.error} />
          {list === undefined ? (
            roots.error ? null : (
              <Skeleton rows={6} />
            )
          ) : list.length === 0 ? (
            <p className={ui.empty}>
              {url.filtered ? t(anywhere ? 'agents.noMatchAnywhere' : 'agents.noMatch') : t('agents.empty')}
            </p>
          ) : (
            <>
              <p className={`${ui.muted} ${styles.hint}`}>{t('agents.treeHint')}</p>
              <AgentTree
                key={`${url.filters.scope}:${url.filters.account}:${url.pageNo}`}
                merchantCode={props.merchantCode}
                label={t('agents.treeTitle')}
                roots={list}
                selectedId={selectedId}
                onSelect={select}
              />
              {roots.data && roots.data.totalPages > 1 ? (
                <Pager
                  label={t('agents.treeTitle')}
                  pageNo={roots.data.pageNo}
                  totalPages={roots.data.totalPages}
                  total={roots.data.total}
                  onChange={url.setPage}
                />
              ) : null}
            </>
          )}
        </section>
        {selectedId ? (
          <AgentDetailPanel
            key={selectedId}
            merchantCode={props.merchantCode}
            currency={props.currency}
            id={selectedId}
            onSelect={select}
          />
        ) : (
          <section className={`${ui.card} ${styles.detail}`} aria-label={t('agents.detailTitle')}>
            <p className={ui.empty}>{t('agents.chooseNode')}</p>
          </section>
        )}
      </div>
    </div>
  );
}
