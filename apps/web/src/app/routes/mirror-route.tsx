import { MirrorSites } from '../../features/mirror-sites/components/mirror-sites.tsx';
import { useSite } from '../site-context.ts';
import pages from './pages.module.css';

/** /mirror and /mirrors: the mirror-site list (spec §1). */
export default function MirrorRoute() {
  const { brand } = useSite();
  return (
    <div className={pages.stack}>
      <MirrorSites brandName={brand.brandName} />
    </div>
  );
}
