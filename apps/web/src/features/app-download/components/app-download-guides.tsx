import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button/button.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { StepNumber } from '../../../components/step-number/step-number.tsx';
import { TabPanel, Tabs } from '../../../components/tabs/tabs.tsx';
import { useQrDataUrl } from '../../../hooks/use-qr-data-url.ts';
import { APP_GUIDES, type AppGuideId } from '../app-guides.ts';
import styles from './app-download-guides.module.css';

/**
 * The app download guides (spec §1): iOS, Android and the lite iOS build, each with its QR code,
 * a download button and the install steps. A guide whose build the brand has not published says so.
 */
export function AppDownloadGuides({
  links,
  current,
  onPick,
}: {
  links: Record<AppGuideId, string | null>;
  current: AppGuideId;
  onPick: (id: AppGuideId) => void;
}) {
  const { t } = useTranslation();
  const guide = APP_GUIDES.find((g) => g.id === current) ?? APP_GUIDES[0];
  const url = links[guide.id];
  return (
    <div className={styles.guides}>
      <Tabs
        items={APP_GUIDES.map((g) => ({
          id: g.id,
          label: t(`appDownload.${g.id}.tab`),
          icon: <Icon name={g.icon} size={16} />,
        }))}
        value={guide.id}
        onChange={onPick}
        label={t('appDownload.guides')}
        variant="pill"
        idPrefix="app-guide"
      />
      <TabPanel prefix="app-guide" id={guide.id} className={styles.panel}>
        {url ? (
          <div className={styles.guide} data-testid={`app-guide-${guide.id}`}>
            <div className={styles.get}>
              <GuideQr url={url} label={t('appDownload.qrAlt', { app: t(`appDownload.${guide.id}.tab`) })} />
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('gold', 'md', true)}
              >
                <Icon name="download" size={18} />
                <span>{t(`appDownload.${guide.id}.download`)}</span>
              </a>
              <p className={styles.scan}>{t('appDownload.scan')}</p>
            </div>
            <div className={styles.howTo}>
              <h2 className={styles.title}>{t(`appDownload.${guide.id}.title`)}</h2>
              <p className={styles.intro}>{t(`appDownload.${guide.id}.intro`)}</p>
              <ol className={styles.steps}>
                {Array.from({ length: guide.steps }, (_, i) => (
                  <li key={i} className={styles.step}>
                    <StepNumber n={i + 1} />
                    <span>{t(`appDownload.${guide.id}.steps.${i + 1}`)}</span>
                  </li>
                ))}
              </ol>
            </div>
          </div>
        ) : (
          <EmptyState
            level={2}
            illustration="soon"
            title={t('appDownload.unavailable')}
            text={t('appDownload.unavailableText')}
          />
        )}
      </TabPanel>
    </div>
  );
}

function GuideQr({ url, label }: { url: string; label: string }) {
  const dataUrl = useQrDataUrl(url);
  return (
    <span className={styles.qr}>
      {dataUrl ? <img src={dataUrl} alt={label} width={168} height={168} /> : null}
    </span>
  );
}
