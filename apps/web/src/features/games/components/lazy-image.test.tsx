import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LazyImage } from './lazy-image.tsx';

/** What the server draws of a tile's picture (no DOM here: the page as its HTML carries it). */
const draw = (eager?: boolean) =>
  renderToStaticMarkup(
    <LazyImage
      src="/api/wps/assets/game/1/icon?v=1"
      className="image"
      loadedClassName="loaded"
      fallback={<span className="fallback">Dragon Fortune</span>}
      eager={eager}
    />,
  );

describe('LazyImage', () => {
  it('draws only the fallback of a picture below the first screen: the picture waits until it is in view', () => {
    const html = draw();
    expect(html).toContain('Dragon Fortune');
    expect(html).not.toContain('<img');
  });

  it("draws a first-screen picture's <img> shown as it arrives, so it loads with the page before any code runs", () => {
    const html = draw(true);
    expect(html).toContain('Dragon Fortune');
    expect(html).toMatch(/<img src="\/api\/wps\/assets\/game\/1\/icon\?v=1"[^>]*class="loaded"/);
  });
});
