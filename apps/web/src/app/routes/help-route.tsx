import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { Icon, type IconName } from '../../components/icon/icon.tsx';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { TabPanel, Tabs } from '../../components/tabs/tabs.tsx';
import { useSite } from '../site-context.ts';
import { useSafeNavigate } from '../hooks/use-safe-navigate.ts';
import styles from './pages.module.css';

const SECTIONS = [
  { id: 'about', icon: 'info' },
  { id: 'term', icon: 'shield' },
  { id: 'privacy', icon: 'lock' },
  { id: 'responsible', icon: 'heart' },
  { id: 'faq', icon: 'help' },
] as const satisfies readonly { id: string; icon: IconName }[];

type SectionId = (typeof SECTIONS)[number]['id'];

export function sectionFromHash(hash: string): SectionId {
  const id = hash.replace(/^#/, '');
  return SECTIONS.find((s) => s.id === id)?.id ?? 'about';
}

/** Help centre (/help, /helpmc): the hash picks the section; `#term` opens the terms (spec §2). */
export default function HelpRoute() {
  const { t } = useTranslation();
  const { brand } = useSite();
  const { hash, pathname } = useLocation();
  const navigate = useSafeNavigate();
  const current = sectionFromHash(hash);
  const section = SECTIONS.find((s) => s.id === current) ?? SECTIONS[0];

  return (
    <div className={styles.stack} data-testid="help-page">
      <PageHeader
        eyebrow={brand.brandName}
        title={t('help.title')}
        subtitle={t('help.subtitle')}
        icon={<Icon name="help" size={30} />}
      />
      <Tabs
        items={SECTIONS.map((s) => ({
          id: s.id,
          label: t(`help.${s.id}.title`),
          icon: <Icon name={s.icon} size={16} />,
        }))}
        value={current}
        onChange={(id) => navigate({ pathname, hash: `#${id}` }, { replace: true, preventScrollReset: true })}
        label={t('help.title')}
        variant="underline"
        idPrefix="help"
      />
      <TabPanel prefix="help" id={current} className={styles.helpPanel}>
        <article className={styles.helpArticle}>
          <span className={styles.helpIcon} aria-hidden="true">
            <Icon name={section.icon} size={26} />
          </span>
          <div>
            <h2 className={styles.helpTitle}>{t(`help.${current}.title`)}</h2>
            <p className={styles.helpText}>{t(`help.${current}.intro`, { brand: brand.brandName })}</p>
          </div>
        </article>
        <EmptyState
          level={3}
          illustration="soon"
          title={t('help.fullTextSoon')}
          text={t('help.fullTextSoonText')}
        />
      </TabPanel>
    </div>
  );
}
