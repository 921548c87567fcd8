// "Notify me" reads the phone's saved subscription under a key it writes itself (src/browser/notify-me.ts, so that
// home does not load a file for one string); the code that saves it uses ./alerts/saved.ts. They must be one key, or
// a phone with alerts on would show "Notify me" again and never keep its subscription in step.
import { describe, expect, it } from 'vitest';
import { SAVED_KEY } from '../../../src/browser/alerts/saved.ts';
import { SAVED_KEY_HERE } from '../../../src/browser/notify-me.ts';
import { FOLLOWED_KEY } from '../../../src/stores/followed-ids.ts';
import { readFileSync } from 'node:fs';

describe('the keys "Notify me" reads', () => {
  it('is the key the subscription is saved under', () => {
    expect(SAVED_KEY_HERE).toBe(SAVED_KEY);
  });
  it("and reads the followed schools under the followed store's key", () => {
    const source = readFileSync(new URL('../../../src/browser/notify-me.ts', import.meta.url), 'utf8');
    expect(source).toContain(`read('${FOLLOWED_KEY}')`);
  });
});
