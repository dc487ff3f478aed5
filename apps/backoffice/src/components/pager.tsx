import { useTranslation } from 'react-i18next';
import { ui } from './ui.tsx';

/** Previous / next paging under a table, with "page x of y" and the total count. */
export function Pager(props: {
  label: string;
  pageNo: number;
  totalPages: number;
  total: number;
  onChange: (pageNo: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, props.totalPages);
  return (
    <nav className={ui.pager} aria-label={props.label}>
      <span>{t('common.total', { count: props.total })}</span>
      <span aria-hidden="true">·</span>
      <span>{t('common.pageOf', { page: props.pageNo, pages })}</span>
      <button
        type="button"
        className={`${ui.button} ${ui.secondary}`}
        disabled={props.pageNo <= 1}
        onClick={() => props.onChange(props.pageNo - 1)}
        aria-label={t('common.previous')}
      >
        ‹
      </button>
      <button
        type="button"
        className={`${ui.button} ${ui.secondary}`}
        disabled={props.pageNo >= pages}
        onClick={() => props.onChange(props.pageNo + 1)}
        aria-label={t('common.next')}
      >
        ›
      </button>
    </nav>
  );
}
