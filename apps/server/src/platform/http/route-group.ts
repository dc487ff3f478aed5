import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * One plugin that registers a module's route plugins in order, so app.ts registers a module once.
 * Each plugin keeps its own encapsulation (hooks, content-type parsers), as when registered alone.
 */
export function routeGroup(
  ...plugins: Array<FastifyPluginAsync | FastifyPluginAsyncZod>
): FastifyPluginAsync {
  return async (app) => {
    for (const plugin of plugins) await app.register(plugin as FastifyPluginAsync);
  };
}
