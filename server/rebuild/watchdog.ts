// Loaded into every build child (`node --import`): Linux's "parent death signal" for Node. The receiver starts each
// build as the leader of its own process group; should the receiver die, even by SIGKILL (no handler of its own runs),
// its child is handed to another parent, and this notices within a quarter second and ends the whole group, so no build
// outlives the receiver that would publish it (nor writes to the cache while a restarted receiver builds).
// The receiver names itself: a child slow to start (a loaded machine) might otherwise read its new parent already.
const receiver = Number(process.env.REBUILD_PARENT_PID) || process.ppid;
const check = setInterval(() => {
  if (process.ppid === receiver) return;
  try {
    process.kill(-process.pid, 'SIGKILL');
  } catch {
    process.kill(process.pid, 'SIGKILL');
  }
}, 250);
check.unref();

export {};
