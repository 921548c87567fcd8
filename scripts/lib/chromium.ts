// The system's Chromium as every browser test and bench runs it (Debian's /usr/bin/chromium; CHROMIUM_PATH names
// another): no sandbox (root in CI), no GPU, no QUIC, and nothing of its own on the network (first-run pages,
// background fetches, component updates, sync), so all traffic stays the test's, on 127.0.0.1.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
