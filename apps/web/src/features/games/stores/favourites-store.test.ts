import { describe, expect, it } from 'vitest';
import { createThrottle } from '../../../hooks/use-throttle.ts';
import { createFavouritesStore } from './favourites-store.ts';

function setup() {
  let at = 0;
  const store = createFavouritesStore(createThrottle(1000, () => at));
  return { store, advance: (ms: number) => (at += ms) };
}

const deferred = () => {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('favourites store', () => {
  it('shows the change before the server answers and drops it once confirmed', async () => {
    const { store } = setup();
    const call = deferred();
    const order: string[] = [];
    const done = store.toggle({
      owner: 't1',
      nodeId: 'g1',
      favourite: true,
      send: () => call.promise,
      onConfirmed: () => order.push(`confirmed:${String(store.get().overrides.get('g1'))}`),
    });
    expect(store.get().overrides.get('g1')).toBe(true);
    call.resolve();
    await done;
    expect(order).toEqual(['confirmed:true']);
    expect(store.get().overrides.has('g1')).toBe(false);
  });

  it('rolls the change back when the server refuses', async () => {
    const { store } = setup();
    const done = store.toggle({
      owner: 't1',
      nodeId: 'g1',
      favourite: false,
      send: () => Promise.reject(new Error('TOO_FREQUENT')),
    });
    expect(store.get().overrides.get('g1')).toBe(false);
    await expect(done).rejects.toThrow('TOO_FREQUENT');
    expect(store.get().overrides.has('g1')).toBe(false);
  });

  it('throttles toggles to one per second, across games', async () => {
    const { store, advance } = setup();
    const send = () => Promise.resolve();
    expect(store.toggle({ owner: 't', nodeId: 'a', favourite: true, send })).not.toBeNull();
    advance(500);
    expect(store.toggle({ owner: 't', nodeId: 'b', favourite: true, send })).toBeNull();
    expect(store.get().overrides.has('b')).toBe(false);
    advance(500);
    expect(store.toggle({ owner: 't', nodeId: 'b', favourite: true, send })).not.toBeNull();
  });

  it('keeps local changes to their login', () => {
    const { store, advance } = setup();
    const pending = () => new Promise<void>(() => {});
    void store.toggle({ owner: 't1', nodeId: 'a', favourite: true, send: pending });
    advance(1000);
    void store.toggle({ owner: 't2', nodeId: 'b', favourite: true, send: pending });
    expect(store.get()).toEqual({ owner: 't2', overrides: new Map([['b', true]]) });
  });
});
