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
    // The side menu draws these on every page: the QR library loads with the first code, the code
    // is drawn once the page is idle, and with a fixed mask (choosing the best of eight was most of
    // its cost; any mask scans).
    const draw = () =>
      import('qrcode')
        .then(({ default: QRCode }) =>
          QRCode.toDataURL(url, {
            margin: 1,
            width: 192,
            errorCorrectionLevel: 'M',
            maskPattern: 0,
            color: { dark: '#0b0f2aff', light: '#ffffffff' },
          }),
        )
        .then((value) => alive && setDataUrl(value))
        .catch(() => alive && setDataUrl(null));
    const idle = typeof window.requestIdleCallback === 'function';
    const handle = idle ? window.requestIdleCallback(draw, { timeout: 3_000 }) : window.setTimeout(draw, 0);
    return () => {
      alive = false;
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
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
