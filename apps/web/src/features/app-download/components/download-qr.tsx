import { useEffect, useState } from 'react';
import { Icon } from '../../../components/icon/icon.tsx';
import styles from './download-qr.module.css';

/** A QR code for an app-download resource (IOS_DOWNLOAD / ANDROID_DOWNLOAD), drawn locally with `qrcode`
 * (loaded on first use). */
export function DownloadQr({
  url,
  label,
  platform,
}: {
  url: string;
  label: string;
  platform: 'ios' | 'android';
}) {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    // The QR library loads with the first code drawn, not with the site (it sits in the side menu).
    import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toDataURL(url, {
          margin: 1,
          width: 192,
          errorCorrectionLevel: 'M',
          color: { dark: '#0b0f2aff', light: '#ffffffff' },
        }),
      )
      .then((value) => alive && setDataUrl(value))
      .catch(() => alive && setDataUrl(null));
    return () => {
      alive = false;
    };
  }, [url]);
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
