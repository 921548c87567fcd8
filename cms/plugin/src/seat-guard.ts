// An edit of an activation by the league, while buyers take seats: the save takes the payments' seat lock first (the
// same first write as every payment step, payment-store.ts), reads the stored rows under it, and keeps their held and
// booked seats (rules/seats.ts keepSold). Without it a form opened before a rush wrote back the counts it had read, and
// every seat sold since went on sale again. The payment endpoints' own writes (SEAT_WRITE) pass untouched.
import type { CollectionBeforeChangeHook } from 'payload';
import { daysOf, keepSold, type Activation } from './rules/seats.ts';
import { lockSeats } from './payment-store.ts';
import { SEAT_WRITE } from './webhooks.ts';

export const keepSoldSeats: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req, context }) => {
  if (operation !== 'update' || context?.[SEAT_WRITE] || !Array.isArray(data?.days) || !originalDoc) return data;
  await lockSeats(req);
  const stored = await req.payload.db.findOne({
    collection: 'activate-ticket',
    where: { id: { equals: originalDoc.id } },
    req,
  });
  if (!stored) return data;
  return { ...data, days: keepSold(data.days as Array<{ id?: unknown }>, daysOf(stored as Activation)) };
};
