import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LazyImage } from './lazy-image.tsx';

/** The first markup of a tile's picture, before any effect or observer has run (issue 16). */
describe('LazyImage', () => {
  it('draws only the fallback until its place comes into view', () => {
    const html = renderToStaticMarkup(
      <LazyImage src="/art/1.svg" loadedClassName="loaded" fallback={<span>drawn art</span>} />,
    );
    expect(html).toContain('drawn art');
    expect(html).not.toContain('<img');
  });

  it('requests a first-screen picture with the first render, at high priority and without the fade-in', () => {
    const html = renderToStaticMarkup(
      <LazyImage src="/art/1.svg" loadedClassName="loaded" fallback={<span>drawn art</span>} eager />,
    );
    expect(html).toMatch(/<img [^>]*src="\/art\/1.svg"/);
    expect(html).toMatch(/<img [^>]*class="loaded"/);
    expect(html).toMatch(/<img [^>]*fetchPriority="high"/i);
    expect(html).not.toMatch(/decoding="async"/);
    // The drawn art stays under it until the picture has loaded.
    expect(html).toContain('drawn art');
  });
});
