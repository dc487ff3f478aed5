// Architecture rules of ARCHITECTURE.md, enforced by lint:
//  - a server module is imported by other modules only through its index.ts;
//  - server platform/ never imports modules/ (dependencies point one way);
//  - domain/ folders stay pure: no node built-ins, no framework or driver, nothing outside domain/
//    except the shared contracts and money packages and a few pure libraries;
//  - web and back-office features never import each other;
//  - routes stay thin (rule thin-routes): a server `*.routes.ts` reads the request, calls a service
//    and shapes the answer. It never imports a repository and never opens a transaction
//    (`x.transaction(...)`, `runIdempotent(...)`): use cases and their transactions live in services.
import path from 'node:path';

const PURE_PACKAGES = new Set([
  '@platform/contracts',
  '@platform/money',
  'ipaddr.js',
  'zod',
  '@noble/hashes',
]);

function locate(file) {
  const normalized = file.split(path.sep).join('/');
  const server = normalized.match(/\/apps\/server\/src\/(modules\/([^/]+)|platform)(\/.*)?$/);
  const feature = normalized.match(/\/apps\/(web|backoffice)\/src\/features\/([^/]+)\//);
  return {
    path: normalized,
    serverModule: server?.[2],
    inPlatform: server?.[1] === 'platform',
    // Tests of pure rules may use the test libraries; the rules themselves may not.
    inDomain: /\/domain\//.test(normalized) && !/\/__tests__\//.test(normalized),
    app: feature?.[1],
    feature: feature?.[2],
  };
}

function check(context, node) {
  const source = node.source?.value;
  if (typeof source !== 'string') return;
  const from = locate(context.filename);
  const report = (message) => context.report({ node: node.source, message });

  if (!source.startsWith('.')) {
    if (from.inDomain) {
      const pkg = source.startsWith('@') ? source.split('/').slice(0, 2).join('/') : source.split('/')[0];
      if (!PURE_PACKAGES.has(pkg)) report(`domain/ must stay pure: '${source}' is not allowed here.`);
    }
    return;
  }
  const to = locate(path.resolve(path.dirname(context.filename), source));
  if (from.inDomain && !to.inDomain)
    report(`domain/ must stay pure: it may import only other domain/ files.`);
  if (from.inPlatform && to.serverModule) report(`platform/ must not depend on modules/ ('${source}').`);
  if (
    to.serverModule &&
    from.serverModule !== to.serverModule &&
    !to.path.endsWith(`/modules/${to.serverModule}/index.ts`)
  ) {
    report(`Import module '${to.serverModule}' only through its index.ts.`);
  }
  if (from.feature && to.feature && from.app === to.app && from.feature !== to.feature) {
    report(
      `Features never import each other: '${from.feature}' imports '${to.feature}'. Compose them in app/.`,
    );
  }
}

const rule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const visit = (node) => check(context, node);
    return {
      ImportDeclaration: visit,
      ExportNamedDeclaration: visit,
      ExportAllDeclaration: visit,
      ImportExpression: (node) => node.source?.type === 'Literal' && check(context, { source: node.source }),
    };
  },
};

const isServerRoutes = (file) =>
  /\/apps\/server\/src\/modules\/.+\.routes\.ts$/.test(file.split(path.sep).join('/'));

const thinRoutes = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    if (!isServerRoutes(context.filename)) return {};
    const checkImport = (node) => {
      const source = node.source?.value;
      if (typeof source === 'string' && /\.repository(\.ts)?$/.test(source))
        context.report({
          node: node.source,
          message: `Routes stay thin: '${source}' is a repository; call a service instead.`,
        });
    };
    return {
      ImportDeclaration: checkImport,
      ExportNamedDeclaration: checkImport,
      CallExpression(node) {
        const callee = node.callee;
        const opensTransaction =
          (callee.type === 'MemberExpression' &&
            !callee.computed &&
            callee.property.type === 'Identifier' &&
            callee.property.name === 'transaction') ||
          (callee.type === 'Identifier' && callee.name === 'runIdempotent');
        if (opensTransaction)
          context.report({
            node: callee,
            message: 'Routes stay thin: open transactions in a service, not in a route.',
          });
      },
    };
  },
};

export default { rules: { boundaries: rule, 'thin-routes': thinRoutes } };
