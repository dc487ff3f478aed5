import { Icon } from '../../../components/icon/icon.tsx';
import { useQrDataUrl } from '../../../hooks/use-qr-data-url.ts';
import styles from './download-qr.module.css';

/** A QR code for an app-download resource (IOS_DOWNLOAD / ANDROID_DOWNLOAD), drawn locally (`useQrDataUrl`). */
export function DownloadQr({
  url,
  label,
  platform,
}: {
  url: string;
  label: string;
  platform: 'ios' | 'android';
}) {
  // The side menu draws these on every page: once the page is idle.
  const dataUrl = useQrDataUrl(url, { idle: true });
  return (
    <a className={styles.card} href={url} target="_blank" rel="noopener noreferrer" aria-label={label}>
      <span className={styles.code}>
        {dataUrl ? (
          <img src={dataUrl} alt="" width={96} height={96} />
        ) : (
          <span className={styles.placeholder} />
        )}
        <span className={styles.platform}>
          <Icon name={platform === 'ios' ? 'apple' : 'android'} size={14} />
        </span>
      </span>
      <span className={styles.label}>{platform === 'ios' ? 'iOS' : 'Android'}</span>
    </a>
  );
}
