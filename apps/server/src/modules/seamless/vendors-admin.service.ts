import type { TVendorAdmin, TVendorUpdate } from '@platform/contracts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AuditActor, OperatorsService } from '../operators/index.ts';
import type { SeamlessRepository, VendorRecord } from './seamless.repository.ts';

// The secret is write-only: operators see whether one is set, never its value.
const viewOf = (v: VendorRecord): TVendorAdmin => ({
  code: v.code,
  displayName: v.displayName,
  walletType: v.walletType,
  status: v.status,
  currency: v.currency,
  secretSet: v.code === 'HOUSE' || v.code === 'LOTTO' || (v.secret ?? '').length > 0,
});

/** Game vendors' wallet settings as operators manage them: every change audited with the change. */
export function createVendorsAdminService(deps: {
  db: Database;
  repository: SeamlessRepository;
  operators: OperatorsService;
}) {
  const { db, repository, operators } = deps;
  return {
    /** Adds a vendor the platform does not know yet (demo mode, tests); never overwrites one it knows. */
    registerIfMissing: repository.insertVendorIfMissing,

    async list(): Promise<TVendorAdmin[]> {
      return (await repository.vendors()).map(viewOf);
    },

    async update(actor: AuditActor, code: string, changes: TVendorUpdate): Promise<TVendorAdmin> {
      const before = (await repository.vendors()).find((v) => v.code === code);
      if (!before) throw new AppError('NOT_FOUND');
      // HOUSE signs with HOUSE_GAMES_SECRET from configuration, so its secret is not edited here.
      if ((code === 'HOUSE' || code === 'LOTTO') && changes.secret !== undefined)
        throw new AppError('FORBIDDEN');
      await db.transaction(async (tx) => {
        await repository.updateVendor(tx, code, changes);
        const { secret, ...visible } = changes;
        await operators.audit(tx, actor, {
          merchantCode: null,
          action: 'vendor.update',
          target: `vendor:${code}`,
          before: viewOf(before),
          after: { ...visible, ...(secret !== undefined ? { secretChanged: true } : {}) },
        });
      });
      return viewOf((await repository.vendors()).find((v) => v.code === code)!);
    },
  };
}

export type VendorsAdminService = ReturnType<typeof createVendorsAdminService>;
