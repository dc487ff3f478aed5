import {
  BANNER_GROUPS,
  CONTENT_AUDIENCES,
  CONTENT_KINDS,
  CONTENT_STATUSES,
  HELP_CATEGORIES,
  type ContentKind,
  type ContentStatus,
  type LanguageCode,
  type TContentItemAdmin,
} from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { languageName } from '../../components/language-tabs.tsx';
import { ListPage } from '../../components/list-page.tsx';
import { toast } from '../../components/toast.tsx';
import { ConfirmDialog, SearchField, SelectField, ui } from '../../components/ui.tsx';
import { LIST_PAGE_SIZE } from '../../lib/query-string.ts';
import { useUrlFilters } from '../../lib/url-filters.ts';
import { contentApi, contentKeys, useContentPage } from './api/content-api.ts';
import { draftOf, writeOf } from './content-form.ts';
import { contentState, ContentStatePill, useMerchantTime } from './content-status.tsx';
import { filterLocally, isKind } from './content-list.ts';
import styles from './content.module.css';

/** The title an operator reads in the list: the merchant's default language first. */
const titleOf = (item: TContentItemAdmin, language: LanguageCode) =>
  (item.translations.find((t) => t.language === language) ?? item.translations[0])?.title ?? '';

/**
 * Every piece of content of a merchant, one tab per kind, with its filters in the URL; new items
 * and edits open the editor (its own route), archiving and deleting happen here.
 */
