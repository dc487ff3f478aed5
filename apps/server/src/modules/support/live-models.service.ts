import type {
  TLaunchChatAnswer,
  TLiveModelAdmin,
  TLiveModels,
  TLiveModelsAdmin,
  ZLiveModelWrite,
} from '@platform/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { newId } from '../../platform/ids.ts';
import type { AuditActor, OperatorsService } from '../operators/index.ts';
import { modelRoom } from './domain/chat-rules.ts';
import type { LiveModelFields, LiveModelRow, LiveModelsRepository } from './live-models.repository.ts';

type LiveModelWrite = z.output<typeof ZLiveModelWrite>;

const fieldsOf = (body: LiveModelWrite): LiveModelFields => ({
  name: body.name,
  tagline: body.tagline,
  avatarUrl: body.avatarUrl,
  online: body.online,
  sortOrder: body.sortOrder,
});

/**
 * The live models (spec §7 CBS_modelList, CBS_launchChat): each has a chat room `model-<id>`;
 * `viewers` counts the sockets open in that room on every API node (chat-presence.ts).
 */
export function createLiveModelsService(deps: {
  db: Database;
  clock: Clock;
  repository: LiveModelsRepository;
  operators: OperatorsService;
  viewers: (merchantCode: string, room: string) => number;
}) {
  const { db, clock, repository } = deps;

  const adminView = (row: LiveModelRow): TLiveModelAdmin => ({
    id: row.id,
    name: row.name,
    avatarUrl: row.avatarUrl,
    online: row.online,
    viewers: deps.viewers(row.merchantCode, modelRoom(row.id)),
    tagline: row.tagline,
    sortOrder: row.sortOrder,
  });

  return {
    async list(merchantCode: string): Promise<TLiveModels> {
      const rows = await repository.list(merchantCode);
      // Online hosts first, then the operators' order.
      const sorted = [...rows.filter((r) => r.online), ...rows.filter((r) => !r.online)];
      return {
        list: sorted.map((r) => {
          const { sortOrder: _sortOrder, ...view } = adminView(r);
          return view;
        }),
      };
    },

    async exists(merchantCode: string, id: string): Promise<boolean> {
      return (await repository.byId(db, merchantCode, id)) !== null;
    },

    /** A member opens a model's room: only an online model of the member's merchant. */
    async launch(merchantCode: string, modelId: string): Promise<TLaunchChatAnswer> {
      const model = await repository.byId(db, merchantCode, modelId);
      if (!model || !model.online) throw new AppError('LIVE_MODEL_NOT_FOUND');
      const room = modelRoom(model.id);
      return { chatUrl: `/chat?room=${room}`, room };
    },

    async adminList(merchantCode: string): Promise<TLiveModelsAdmin> {
      return { list: (await repository.list(merchantCode)).map(adminView) };
    },

    async create(actor: AuditActor, merchantCode: string, body: LiveModelWrite): Promise<TLiveModelAdmin> {
      const id = newId();
      const fields = fieldsOf(body);
      await db.transaction(async (tx) => {
        await repository.insert(tx, {
          ...fields,
          id,
          merchantCode,
          by: actor.operator.username,
          now: clock.now(),
        });
        await deps.operators.audit(tx, actor, {
          merchantCode,
          action: 'live-model.create',
          target: `live-model:${id}`,
          before: null,
          after: fields,
        });
      });
      return adminView((await repository.byId(db, merchantCode, id))!);
    },

    async update(
      actor: AuditActor,
      merchantCode: string,
      id: string,
      body: LiveModelWrite,
    ): Promise<TLiveModelAdmin> {
      const fields = fieldsOf(body);
      await db.transaction(async (tx) => {
        const before = await repository.byId(tx, merchantCode, id);
        if (!before) throw new AppError('LIVE_MODEL_NOT_FOUND');
        await repository.update(tx, {
          ...fields,
          id,
          merchantCode,
          by: actor.operator.username,
          now: clock.now(),
        });
        const { id: _id, merchantCode: _m, ...beforeFields } = before;
        await deps.operators.audit(tx, actor, {
          merchantCode,
          action: 'live-model.update',
          target: `live-model:${id}`,
          before: beforeFields,
          after: fields,
        });
      });
      return adminView((await repository.byId(db, merchantCode, id))!);
    },

    async remove(actor: AuditActor, merchantCode: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await repository.byId(tx, merchantCode, id);
        if (!before || !(await repository.remove(tx, merchantCode, id)))
          throw new AppError('LIVE_MODEL_NOT_FOUND');
        const { id: _id, merchantCode: _m, ...beforeFields } = before;
        await deps.operators.audit(tx, actor, {
          merchantCode,
          action: 'live-model.delete',
          target: `live-model:${id}`,
          before: beforeFields,
          after: null,
        });
      });
    },
  };
}

export type LiveModelsService = ReturnType<typeof createLiveModelsService>;
