import type { TGameVendorLane } from '@platform/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { BrandMark } from '../../components/brand-mark/brand-mark.tsx';
import { Icon } from '../../components/icon/icon.tsx';
import { DialogScrim } from '../../components/modal/dialog-scrim.tsx';
import { buildMainNav, CATEGORY_ICONS, type TVendorCard } from '../../features/game-vendors/nav-model.ts';
import { SideMenuContent, type SideMenuContentProps } from './side-menu.tsx';
import styles from './side-menu.module.css';
import { ThemeToggle } from './theme-toggle.tsx';

export interface MenuDrawerProps extends SideMenuContentProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  brandName: string;
  logoUrl?: string;
  lanes: TGameVendorLane[];
  onLaunch: (card: TVendorCard) => void;
  languageSlot?: ReactNode;
}

/** The side menu as a drawer on narrow screens, with the game categories of the main navigation. */
export default function MenuDrawer({
  open,
  onOpenChange,
  brandName,
  logoUrl,
  lanes,
  onLaunch,
  languageSlot,
  ...content
}: MenuDrawerProps) {
  const { t } = useTranslation();
  const nav = useMemo(() => buildMainNav(lanes), [lanes]);
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogScrim className={styles.drawerOverlay} open={open} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
          <div className={styles.drawerHead}>
            <BrandMark brandName={brandName} logoUrl={logoUrl} compact />
            <Dialog.Title className="visually-hidden">{t('side.label')}</Dialog.Title>
            <Dialog.Close className={styles.drawerClose} aria-label={t('header.closeMenu')}>
              <Icon name="close" size={20} />
            </Dialog.Close>
          </div>
          <nav aria-label={t('side.label')} className={styles.drawerBody}>
            <p className={styles.groupTitle}>{t('side.games')}</p>
            <ul className={styles.gameGrid}>
              {nav.map((item) => (
                <li key={item.category}>
                  {item.action.kind === 'navigate' ? (
                    <NavLink
                      to={item.action.to}
                      end
                      className={({ isActive }) =>
                        [styles.gameLink, isActive ? styles.gameActive : ''].join(' ')
                      }
                      onClick={close}
                    >
                      <Icon name={CATEGORY_ICONS[item.category]} size={22} />
                      <span>{t(`nav.${item.category}`)}</span>
                    </NavLink>
                  ) : (
                    <button
                      type="button"
                      className={styles.gameLink}
                      onClick={() => {
                        const vendor = item.action.kind === 'launch' ? item.action.vendor : null;
                        close();
                        if (vendor) onLaunch(vendor);
                      }}
                    >
                      <Icon name={CATEGORY_ICONS[item.category]} size={22} />
                      <span>{t(`nav.${item.category}`)}</span>
                    </button>
                  )}
                </li>
              ))}
            </ul>
            <p className={styles.groupTitle}>{t('side.more')}</p>
            <SideMenuContent {...content} onNavigate={close} />
            <div className={styles.drawerTools}>
              <ThemeToggle />
              {languageSlot}
            </div>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
