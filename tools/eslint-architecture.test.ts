import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import architecture from './eslint-architecture.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const server = '/repo/apps/server/src';
const web = '/repo/apps/web/src';

tester.run('architecture/boundaries', architecture.rules.boundaries, {
  valid: [
    { filename: `${server}/modules/games/games.service.ts`, code: "import { x } from '../system/index.ts';" },
    {
      filename: `${server}/modules/games/games.service.ts`,
      code: "import { x } from './domain/vendor-lanes.ts';",
    },
    {
      filename: `${server}/modules/games/domain/a.ts`,
      code: "import { b } from './b.ts'; import { z } from '@platform/contracts';",
    },
    {
      filename: `${server}/modules/games/index.ts`,
      code: "import { db } from '../../platform/db/database.ts';",
    },
    { filename: `${web}/features/lobby/components/grid.tsx`, code: "import { x } from '../api/games.ts';" },
    {
      filename: `${web}/app/routes/home.tsx`,
      code: "import { Lobby } from '../../features/lobby/index.ts';",
    },
  ],
  invalid: [
    {
      filename: `${server}/modules/games/games.service.ts`,
      code: "import { repo } from '../system/system.repository.ts';",
      errors: [{ message: "Import module 'system' only through its index.ts." }],
    },
    {
      filename: `${server}/modules/games/domain/a.ts`,
      code: "import { readFile } from 'node:fs/promises';",
      errors: [{ message: "domain/ must stay pure: 'node:fs/promises' is not allowed here." }],
    },
    {
      filename: `${server}/modules/games/domain/a.ts`,
      code: "import { AppError } from '../../../platform/http/app-error.ts';",
      errors: [{ message: 'domain/ must stay pure: it may import only other domain/ files.' }],
    },
    {
      filename: `${server}/platform/http/x.ts`,
      code: "import { y } from '../../modules/system/index.ts';",
      errors: [{ message: "platform/ must not depend on modules/ ('../../modules/system/index.ts')." }],
    },
    {
      filename: `${web}/features/lobby/components/grid.tsx`,
      code: "import { Login } from '../../auth/components/login.tsx';",
      errors: [
        { message: "Features never import each other: 'lobby' imports 'auth'. Compose them in app/." },
      ],
    },
  ],
});

tester.run('architecture/thin-routes', architecture.rules['thin-routes'], {
  valid: [
    {
      filename: `${server}/modules/games/games.routes.ts`,
      code: "import { x } from './games.service.ts'; app.get('/', async () => service.list());",
    },
    // Services may do both.
    {
      filename: `${server}/modules/games/games.service.ts`,
      code: "import { r } from './games.repository.ts'; db.transaction(async (tx) => r.save(tx));",
    },
  ],
  invalid: [
    {
      filename: `${server}/modules/members/members.admin.routes.ts`,
      code: "import { membersRepository } from './members.repository.ts';",
      errors: [
        { message: "Routes stay thin: './members.repository.ts' is a repository; call a service instead." },
      ],
    },
    {
      filename: `${server}/modules/cashier/withdrawals/withdrawals.admin.routes.ts`,
      code: 'async function h() { await db.transaction(async (tx) => save(tx)); }',
      errors: [{ message: 'Routes stay thin: open transactions in a service, not in a route.' }],
    },
    {
      filename: `${server}/modules/cashier/deposits/deposits.routes.ts`,
      code: 'async function h() { await runIdempotent(db, key, async (tx) => save(tx)); }',
      errors: [{ message: 'Routes stay thin: open transactions in a service, not in a route.' }],
    },
  ],
});
