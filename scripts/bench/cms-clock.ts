// Loaded into the bench's Payload processes (node --import): their Date.now runs ahead of the host's clock by what
// the bench sends over the IPC channel, so the ticket rush can move time a minute at a time and holds lapse without
// waiting a quarter of an hour, as the demo API's own clock option does for the tickets section. Each change is
// answered once applied, so the bench's next request already sees it.
const hostNow = Date.now.bind(Date);
let aheadMs = 0;
Date.now = () => hostNow() + aheadMs;
process.on('message', (m: unknown) => {
  if (typeof m !== 'object' || m === null || typeof (m as { aheadMs?: unknown }).aheadMs !== 'number') return;
  aheadMs = (m as { aheadMs: number }).aheadMs;
  process.send?.({ aheadMs });
});
