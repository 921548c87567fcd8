// The config the editing screens render (Next imports it in app/(payload)): the very one cms/server.ts runs, handed
// over in this process (running-config.ts), so the admin shows the collections and the database the server has,
// whatever its options, and Payload's getPayload cache gives Next the instance the server started (hooks run once).
import { runningConfig } from './running-config.ts';

export default runningConfig();
