// client:eager: hydrate at once, as client:load does, but with React's runtime evaluated in a task of its own before
// the island's code (split-load.ts): the ticket pages, whose island is the page.
import type { ClientDirective } from 'astro';
import { loadSplit } from './split-load.ts';

const eager: ClientDirective = (load, _options, el) => {
  void loadSplit(load, el);
};

export default eager;
