// False while React hydrates the build's HTML (and during the server render), true after: what only the browser knows
// (session data, swr's answers, the device's clock) is shown from the render after hydration, so hydration always
// matches the HTML. One hook for every island (the live reads, the ticket pages, the live video).
import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
