// npm run check's import layers (scripts/lib/layers.ts, rules in .dependency-cruiser.cjs) read .astro files, netlify/
// and the build config too: the tree passes, and probes that break a rule fail it, each named by its own path.
import { describe, expect, it } from 'vitest';
import { astroImports, checkLayers, importsModule } from '../../../scripts/lib/layers.ts';

describe("an .astro file's imports", () => {
  const source = `---
// A comment naming '../not/an/import.ts'
import type { Match } from '../lib/api/types.ts';
import Card from './Card.astro';
export { x } from '../lib/x.ts';
const later = await import('../lib/later.ts');
if (!later) return Astro.redirect('/');
---
<Card>{'import nothing from "./text.ts"'}</Card>
<script>
  import { run } from '../browser/run.ts';
  run();
</script>
<script src="../browser/own-file.ts"></script>
<script is:inline>import notAModule from '/served.js';</script>
<script is:inline type="application/ld+json" set:html={'{}'} />
`;

  it('are the frontmatter imports and those of the scripts Astro bundles, not is:inline ones nor text', () => {
    expect(astroImports(source, 'Probe.astro')).toEqual([
      { specifier: '../lib/api/types.ts', kind: 'type' },
      { specifier: './Card.astro', kind: 'value' },
      { specifier: '../lib/x.ts', kind: 'value' },
      { specifier: '../lib/later.ts', kind: 'dynamic' },
      { specifier: '../browser/run.ts', kind: 'value' },
      { specifier: '../browser/own-file.ts', kind: 'value' },
    ]);
  });

  it('become a module of imports only, in the copy dependency-cruiser reads', () => {
    expect(importsModule(astroImports(source, 'Probe.astro')).split('\n')).toEqual([
      `import type * as _0 from "../lib/api/types.ts";`,
      `import "./Card.astro";`,
      `import "../lib/x.ts";`,
      `void import("../lib/later.ts");`,
      `import "../browser/run.ts";`,
      `import "../browser/own-file.ts";`,
    ]);
  });
});

/** A probe's path, built from its folder and name (so that it names no file the named-paths test would look for). */
const probe = (folder: string, name: string) => `${folder}/${name}`;
const PAGE = probe('src/components', 'ProbePage.astro');
const SCRIPT = probe('src/components', 'ProbeScript.astro');
const FUNCTION = probe('netlify/functions', 'probe.ts');
const CIRCLE_A = probe('src/components', 'ProbeA.astro');
const CIRCLE_B = probe('src/components', 'ProbeB.astro');
const SERVER = probe('server', 'probe.ts');
const DEV = probe('src/lib', 'probe-dev.ts');
const SITE_SERVER = probe('src/lib', 'probe-server.ts');
const CALENDAR = probe('src/lib/calendar', 'probe.ts');
const RULE = probe('cms/plugin/src/rules', 'probe.ts');
const DEMO = probe('scripts/demo-api', 'probe-cms.ts');
const PLUGIN = probe('cms/plugin/src', 'probe-plugin.ts');
const PLUGIN_OUT = probe('cms/plugin/src', 'probe-seed.ts');

describe('the layer check', () => {
  it('passes on the tree, having read every .astro file', async () => {
    const r = await checkLayers();
    expect(r.output).toContain('no dependency violations found');
    expect(r.ok).toBe(true);
    expect(r.astroFiles).toBeGreaterThan(100);
    expect(r.astroImports).toBeGreaterThan(500);
  }, 120_000);

  it('fails on a component importing a page, a Netlify function importing a benchmark, a circle of components', async () => {
    const r = await checkLayers({
      add: {
        [PAGE]: "---\nimport Home from '../pages/index.astro';\n---\n<Home />\n",
        [SCRIPT]: "<script>\n  import '../pages/rss.xml.ts';\n</script>\n",
        [FUNCTION]: "import { alerts } from '../../scripts/bench/alerts.ts';\nexport default alerts;\n",
        [CIRCLE_A]: "---\nimport B from './ProbeB.astro';\n---\n<B />\n",
        [CIRCLE_B]: "---\nimport A from './ProbeA.astro';\n---\n<A />\n",
      },
    });
    expect(r.ok).toBe(false);
    expect(r.output).toContain(`view-imports-pages: ${PAGE} → src/pages/index.astro`);
    expect(r.output).toContain(`view-imports-pages: ${SCRIPT} → src/pages/rss.xml.ts`);
    expect(r.output).toContain(`production-imports-tooling: ${FUNCTION} → scripts/bench/alerts.ts`);
    expect(r.output.replace(/\s+/g, ' ')).toContain(`no-circular: ${CIRCLE_A} → ${CIRCLE_B} → ${CIRCLE_A}`);
  }, 120_000);

  it('fails on production code that imports tooling, a devDependency, or the server from the site', async () => {
    const r = await checkLayers({
      add: {
        [SERVER]: "import { freePort } from '../scripts/lib/proc.ts';\nexport { freePort };\n",
        [DEV]: "import { chromium } from 'playwright-core';\nexport { chromium };\n",
        [SITE_SERVER]: "import { sign } from '../../server/webhook.ts';\nexport { sign };\n",
        [CALENDAR]: "import { teamMatches } from '../league/team-result.ts';\nexport { teamMatches };\n",
      },
    });
    expect(r.ok).toBe(false);
    expect(r.output).toContain(`production-imports-tooling: ${SERVER} → scripts/lib/proc.ts`);
    expect(r.output).toContain(`production-imports-dev-dependency: ${DEV} → node_modules/playwright-core/`);
    expect(r.output).toContain(`site-imports-server: ${SITE_SERVER} → server/webhook.ts`);
    expect(r.output).toContain(`calendar-imports-league: ${CALENDAR} → src/lib/league/team-result.ts`);
  }, 120_000);

  it("fails on a shared CMS rule importing the site or a package, on tooling importing the plugin's Payload side, and on the plugin importing the repository", async () => {
    const r = await checkLayers({
      add: {
        [RULE]:
          "import { obj } from '../../../../src/lib/api/plain.ts';\nimport { z } from 'zod';\nexport { obj, z };\n",
        [PLUGIN]: 'export const plugin = 1;\n',
        [DEMO]: "import { plugin } from '../../cms/plugin/src/probe-plugin.ts';\nexport { plugin };\n",
        [PLUGIN_OUT]: "import { buildSeason } from '../../../scripts/demo-api/seed.ts';\nexport { buildSeason };\n",
      },
    });
    expect(r.ok).toBe(false);
    expect(r.output).toContain(`shared-rules-import-only-builtins: ${RULE} → src/lib/api/plain.ts`);
    expect(r.output).toContain(`shared-rules-import-only-builtins: ${RULE} → node_modules/zod/`);
    expect(r.output).toContain(`outside-imports-cms: ${DEMO} → ${PLUGIN}`);
    expect(r.output).toContain(`plugin-imports-outside: ${PLUGIN_OUT} → scripts/demo-api/seed.ts`);
  }, 120_000);
});
