import { z } from 'zod';
import type { ResultAsync } from 'neverthrow';
import { DELIVERY_STATUSES, fromMinorUnits, type NotificationRecord, type OperatorDeliveryRecord, type UserRecord } from '@marketplace/core';
import type { Database } from '@marketplace/adapters-postgres';
import { hasAdverts, isSeeded, seedMarket } from '@marketplace/demo-data';
import type { Services } from '../compose.js';

/**
 * The operator's commands (`pnpm cli …`) as data in, JSON out: run by the CLI on a database it
 * opened, or — while the service holds the embedded database — by the service itself through its
 * operator endpoint (decision 0049). Either way the CLI prints the same result.
 */
export interface OperatorContext {
  readonly database: Database;
  /** The running services (the server), or composed over `database` on first use (the CLI). */
  services(): Promise<Services>;
  /** Seeding progress, for the CLI's bar (not sent over the operator endpoint). */
  readonly onProgress?: (loaded: number, total: number) => void;
}

/** An expected failure: its message is the CLI's `error: …` line, exit code 1, no stack. */
export class CommandError extends Error {}

/** A use case's result, or its error as a CommandError naming the field. */
export async function settle<T>(result: ResultAsync<T, { code: string; message: string; field?: string }>): Promise<T> {
  const settled = await result;
  if (settled.isErr()) {
    const { code, message, field } = settled.error;
    throw new CommandError(`${code}: ${message}${field && !message.includes(field) ? ` (${field})` : ''}`);
  }
  return settled.value;
}

const email = z.string().min(1).max(320);

export const userWire = (user: UserRecord) => ({
  id: user.id,
  email: user.email,
  name: user.name,
  plan: user.plan,
  business: user.businessName,
  blocked_at: user.blockedAt?.toISOString() ?? null,
});
export type UserWire = ReturnType<typeof userWire>;

const iso = (at: Date | null) => at?.toISOString() ?? null;
/** A webhook delivery as `cli webhooks list` prints it. */
export const deliveryWire = (r: OperatorDeliveryRecord) => ({
  delivery_id: r.id,
  webhook_id: r.webhookId,
  owner_id: r.ownerId,
  url: r.url,
  event_id: r.eventId,
  type: r.type,
  status: r.status,
  attempts: r.attempts,
  last_status_code: r.lastStatusCode,
  last_error: r.lastError,
  next_attempt_at: iso(r.nextAttemptAt),
  created_at: r.createdAt.toISOString(),
});
export type DeliveryWire = ReturnType<typeof deliveryWire>;

export const notificationWire = (r: NotificationRecord) => ({
  id: r.id,
  status: r.status,
  user_id: r.userId,
  advert_id: r.advertId,
  currency: r.currency,
  old_price: fromMinorUnits(r.oldPriceMinor, r.currency),
  new_price: fromMinorUnits(r.newPriceMinor, r.currency),
  attempts: r.attempts,
  last_error: r.lastError,
  created_at: iso(r.createdAt),
  next_attempt_at: iso(r.nextAttemptAt),
  delivered_at: iso(r.deliveredAt),
  failed_at: iso(r.failedAt),
});
export type NotificationWire = ReturnType<typeof notificationWire>;

export const NOTIFICATION_STATUSES = ['pending', 'failed', 'delivered'] as const;

const command = <S extends z.ZodObject, R>(args: S, run: (ctx: OperatorContext, args: z.output<S>) => Promise<R>) => ({ args, run });

const setBlocked = (blocked: boolean) =>
  command(z.strictObject({ email }), async (ctx, a) => userWire(await settle((await ctx.services()).accountAdmin.setBlocked({ email: a.email }, blocked))));

