import { PROMOTION_LIMITS } from '@platform/contracts/client';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { usePromotions } from '../api/promotions-api.ts';
import styles from './promotions.module.css';

/**
 * The side menu's promotions dropdown entries (spec §2, §9 "Promotion dropdown: 5"): the first five
 * promotions, each opening `/promotions#<id>`. Rendered (and fetched) only while the dropdown is open.
 */
export function PromotionMenuItems({
  linkClassName,
  activeClassName,
  onNavigate,
}: {
  linkClassName: string;
  activeClassName: string;
  onNavigate?: () => void;
}) {
  const { i18n } = useTranslation();
  const location = useLocation();
  const list = usePromotions(i18n.language);
  return (
    <>
      {(list.data?.list ?? []).slice(0, PROMOTION_LIMITS.dropdown).map((p) => (
        <li key={p.id}>
          <NavLink
            to={`/promotions#${p.id}`}
            className={() =>
              [
                linkClassName,
                location.pathname === '/promotions' && location.hash === `#${p.id}` ? activeClassName : '',
              ]
                .filter(Boolean)
                .join(' ')
            }
            onClick={onNavigate}
            data-testid="side-promotion"
          >
            <span className={styles.menuItem}>{p.title}</span>
          </NavLink>
        </li>
      ))}
    </>
  );
}
