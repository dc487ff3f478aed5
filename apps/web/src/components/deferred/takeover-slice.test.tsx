import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isTakingOver, TAKE_ON_LATER, takeOver } from '../../lib/takeover.ts';
import { TakeoverSlice } from './takeover-slice.tsx';

describe('TakeoverSlice', () => {
  it('renders its child at once outside the takeover (a later render, the server, a page the site draws itself)', () => {
    expect(
      renderToStaticMarkup(
        <TakeoverSlice>
          <article>tile</article>
        </TakeoverSlice>,
      ),
    ).toBe('<article>tile</article>');
  });

  it('during the takeover, leaves its part for later with the thenable that makes Preact keep the drawn element', () => {
    let thrown: unknown;
    takeOver(() => {
      try {
        TakeoverSlice({ children: <article>tile</article> });
      } catch (error) {
        thrown = error;
      }
    });
    expect(thrown).toBe(TAKE_ON_LATER);
    expect(typeof (thrown as PromiseLike<never>).then).toBe('function');
  });

  it('ends the takeover when its render ends, even one that throws', () => {
    expect(() =>
      takeOver(() => {
        throw new Error('render failed');
      }),
    ).toThrow('render failed');
    expect(isTakingOver()).toBe(false);
  });
});