export const operatorCommands = {
  migrate: command(z.strictObject({}), async (ctx) => {
    await ctx.database.migrate();
    return { migrated: true as const, database: ctx.database.kind };
  }),
  seed: command(
    z.strictObject({
      adverts: z.number().int().min(0).max(20_000_000),
      seed: z.number().int().min(0).max(2 ** 31),
      // Real-world text (decision 0055) and the threads generating it; absent: the curated text, here.
      text: z.enum(['real', 'curated']).optional(),
      workers: z.number().int().min(0).max(64).optional(),
      force: z.boolean(),
    }),
    async (ctx, a) => {
      // Checked before anything is written, directly and through the service alike.
      if (!a.force && (await hasAdverts(ctx.database))) {
        throw new CommandError('the database already has adverts; use --force to seed it anyway (refused too while it holds an earlier seed)');
      }
      if (await isSeeded(ctx.database)) {
        throw new CommandError(
          'the database is seeded already: a seed writes rows of fixed ids (the categories, the demo owner, the photo library) that it has, so a second one cannot be added, with or without --force; to start over, seed an empty database (a new DATA_DIR, or an empty DATABASE_URL)',
        );
      }
      // The photo pool goes where the service reads photos (PHOTO_STORE, PHOTO_DIR or the bucket).
      const services = await ctx.services();
      return seedMarket(ctx.database, {
        adverts: a.adverts,
        seed: a.seed,
        now: services.clock.now(),
        photos: services.photoStorage,
        text: a.text ?? 'curated',
        workers: a.workers ?? 0,
        ...(ctx.onProgress ? { onProgress: ctx.onProgress } : {}),
      });
    },
  ),
  'users.create': command(
    z.strictObject({ email, name: z.string().max(500), plan: z.string().max(50), business: z.string().max(500).nullable() }),
    async (ctx, a) => userWire(await settle((await ctx.services()).accountAdmin.createUser(a))),
  ),
  'users.set-plan': command(z.strictObject({ email, plan: z.string().max(50) }), async (ctx, a) =>
    userWire(await settle((await ctx.services()).accountAdmin.setPlan(a))),
  ),
  'users.block': setBlocked(true),
  'users.unblock': setBlocked(false),
  'keys.create': command(
    z.strictObject({ email, name: z.string().max(500), scopes: z.array(z.string().max(100)).max(50), expires_in: z.string().max(50).nullable() }),
    async (ctx, a) => settle((await ctx.services()).accountAdmin.createKey(a)),
  ),
  'keys.list': command(z.strictObject({ email }), async (ctx, a) => {
    const list = await settle((await ctx.services()).accountAdmin.listKeys(a));
    return list.map((k) => ({
      id: k.id, name: k.name, prefix: k.displayPrefix, scopes: k.scopes, active: k.active,
      created_at: k.createdAt.toISOString(), expires_at: k.expiresAt?.toISOString() ?? null,
      revoked_at: k.revokedAt?.toISOString() ?? null, last_used_at: k.lastUsedAt?.toISOString() ?? null,
    }));
  }),
  'keys.revoke': command(z.strictObject({ key_id: z.string().max(100) }), async (ctx, a) => {
    const revoked = await settle((await ctx.services()).accountAdmin.revokeKey(a));
    return { ...revoked, revoked: true as const };
  }),
  'photos.gc': command(z.strictObject({}), async (ctx) => ({ deleted: await settle((await ctx.services()).deleteUnusedPhotos()) })),
  'notifications.list': command(
    z.strictObject({ status: z.enum(NOTIFICATION_STATUSES).optional(), limit: z.number().int().min(1).max(1000) }),
    async (ctx, a) => {
      const services = await ctx.services();
      const rows = await settle(services.notificationOutbox.list({ limit: a.limit, ...(a.status ? { status: a.status } : {}) }));
      return rows.map(notificationWire);
    },
  ),
  'webhooks.list': command(
    z.strictObject({ status: z.enum(DELIVERY_STATUSES).optional(), limit: z.number().int().min(1).max(1000) }),
    async (ctx, a) => {
      const services = await ctx.services();
      const rows = await settle(services.webhookOutbox.list({ limit: a.limit, ...(a.status ? { status: a.status } : {}) }));
      return rows.map(deliveryWire);
    },
  ),
  'webhooks.retry': command(z.strictObject({ id: z.uuid().optional() }), async (ctx, a) => {
    const services = await ctx.services();
    const retried = await settle(services.webhookOutbox.retry(a.id === undefined ? 'all_failed' : { ids: [a.id] }, services.clock.now()));
    if (a.id !== undefined && retried === 0) throw new CommandError(`not_found: no failed or waiting delivery ${a.id}`);
    return { retried };
  }),
  'notifications.retry': command(z.strictObject({ id: z.number().int().positive().optional() }), async (ctx, a) => {
    const services = await ctx.services();
    const retried = await settle(services.notificationOutbox.retry(a.id === undefined ? 'all_failed' : { ids: [a.id] }, services.clock.now()));
    if (a.id !== undefined && retried === 0) throw new CommandError(`not_found: no failed or waiting notification ${a.id}`);
    return { retried };
  }),
};

export type OperatorCommands = typeof operatorCommands;

export type OperatorCommandName = keyof OperatorCommands;
export type OperatorArgs<N extends OperatorCommandName> = z.input<OperatorCommands[N]['args']>;
export type OperatorResult<N extends OperatorCommandName> = Awaited<ReturnType<OperatorCommands[N]['run']>>;

/** Runs a command after checking its arguments (the operator endpoint's input is checked the same). */
export async function runOperatorCommand<N extends OperatorCommandName>(ctx: OperatorContext, name: N, args: unknown): Promise<OperatorResult<N>> {
  const definition = operatorCommands[name] as unknown as { args: z.ZodObject; run: (ctx: OperatorContext, args: unknown) => Promise<OperatorResult<N>> };
  const parsed = definition.args.safeParse(args);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new CommandError(`invalid_arguments: ${issue.path.join('.') || String((issue as { keys?: string[] }).keys?.[0] ?? '')}: ${issue.message}`);
  }
  return definition.run(ctx, parsed.data);
}
