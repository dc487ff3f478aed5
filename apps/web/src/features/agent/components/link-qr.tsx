import { useTranslation } from 'react-i18next';
import { showModal } from '../../../components/modal/index.ts';
import { useQrDataUrl } from '../../../hooks/use-qr-data-url.ts';
import styles from './register-centre.module.css';

/**
 * An invitation link's QR code (drawn locally, the library loaded on first use); pressing it opens
 * a large copy to scan from the screen, with a download.
 */
export function LinkQr({ url, code }: { url: string; code: string }) {
  const { t } = useTranslation();
  const qr = useQrDataUrl(url, { width: 320 });
  const enlarge = () => {
    if (!qr) return;
    showModal({
      title: t('agent.links.qrTitle', { code }),
      content: (
        <div className={styles.qrLarge}>
          <img src={qr} alt={t('agent.links.qrAlt', { code })} width={260} height={260} />
          <a href={qr} download={`invite-${code}.png`} className={styles.qrDownload}>
            {t('agent.links.qrDownload')}
          </a>
        </div>
      ),
      buttons: [{ label: t('common.close'), value: 'close', variant: 'ghost' }],
    });
  };
  return (
    <button
      type="button"
      className={styles.qr}
      onClick={enlarge}
      disabled={!qr}
      aria-label={t('agent.links.qrOpen', { code })}
    >
      {qr ? <img src={qr} alt="" width={104} height={104} /> : <span className={styles.qrPlaceholder} />}
    </button>
  );
}
