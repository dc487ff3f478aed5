import type { TestApp } from './test-app.ts';

export interface RegisteredRoute {
  method: string;
  url: string;
}

const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route of a ready app, read from `printRoutes({ commonPrefix: false })`: each line of the
 * tree is its parent's path plus a suffix, four columns deeper. Fastify has no public route list,
 * so each parsed route is checked with `hasRoute`; the caller sees any line the parser misread.
 */
export function listRoutes(app: TestApp['app']): { routes: RegisteredRoute[]; unparsed: string[] } {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: RegisteredRoute[] = [];
  const unparsed: string[] = [];
  for (const line of tree.split('\n')) {
    if (!line.trim()) continue;
    const match = LINE.exec(line);
    if (!match) {
      unparsed.push(line);
      continue;
    }
    const depth = (match[1] ?? '').length / 4;
    const url = (depth > 0 ? (stack[depth - 1] ?? '') : '') + (match[2] ?? '');
    stack[depth] = url;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '')
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean)) {
      if (app.hasRoute({ method: method as 'GET', url })) routes.push({ method, url });
      else unparsed.push(`${method} ${url}`);
    }
  }
  return { routes, unparsed };
}

/** A concrete URL for a route pattern: parameters filled with plausible values. */
export function concreteUrl(pattern: string, values: Record<string, string> = {}): string {
  return pattern.replace(/:(\w+)/g, (_whole, name: string) => values[name] ?? 'x').replace(/\*$/, 'x');
}
