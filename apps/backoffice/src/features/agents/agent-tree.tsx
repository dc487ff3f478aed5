import type { TAdminAgentNode } from '@platform/contracts';
import {
  createContext,
  useContext,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote, ui } from '../../components/ui.tsx';
import { useAgentChildren } from './api/agents-api.ts';
import { AccountTypeBadge, AgentStatusBadge } from './agent-badges.tsx';
import styles from './agents.module.css';

interface TreeState {
  merchantCode: string;
  expanded: ReadonlySet<string>;
  toggle: (id: string, open?: boolean) => void;
  selectedId: string | null;
  select: (id: string) => void;
  /** The one item reachable with Tab (roving tabindex); null: the first item. */
  focusId: string | null;
  setFocusId: (id: string) => void;
}

const TreeContext = createContext<TreeState | null>(null);

function useTree(): TreeState {
  const state = useContext(TreeContext);
  if (!state) throw new Error('useTree outside AgentTree');
  return state;
}

const ITEM = '[role="treeitem"]';

/**
 * The merchant's agent tree as a WAI-ARIA tree: arrows move between the shown items, right opens a
 * node (its children are fetched then) or steps into it, left closes it or steps to its parent,
 * Enter or Space selects. Only shown items are in the DOM, so the order of the items in it is the
 * order on screen and the keys need no model of their own. The focused item stays shown: closing a
 * node (by key or twisty) focuses it, and the page keys the tree by its list of roots.
 */
export function AgentTree(props: {
  merchantCode: string;
  label: string;
  roots: readonly TAdminAgentNode[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [focusId, setFocusId] = useState<string | null>(null);
  const treeRef = useRef<HTMLUListElement>(null);

  const state: TreeState = {
    merchantCode: props.merchantCode,
    expanded,
    toggle: (id, open) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (open ?? !current.has(id)) next.add(id);
        else next.delete(id);
        return next;
      }),
    selectedId: props.selectedId,
    select: props.onSelect,
    focusId,
    setFocusId,
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const tree = treeRef.current;
    const current = (event.target as HTMLElement).closest<HTMLElement>(ITEM);
    if (!tree || !current || event.target !== current) return;
    const items = [...tree.querySelectorAll<HTMLElement>(ITEM)];
    const index = items.indexOf(current);
    const id = current.dataset.nodeId ?? '';
    const open = current.getAttribute('aria-expanded');
    const focus = (item: HTMLElement | null | undefined) => {
      if (!item) return;
      setFocusId(item.dataset.nodeId ?? '');
      item.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        focus(items[index + 1]);
        break;
      case 'ArrowUp':
        focus(items[index - 1]);
        break;
      case 'Home':
        focus(items[0]);
        break;
      case 'End':
        focus(items.at(-1));
        break;
      case 'ArrowRight':
        if (open === 'false') state.toggle(id, true);
        else if (open === 'true') focus(current.querySelector<HTMLElement>(`[role="group"] ${ITEM}`));
        break;
      case 'ArrowLeft':
        if (open === 'true') state.toggle(id, false);
        else focus(current.parentElement?.closest<HTMLElement>(ITEM));
        break;
      case 'Enter':
      case ' ':
        state.select(id);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <TreeContext.Provider value={state}>
      <ul ref={treeRef} role="tree" aria-label={props.label} className={styles.tree} onKeyDown={onKeyDown}>
        {props.roots.map((node, i) => (
          <TreeItem
            key={node.id}
            node={node}
            level={1}
            position={i + 1}
            size={props.roots.length}
            first={i === 0}
          />
        ))}
      </ul>
    </TreeContext.Provider>
  );
}

function TreeItem(props: {
  node: TAdminAgentNode;
  level: number;
  position: number;
  size: number;
  first?: boolean;
}) {
  const { t } = useTranslation();
  const tree = useTree();
  const { node } = props;
  const parent = node.directCount > 0;
  const open = parent && tree.expanded.has(node.id);
  const labelId = `agent-node-${node.id}`;
  const tabbable = tree.focusId === node.id || (tree.focusId === null && props.first === true);
  return (
    <li
      role="treeitem"
      data-node-id={node.id}
      aria-level={props.level}
      aria-posinset={props.position}
      aria-setsize={props.size}
      aria-expanded={parent ? open : undefined}
      aria-selected={tree.selectedId === node.id}
      aria-labelledby={labelId}
      tabIndex={tabbable ? 0 : -1}
      className={styles.item}
      onClick={(event) => {
        event.stopPropagation();
        tree.setFocusId(node.id);
        tree.select(node.id);
      }}
      onFocus={(event) => {
        if (event.target === event.currentTarget) tree.setFocusId(node.id);
      }}
    >
      <div className={styles.itemRow} style={{ '--depth': props.level - 1 } as CSSProperties}>
        {/* The twisty is for the mouse; the keyboard opens with the arrows (the item has the state). */}
        <span
          aria-hidden="true"
          className={styles.twisty}
          onClick={(event) => {
            if (!parent) return;
            event.stopPropagation();
            tree.setFocusId(node.id);
            tree.toggle(node.id);
          }}
        >
          {parent ? (open ? '▾' : '▸') : '·'}
        </span>
        <span id={labelId} className={styles.itemLabel}>
          <strong className={styles.account}>{node.account}</strong>
          <AccountTypeBadge type={node.type} />
          <AgentStatusBadge status={node.status} />
          <span className={`${ui.muted} ${styles.counts}`}>
            {t('agents.countsShort', { direct: node.directCount, team: node.teamCount })}
          </span>
        </span>
      </div>
      {open ? <Children parent={node} level={props.level + 1} /> : null}
    </li>
  );
}

/** An opened node's children: fetched on first open, then "show more" pages. */
function Children({ parent, level }: { parent: TAdminAgentNode; level: number }) {
  const { t } = useTranslation();
  const tree = useTree();
  const query = useAgentChildren(tree.merchantCode, parent.id);
  const nodes = query.data?.pages.flatMap((p) => p.list) ?? [];
  const total = query.data?.pages[0]?.total ?? parent.directCount;
  const note = (children: ReactNode) => (
    <li role="none" className={styles.note} style={{ '--depth': level - 1 } as CSSProperties}>
      {children}
    </li>
  );
  return (
    <ul role="group" className={styles.group}>
      {query.isPending
        ? note(
            <span role="status" className={ui.muted}>
              {t('agents.loadingChildren', { account: parent.account })}
            </span>,
          )
        : null}
      {query.error
        ? note(
            <div className={ui.row}>
              <ErrorNote error={query.error} />
              <button
                type="button"
                className={`${ui.button} ${ui.secondary}`}
                onClick={() => void query.refetch()}
              >
                {t('agents.retry')}
              </button>
            </div>,
          )
        : null}
      {query.data && nodes.length === 0
        ? note(<span className={ui.muted}>{t('agents.noChildren')}</span>)
        : null}
      {nodes.map((node, i) => (
        <TreeItem key={node.id} node={node} level={level} position={i + 1} size={total} />
      ))}
      {query.hasNextPage
        ? note(
            <button
              type="button"
              className={`${ui.button} ${ui.ghost}`}
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('agents.showMore', { shown: nodes.length, total, account: parent.account })}
            </button>,
          )
        : null}
    </ul>
  );
}
