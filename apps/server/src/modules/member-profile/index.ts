import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import type { IdentityModule } from '../identity/index.ts';
import type { OperatorsService } from '../operators/index.ts';
import { createContactChangeService } from './contact-change.service.ts';
import { createMemberProfileAdminService } from './member-profile-admin.service.ts';
import { memberProfileAdminRoutes } from './member-profile.admin.routes.ts';
import { createMemberProfileRepository } from './member-profile.repository.ts';
import { memberProfileRoutes } from './member-profile.routes.ts';
import { createMemberProfileService } from './member-profile.service.ts';

export type { MemberProfileService, PayoutMethodChange } from './member-profile.service.ts';

/**
 * The member's own account (issue 17, spec §2 "my account"): profile, avatar, birthday (§9 age
 * rules), e-mail and mobile changes, and the change record that every change, payout methods
 * included, writes in its own transaction. The member row is identity's, reached only through its
 * member-account port; the members module records payout changes through `payoutMethodChanged`.
 * Operators correct a birthday or payee name through the admin routes (audited).
 */
export function createMemberProfileModule(deps: {
  db: Database;
  clock: Clock;
  store: KeyValueStore;
  storage: FileStorage;
  identity: Pick<IdentityModule, 'memberAccount'>;
  operators: OperatorsService;
  /** A merchant's time zone (the age rule's "today"). */
  merchant: (code: string) => Promise<{ code: string; timeZone: string }>;
}) {
  const repository = createMemberProfileRepository(deps.db);
  const profiles = createMemberProfileService({ ...deps, repository, account: deps.identity.memberAccount });
  const contacts = createContactChangeService({
    db: deps.db,
    store: deps.store,
    repository,
    account: deps.identity.memberAccount,
    profiles,
  });
  const admin = createMemberProfileAdminService({
    db: deps.db,
    clock: deps.clock,
    repository,
    account: deps.identity.memberAccount,
    operators: deps.operators,
    merchant: deps.merchant,
  });
  return {
    profiles,
    contacts,
    /** For the members module: a payout method added or removed, in the caller's transaction. */
    payoutMethodChanged: profiles.payoutMethodChanged,
    routes: memberProfileRoutes({ profiles, contacts }),
    adminRoutes: memberProfileAdminRoutes({ admin, operators: deps.operators }),
  };
}

export type MemberProfileModule = ReturnType<typeof createMemberProfileModule>;
