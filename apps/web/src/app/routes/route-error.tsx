import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../components/button/button.tsx';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import styles from './route-error.module.css';

/** What replaces a part of the site that threw while drawing: the error with a way back home. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className={styles.wrap}>
      <EmptyState
        illustration="error"
        title={t('errors.pageError')}
        text={t('errors.unknown')}
        actions={
          <Link to="/" className={buttonClass('gold')} reloadDocument>
            {t('common.backHome')}
          </Link>
        }
      />
    </div>
  );
}

interface BoundaryState {
  failed: boolean;
  /** The address drawn: an error belongs to the page at this address. */
  at: string;
}

class ErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false, at: this.props.resetKey };
  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: BoundaryState): BoundaryState | null {
    // Another address draws again: the error belonged to the page left behind.
    return props.resetKey === state.at ? null : { failed: false, at: props.resetKey };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * The router-level error boundary of a layout: an error thrown while drawing it or its page shows
 * `RouteError` in its place until the visitor goes to another address.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <ErrorBoundary resetKey={pathname + search}>{children}</ErrorBoundary>;
}
