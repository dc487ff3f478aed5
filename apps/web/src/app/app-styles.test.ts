import { describe, expect, it } from 'vitest';
import { applyAppStyles } from './app-styles.ts';

/** Just enough of a document for applyAppStyles: the preload links and what it inserts after them. */
function fakeDocument(hrefs: string[]) {
  const inserted: FakeLink[] = [];
  class FakeLink {
    rel = '';
    href = '';
    crossOrigin: string | null = null;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    after(node: FakeLink) {
      inserted.push(node);
    }
  }
  const preloads = hrefs.map((href) =>
    Object.assign(new FakeLink(), { rel: 'preload', href, crossOrigin: '' }),
  );
  const doc = {
    querySelectorAll: (selector: string) =>
      selector === 'link[rel="preload"][data-app-style]' ? preloads : [],
    createElement: () => new FakeLink(),
  } as unknown as Document;
  return { doc, inserted };
}

describe('applyAppStyles', () => {
  it('turns each preloaded stylesheet into a stylesheet and waits for every one of them', async () => {
    const { doc, inserted } = fakeDocument(['/assets/a.css', '/assets/b.css']);
    let done = false;
    const ready = applyAppStyles(doc).then(() => (done = true));
    expect(inserted.map((l) => [l.rel, l.href, l.crossOrigin])).toEqual([
      ['stylesheet', '/assets/a.css', ''],
      ['stylesheet', '/assets/b.css', ''],
    ]);
    inserted[0]!.onload?.();
    await new Promise((r) => setTimeout(r, 0));
    expect(done).toBe(false);
    // A stylesheet that fails still lets the site start.
    inserted[1]!.onerror?.();
    await ready;
    expect(done).toBe(true);
  });

  it('has nothing to wait for without preloads (development)', async () => {
    const { doc, inserted } = fakeDocument([]);
    await expect(applyAppStyles(doc)).resolves.toBeUndefined();
    expect(inserted).toEqual([]);
  });
});
