import { useEffect } from 'react';
import { SLOT_TITLES } from '../../src/domain/slots/slot-titles.ts';
import { TABLE_GAMES } from '../../src/domain/tables/index.ts';
import { HTML_LANG } from './i18n/catalog.ts';
import { I18nProvider, useI18n } from './i18n/i18n-context.tsx';
import { normaliseLanguage, readLaunch } from './lib/launch.ts';
import { SlotGame } from './slot/slot-game.tsx';
import { TableGame } from './table/table-game.tsx';
import { VerifyPage } from './verify/verify-page.tsx';

/** Picks the view by path: /play/<slot code>, /play/<table code>, /verify. */
export function App() {
  const path = window.location.pathname;
  const launch = readLaunch();
  const language = path.startsWith('/verify')
    ? normaliseLanguage(new URLSearchParams(window.location.search).get('language'))
    : launch.language;

  useEffect(() => {
    document.documentElement.lang = HTML_LANG[language];
  }, [language]);

  return (
    <I18nProvider language={language}>
      <View path={path} />
    </I18nProvider>
  );
}

function View({ path }: { path: string }) {
  const { t } = useI18n();
  const launch = readLaunch();
  useEffect(() => {
    const name =
      SLOT_TITLES[launch.gameCode]?.name ?? TABLE_GAMES[launch.gameCode as keyof typeof TABLE_GAMES]?.name;
    document.title =
      launch.title ?? (path.startsWith('/verify') ? t('verify.title') : (name ?? t('app.title')));
  }, [launch.gameCode, launch.title, path, t]);

  if (path.startsWith('/verify')) return <VerifyPage />;
  const slot = SLOT_TITLES[launch.gameCode];
  if (slot) return <SlotGame launch={launch} title={slot} />;
  if (Object.hasOwn(TABLE_GAMES, launch.gameCode)) return <TableGame launch={launch} />;
  return (
    <div className="loading" role="alert">
      {t('error.GAME_NOT_FOUND')}
    </div>
  );
}