export function ContentPage(props: {
  merchantCode: string;
  brandName: string;
  timeZone: string;
  defaultLanguage: LanguageCode;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const at = useMerchantTime(props.timeZone);
  const url = useUrlFilters({ kind: 'BANNER', status: '', audience: '', group: '', q: '' });
  const kind: ContentKind = isKind(url.filters.kind) ? url.filters.kind : 'BANNER';
  const { status, audience, group, q } = url.filters;
  // The server filters by kind, status, banner group and text; audience and help category are
  // filtered here over the whole kind (a merchant has a few hundred items at most, ADR 0027).
  const local =
    (audience !== '' && kind !== 'BANNER' && kind !== 'HELP') || (kind === 'HELP' && group !== '');
  const query = useContentPage(props.merchantCode, {
    kind,
    status: (status || undefined) as ContentStatus | undefined,
    bannerGroup: kind === 'BANNER' && group ? (group as (typeof BANNER_GROUPS)[number]) : undefined,
    q: q || undefined,
    pageNo: local ? 1 : url.pageNo,
    pageSize: local ? 200 : LIST_PAGE_SIZE,
  });
  const shown = local
    ? {
        error: query.error,
        data: query.data
          ? filterLocally(
              query.data.list,
              { audience, helpCategory: kind === 'HELP' ? group : '' },
              url.pageNo,
              LIST_PAGE_SIZE,
            )
          : undefined,
      }
    : query;
  const [deleting, setDeleting] = useState<TContentItemAdmin | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: contentKeys.all(props.merchantCode) });
  const archive = useMutation({
    mutationFn: (item: TContentItemAdmin) =>
      contentApi.update(props.merchantCode, item.id, {
        ...writeOf(draftOf(item, props.timeZone), props.timeZone),
        status: 'ARCHIVED',
      }),
    onSuccess: (item) => {
      toast(t('content.archived', { title: titleOf(item, props.defaultLanguage) }));
      void refresh();
    },
    onError: (error) => toast(error.message, 'error'),
  });
  const remove = useMutation({
    mutationFn: (item: TContentItemAdmin) => contentApi.remove(props.merchantCode, item.id),
    onSuccess: (_, item) => {
      toast(t('content.deleted', { title: titleOf(item, props.defaultLanguage) }));
      void refresh();
    },
    onError: (error) => toast(error.message, 'error'),
  });
  const now = Date.now();
  const kindLabel = t(`content.kinds.${kind}`);

  return (
    <>
      <ListPage<TContentItemAdmin, ContentKind>
        title={t('content.title')}
        className={styles.listPage}
        subtitle={t('content.subtitle', { merchant: props.brandName })}
        notice={props.canWrite ? false : t('content.readOnly')}
        actions={
          props.canWrite ? (
            <Link className={`${ui.button} ${styles.linkButton}`} to={`/content/new?kind=${kind}`}>
              {t('content.new', { kind: kindLabel })}
            </Link>
          ) : undefined
        }
        url={url}
        filters={
          <>
            <SelectField label={t('content.status')} {...url.choice('status')}>
              <option value="">{t('content.allStatuses')}</option>
              {CONTENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`content.statuses.${s}`)}
                </option>
              ))}
            </SelectField>
            {kind === 'BANNER' ? (
              <SelectField label={t('content.bannerGroup')} {...url.choice('group')}>
                <option value="">{t('content.allGroups')}</option>
                {BANNER_GROUPS.map((g) => (
                  <option key={g} value={g}>
                    {t(`content.groups.${g}`)}
                  </option>
                ))}
              </SelectField>
            ) : kind === 'HELP' ? (
              <SelectField label={t('content.helpCategory')} {...url.choice('group')}>
                <option value="">{t('content.allCategories')}</option>
                {HELP_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`content.categories.${c}`)}
                  </option>
                ))}
              </SelectField>
            ) : (
              <SelectField label={t('content.audience')} {...url.choice('audience')}>
                <option value="">{t('content.allAudiences')}</option>
                {CONTENT_AUDIENCES.map((a) => (
                  <option key={a} value={a}>
                    {t(`content.audiences.${a}`)}
                  </option>
                ))}
              </SelectField>
            )}
            <SearchField label={t('content.search')} {...url.text('q')} maxLength={80} />
          </>
        }
        tabs={{
          id: 'content-kinds',
          label: t('content.kindsLabel'),
          items: CONTENT_KINDS.map((k) => ({ key: k, label: t(`content.kinds.${k}`) })),
          value: kind,
          // A kind's own filters (group, category) mean nothing under another.
          onChange: (next) => url.apply({ kind: next, group: '', audience: '' }),
        }}
        query={shown}
        pagerLabel={t('content.pager', { kind: kindLabel })}
        empty={
          url.filtered && (status || audience || group || q)
            ? t('content.emptyFiltered')
            : t('content.empty', { kind: kindLabel })
        }
      >
        {(items) => (
          <table className={ui.table} aria-label={t('content.tableLabel', { kind: kindLabel })}>
            <thead>
              <tr>
                <th>{t('content.titleColumn')}</th>
                <th>{t('content.status')}</th>
                <th>
                  {kind === 'BANNER'
                    ? t('content.bannerGroup')
                    : kind === 'HELP'
                      ? t('content.helpCategory')
                      : t('content.audience')}
                </th>
                <th>{t('content.schedule')}</th>
                <th className={ui.amount}>{t('content.sortOrder')}</th>
                <th aria-label={t('content.actions')} />
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const title = titleOf(item, props.defaultLanguage);
                const start = at(item.startsAt);
                const end = at(item.endsAt);
                return (
                  <tr key={item.id}>
                    <td className={styles.titleCell}>
                      <strong>{title}</strong>
                      <span
                        className={ui.sub}
                        title={item.translations.map((tr) => languageName(tr.language)).join(', ')}
                      >
                        {item.translations.map((tr) => tr.language).join(' · ')}
                      </span>
                    </td>
                    <td>
                      <ContentStatePill state={contentState(item, now)} />
                    </td>
                    <td>
                      {item.kind === 'BANNER' && item.bannerGroup
                        ? t(`content.groups.${item.bannerGroup}`)
                        : item.kind === 'HELP' && item.helpCategory
                          ? t(`content.categories.${item.helpCategory}`)
                          : t(`content.audiences.${item.audience}`)}
                    </td>
                    <td>
                      <div className={styles.schedule}>
                        {start || end ? (
                          <>
                            <span>{start ? t('content.from', { at: start }) : t('content.fromNow')}</span>
                            <span className={ui.muted}>
                              {end ? t('content.until', { at: end }) : t('content.noEnd')}
                            </span>
                          </>
                        ) : (
                          <span className={ui.muted}>{t('content.always')}</span>
                        )}
                      </div>
                    </td>
                    <td className={ui.amount}>{item.sortOrder}</td>
                    <td>
                      <div
                        className={`${ui.row} ${ui.nowrap}`}
                        style={{ gap: 6, justifyContent: 'flex-end' }}
                      >
                        <Link
                          className={`${ui.button} ${ui.secondary} ${styles.linkButton}`}
                          to={`/content/${item.id}`}
                          aria-label={t(props.canWrite ? 'content.editNamed' : 'content.viewNamed', {
                            title,
                          })}
                        >
                          {props.canWrite ? t('content.edit') : t('content.view')}
                        </Link>
                        {props.canWrite && item.status !== 'ARCHIVED' ? (
                          <button
                            type="button"
                            className={`${ui.button} ${ui.secondary}`}
                            aria-label={t('content.archiveNamed', { title })}
                            disabled={archive.isPending}
                            onClick={() => archive.mutate(item)}
                          >
                            {t('content.archive')}
                          </button>
                        ) : null}
                        {props.canWrite ? (
                          <button
                            type="button"
                            className={`${ui.button} ${ui.danger}`}
                            aria-label={t('content.deleteNamed', { title })}
                            onClick={() => setDeleting(item)}
                          >
                            {t('common.delete')}
                          </button>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </ListPage>
      <ConfirmDialog
        open={deleting !== null}
        title={t('content.deleteTitle', { title: deleting ? titleOf(deleting, props.defaultLanguage) : '' })}
        text={t('content.deleteText')}
        confirmLabel={t('common.delete')}
        danger
        onConfirm={() => (deleting ? remove.mutate(deleting) : undefined)}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
      />
    </>
  );
}
