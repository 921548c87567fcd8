// client:followed: hydrate an island only on a phone that follows a school (issue 23, "My school"): a visitor who
// follows none never downloads its code. Another tab that follows one later hydrates it then (the storage event).
import type { ClientDirective } from 'astro';
import { readFollowed } from '../stores/followed-ids.ts';

const followed: ClientDirective = (load) => {
  let done = false;
  const hydrate = async () => {
    if (done || !readFollowed().length) return;
    done = true;
    removeEventListener('storage', onStorage);
    (await load())();
  };
  const onStorage = () => void hydrate();
  addEventListener('storage', onStorage);
  if ('requestIdleCallback' in window) requestIdleCallback(() => void hydrate(), { timeout: 2000 });
  else setTimeout(() => void hydrate(), 200);
};

export default followed;
