import { options } from 'preact';
import { TAKE_ON_LATER, takeOver } from './lib/takeover.ts';

/** Main-thread time a task of the takeover may take before it hands the thread back to the browser. */
const SLICE_BUDGET_MS = 8;

/** A part left as drawn, as Preact holds it: rendering it again resumes on the element it kept. */
interface HeldPart {
  forceUpdate(): void;
}

/**
 * Preact's own hooks, under the names its build gives them (as preact/compat and preact/debug
 * reach them): `__e` is the hook every error thrown by a component goes through, `__c` a vnode's
 * component.
 */
interface PreactHooks {
  __e: (error: unknown, vnode: { __c: HeldPart }, oldVNode: unknown, errorInfo: unknown) => void;
}

const held: HeldPart[] = [];
let draining = false;

const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/**
 * The held parts are rendered in the order they were met (the page's order, top first), as many
 * per task as fit in the budget: each task ends soon enough that the browser can paint and answer
 * a tap between them. Preact renders a part in a microtask after `forceUpdate`: awaiting one after
 * it lets that render run before the time is read.
 */
async function drain() {
  if (draining) return;
  draining = true;
  while (held.length > 0) {
    await nextTask();
    const endsAt = performance.now() + SLICE_BUDGET_MS;
    do {
      held.shift()!.forceUpdate();
      await Promise.resolve();
    } while (held.length > 0 && performance.now() < endsAt);
  }
  draining = false;
}

const hooks = options as unknown as PreactHooks;
const previous = hooks.__e;
hooks.__e = (error, vnode, oldVNode, errorInfo) => {
  if (error !== TAKE_ON_LATER) return previous(error, vnode, oldVNode, errorInfo);
  held.push(vnode.__c);
};

/**
 * The first render over the drawn page, in one task for the page's frame, and the parts marked
 * `TakeoverSlice` in tasks after it.
 */
export function takeOverDrawnPage(render: () => void): void {
  takeOver(render);
  void drain();
}
