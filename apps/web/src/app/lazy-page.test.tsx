import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page.tsx';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: {} } } });

const draw = (Page: ReturnType<typeof lazyPage>) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Page />
    </I18nextProvider>,
  );

describe('lazyPage', () => {
  it('shows the route fallback while its chunk is to come, and the page itself at once once it is in', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads++;
      return { default: () => <p>the page</p> };
    });
    // Not loaded: the page suspends, and a static render draws the fallback.
    expect(draw(Page)).not.toContain('the page');
    // Loaded (start-up preloads the page being opened): drawn in the first render, no suspension,
    // which is what lets the browser's first render take on the page the server drew (ADR 0036).
    await Page.preload();
    expect(draw(Page)).toContain('<p>the page</p>');
    expect(loads).toBeGreaterThanOrEqual(1);
  });

  it('resolves its preload when the chunk fails, and the page retries it itself', async () => {
    const Page = lazyPage<object>(() => Promise.reject<{ default: () => null }>(new Error('offline')));
    await expect(Page.preload()).resolves.toBeUndefined();
    expect(draw(Page)).not.toContain('the page');
  });
});
