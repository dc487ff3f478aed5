/**
 * The built index.html preloads the site's stylesheets instead of linking them, so that they do not
 * hold back the first paint (the spinner drawn from the HTML alone); see `deferAppStyles` in
 * vite.config.ts. This applies them, in their order, and resolves once they have loaded (or failed:
 * an unstyled page beats a blank one), so React never draws a page without its styles. In
 * development Vite injects the styles itself and there is nothing to wait for.
 */
export function applyAppStyles(doc: Document = document): Promise<void> {
  const preloads = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][data-app-style]')];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = doc.createElement('link');
          sheet.rel = 'stylesheet';
          if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
          sheet.href = preload.href;
          sheet.onload = () => resolve();
          sheet.onerror = () => resolve();
          preload.after(sheet);
        }),
    ),
  ).then(() => undefined);
}
