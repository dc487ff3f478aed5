import {
  Component,
  lazy,
  Suspense,
  useMemo,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/button/button.tsx';
import { EmptyState } from '../components/empty-state/empty-state.tsx';
import { Icon } from '../components/icon/icon.tsx';
import { Spinner } from '../components/spinner/spinner.tsx';
import { withTimeout } from './chunk-timeout.ts';
import styles from './lazy-page.module.css';

class ChunkBoundary extends Component<
  { fallback: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('route chunk failed to load', error, info.componentStack);
  }
  retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };
  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

export function ChunkLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.error} data-testid="chunk-load-error">
      <EmptyState
        illustration="error"
        title={t('errors.loadTitle')}
        text={t('errors.loadTimeout')}
        actions={
          <Button icon={<Icon name="refresh" size={18} />} onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
    </div>
  );
}

export function RouteFallback() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading}>
      <Spinner size={36} label={t('common.loading')} />
    </div>
  );
}

/**
 * A route component loaded on demand with `lazy()`. The import is raced against the 120 s chunk
 * timeout; a failure shows the translated load-error text with a retry button, which tries again.
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> & { preload: () => Promise<void> } {
  // Once the chunk is in, the page renders at once rather than suspending for a microtask: the
  // first render then takes on the page the server drew instead of showing the fallback over it, and
  // a page opened again shows no spinner (issue 16).
  let loaded: ComponentType<P> | null = null;
  const loadPage = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  function LazyPage(props: P) {
    const [attempt, setAttempt] = useState(0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new lazy component per attempt re-runs the import
    const Page = useMemo(() => loaded ?? lazy(() => withTimeout(loadPage())), [attempt]);
    return (
      <ChunkBoundary
        key={attempt}
        onRetry={() => setAttempt((a) => a + 1)}
        fallback={(retry) => <ChunkLoadError onRetry={retry} />}
      >
        <Suspense fallback={<RouteFallback />}>
          <Page {...props} />
        </Suspense>
      </ChunkBoundary>
    );
  }
  // Fetching the chunk early (at boot, for the page being opened) leaves `lazy()` a module that is
  // already there or on its way; a failed preload is retried by the page itself.
  LazyPage.preload = () =>
    loadPage().then(
      () => undefined,
      () => undefined,
    );
  return LazyPage;
}
