// The API's default order, newest first (-createdAt), for documents whose stored order is lost: ids grow with creation.
/** Payload ids: autoincrement numbers, or ObjectIds that start with their creation time. */
export function compareIds(a: string, b: string): number {
  const [na, nb] = [Number(a), Number(b)];
  if (Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

export function newestFirst<T extends { id: string }>(docs: T[]): T[] {
  return [...docs].sort((a, b) => compareIds(b.id, a.id));
}
