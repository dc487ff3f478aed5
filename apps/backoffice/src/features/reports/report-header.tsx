import { PageHeader } from '../../components/ui.tsx';
import { Freshness } from './freshness.tsx';
import type { DayRange } from './range.ts';
import { ReportsNav, type ReportScope } from './report-parts.tsx';

/** A report screen's title, how fresh its figures are (with the rebuild action), and the section's tabs. */
export function ReportHeader(props: {
  scope: ReportScope;
  title: string;
  subtitle: string;
  days: DayRange;
  /** The report's own answer, fresher than the freshness call when newer. */
  refreshedAt?: string | null | undefined;
}) {
  const { scope } = props;
  return (
    <>
      <PageHeader
        title={props.title}
        subtitle={props.subtitle}
        actions={
          <Freshness
            merchantCode={scope.merchantCode}
            refreshedAt={props.refreshedAt}
            range={props.days}
            canRebuild={scope.canRebuild}
          />
        }
      />
      <ReportsNav />
    </>
  );
}
