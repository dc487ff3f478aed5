import type { HelpCategory } from '@platform/contracts/client';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { Icon, type IconName } from '../../../components/icon/icon.tsx';
import { Prose } from '../../../components/prose/prose.tsx';
import { SkeletonRows } from '../../../components/skeleton/skeleton.tsx';
import { TabPanel, Tabs } from '../../../components/tabs/tabs.tsx';
import { describeApiError } from '../../../lib/api-client.ts';
import { useHelpCentre } from '../api/help-centre-api.ts';
import { helpHash, parseHelpHash, pickHelp, visibleCategories } from '../help-view.ts';
import styles from './help-centre.module.css';

const CATEGORY_ICONS: Record<HelpCategory, IconName> = {
  about: 'info',
  term: 'shield',
  privacy: 'lock',
  responsible: 'heart',
  faq: 'help',
  deposit: 'plus',
  withdraw: 'arrowUp',
};

/**
 * The help centre's body (spec §2 /help, /helpmc): the operator's categories and articles in the
 * display language. The hash picks the category (`#term` opens the terms) and, after a slash, an
 * article; `onHash` writes a new one.
 */
export function HelpCentre({ hash, onHash }: { hash: string; onHash: (hash: string) => void }) {
  const { t } = useTranslation();
  const query = useHelpCentre();
  const articleTitleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const openKey = query.data
    ? pickHelp(visibleCategories(query.data.categories, parseHelpHash(hash).category), hash).category?.key
    : undefined;

  // On phones the topics are one scrolling row: bring the open one (a `#faq` link's) into view.
  useEffect(() => {
    const list = rootRef.current?.querySelector<HTMLElement>('[role="tablist"]');
    const selected = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !selected || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = selected.offsetLeft - list.offsetLeft - (list.clientWidth - selected.offsetWidth) / 2;
  }, [openKey]);

  if (query.isPending) return <SkeletonRows rows={4} />;
  if (query.isError) {
    return (
      <EmptyState
        level={2}
        illustration="error"
        title={t('help.loadFailed')}
        text={describeApiError(query.error, (key) => t(key))}
        actions={
          <Button icon={<Icon name="refresh" size={18} />} onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }

  const shown = visibleCategories(query.data.categories, parseHelpHash(hash).category);
  const { category, article } = pickHelp(shown, hash);
  if (!category) {
    return <EmptyState level={2} illustration="empty" title={t('help.empty')} text={t('help.emptyText')} />;
  }

  return (
    <div className={styles.centre} ref={rootRef} aria-busy={query.isFetching || undefined}>
      <Tabs
        items={shown.map((c) => ({
          id: c.key,
          label: t(`help.${c.key}.title`),
          icon: <Icon name={CATEGORY_ICONS[c.key]} size={16} />,
        }))}
        value={category.key}
        onChange={(key) => onHash(helpHash(key))}
        label={t('help.categories')}
        variant="underline"
        idPrefix="help"
      />
      <TabPanel prefix="help" id={category.key} className={styles.panel}>
        {category.articles.length === 0 ? (
          <EmptyState level={3} illustration="empty" title={t('help.emptyCategory')} />
        ) : (
          <div className={category.articles.length > 1 ? styles.withList : styles.single}>
            {category.articles.length > 1 ? (
              <nav
                className={styles.articles}
                aria-label={t('help.articles', { category: t(`help.${category.key}.title`) })}
              >
                <ul>
                  {category.articles.map((a) => (
                    <li key={a.id}>
                      <a
                        href={helpHash(category.key, a.id)}
                        className={[
                          styles.articleLink,
                          a.id === article?.id ? styles.articleCurrent : '',
                        ].join(' ')}
                        aria-current={a.id === article?.id ? 'page' : undefined}
                        onClick={(event) => {
                          event.preventDefault();
                          onHash(helpHash(category.key, a.id));
                        }}
                      >
                        <Icon name="chevronRight" size={14} />
                        <span>{a.title}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            {article ? (
              <article className={styles.article} aria-labelledby={articleTitleId} data-testid="help-article">
                <header className={styles.articleHead}>
                  <span className={styles.articleIcon} aria-hidden="true">
                    <Icon name={CATEGORY_ICONS[category.key]} size={24} />
                  </span>
                  <h2 id={articleTitleId} className={styles.articleTitle}>
                    {article.title}
                  </h2>
                </header>
                <Prose html={article.content} />
              </article>
            ) : null}
          </div>
        )}
      </TabPanel>
    </div>
  );
}
