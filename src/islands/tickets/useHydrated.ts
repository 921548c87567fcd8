// False during the server render and hydration, true after: session data is only read once the page is live.
import { useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready;
}
