import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/button/button.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { SkeletonRows } from '../../../components/skeleton/skeleton.tsx';
import { StatusPill } from '../../../components/status-pill/status-pill.tsx';
import { showToast } from '../../../components/toast/index.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useMirrorSites } from '../api/mirror-sites-api.ts';
import { MIRROR_LANGUAGES, MIRROR_TEXTS, type MirrorLanguage } from '../mirror-texts.ts';
import { fillText, initialMirrorLanguage, mirrorUrl } from '../mirror-view.ts';
import styles from './mirror-sites.module.css';

/**
 * The mirror-site list (spec §1): the merchant's official addresses, main first, each with open
 * (new tab) and copy. The page speaks EN, CN, KO, PT, TH, TY and VI with a switch of its own (see
 * mirror-texts.ts for why its words are not in the catalogs); `?lang=PT` links to one language.
 */
export function MirrorSites({ brandName }: { brandName: string }) {
  const { i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const language = initialMirrorLanguage(params.get('lang'), i18n.language || currentLanguage());
  const texts = MIRROR_TEXTS[language];
  const bcp47 = MIRROR_LANGUAGES.find((l) => l.code === language)?.bcp47 ?? 'en';
  const query = useMirrorSites();
  const here = typeof window === 'undefined' ? '' : window.location.hostname;

  const choose = (code: MirrorLanguage) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('lang', code);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const copy = async (url: string) => {
    if (await copyText(url)) showToast(texts.copied);
    else showToast(texts.copyFailed, 'error');
  };

  const list = () => {
    if (query.isPending) return <SkeletonRows rows={3} />;
    if (query.isError) {
      return (
        <EmptyState
          level={2}
          illustration="error"
          title={texts.loadFailed}
          actions={
            <Button icon={<Icon name="refresh" size={18} />} onClick={() => void query.refetch()}>
              {texts.retry}
            </Button>
          }
        />
      );
    }
    if (query.data.list.length === 0) {
      return <EmptyState level={2} illustration="empty" title={texts.empty} text={texts.emptyText} />;
    }
    return (
      <ul className={styles.list} aria-label={texts.listLabel} data-testid="mirror-list">
        {query.data.list.map((site) => {
          const url = mirrorUrl(site.domain, window.location);
          return (
            <li key={site.domain} className={styles.site} data-testid="mirror-site">
              <span className={styles.siteIcon} aria-hidden="true">
                <Icon name={site.kind === 'MAIN' ? 'crown' : 'globe'} size={20} />
              </span>
              <div className={styles.siteText}>
                <span className={styles.domain}>{site.domain}</span>
                <span className={styles.tags}>
                  <StatusPill tone={site.kind === 'MAIN' ? 'success' : 'info'} size="sm" dot={false}>
                    {site.kind === 'MAIN' ? texts.main : texts.mirror}
                  </StatusPill>
                  {site.domain === here ? (
                    <StatusPill tone="muted" size="sm" dot={false}>
                      {texts.current}
                    </StatusPill>
                  ) : null}
                </span>
              </div>
              <div className={styles.siteActions}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClass('gold', 'sm')}
                  aria-label={fillText(texts.openLabel, { domain: site.domain })}
                >
                  <Icon name="globe" size={16} />
                  <span>{texts.open}</span>
                </a>
                <Button
                  variant="outline"
                  size="sm"
                  icon={<Icon name="copy" size={16} />}
                  aria-label={fillText(texts.copyLabel, { domain: site.domain })}
                  onClick={() => void copy(url)}
                >
                  {texts.copy}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <div className={styles.page} lang={bcp47} data-testid="mirror-page" data-language={language}>
      <PageHeader
        eyebrow={brandName}
        title={texts.title}
        subtitle={fillText(texts.subtitle, { brand: brandName })}
        icon={<Icon name="globe" size={30} />}
      />
      <div className={styles.languages} role="group" aria-label={texts.languageLabel}>
        <Icon name="globe" size={16} className={styles.languagesIcon} />
        {MIRROR_LANGUAGES.map((l) => (
          <button
            key={l.code}
            type="button"
            lang={l.bcp47}
            className={[styles.language, l.code === language ? styles.languageCurrent : ''].join(' ')}
            aria-pressed={l.code === language}
            onClick={() => choose(l.code)}
          >
            <span className={styles.languageCode} aria-hidden="true">
              {l.code}
            </span>
            <span>{l.nativeName}</span>
          </button>
        ))}
      </div>
      {list()}
      <p className={styles.safety}>
        <Icon name="shield" size={16} />
        <span>{texts.safety}</span>
      </p>
    </div>
  );
}
