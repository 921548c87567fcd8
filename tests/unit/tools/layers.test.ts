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
        'src/components/ProbePage.astro': "---\nimport Home from '../pages/index.astro';\n---\n<Home />\n",
        'src/components/ProbeScript.astro': "<script>\n  import '../pages/rss.xml.ts';\n</script>\n",
        'netlify/functions/probe.ts':
          "import { alerts } from '../../scripts/bench/alerts.ts';\nexport default alerts;\n",
        'src/components/ProbeA.astro': "---\nimport B from './ProbeB.astro';\n---\n<B />\n",
        'src/components/ProbeB.astro': "---\nimport A from './ProbeA.astro';\n---\n<A />\n",
      },
    });
    expect(r.ok).toBe(false);
    expect(r.output).toContain('view-imports-pages: src/components/ProbePage.astro → src/pages/index.astro');
    expect(r.output).toContain('view-imports-pages: src/components/ProbeScript.astro → src/pages/rss.xml.ts');
    expect(r.output).toContain('production-imports-tooling: netlify/functions/probe.ts → scripts/bench/alerts.ts');
    expect(r.output).toMatch(/no-circular: src\/components\/ProbeA\.astro → \s*src\/components\/ProbeB\.astro/);
  }, 120_000);

  it('fails on production code that imports tooling, a devDependency, or the server from the site', async () => {
    const r = await checkLayers({
      add: {
        'server/probe.ts': "import { freePort } from '../scripts/lib/proc.ts';\nexport { freePort };\n",
        'src/lib/probe-dev.ts': "import { chromium } from 'playwright-core';\nexport { chromium };\n",
        'src/lib/probe-server.ts': "import { sign } from '../../server/webhook.ts';\nexport { sign };\n",
        'src/lib/calendar/probe.ts':
          "import { teamMatches } from '../league/team-result.ts';\nexport { teamMatches };\n",
      },
    });
    expect(r.ok).toBe(false);
    expect(r.output).toContain('production-imports-tooling: server/probe.ts → scripts/lib/proc.ts');
    expect(r.output).toMatch(
      /production-imports-dev-dependency: src\/lib\/probe-dev\.ts → node_modules\/playwright-core/,
    );
    expect(r.output).toContain('site-imports-server: src/lib/probe-server.ts → server/webhook.ts');
    expect(r.output).toContain('calendar-imports-league: src/lib/calendar/probe.ts → src/lib/league/team-result.ts');
  }, 120_000);
});
