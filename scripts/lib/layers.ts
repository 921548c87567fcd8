// The import layers of the whole repository, .astro files included (npm run check; the rules are
// .dependency-cruiser.cjs's). dependency-cruiser cannot parse an .astro file, so this pre-pass reads each with Astro's
// own compiler: the imports of its frontmatter and of the <script>s Astro bundles (not the is:inline ones). The tree is
// copied to a temporary folder where each `X.astro` becomes `X.astro.ts` holding only those imports (an import of
// `./X.astro` finds it there by its extension), dependency-cruiser checks that copy with the same rules, and its report
// names the .astro files again.
import { parse, transform } from '@astrojs/compiler-rs';
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { ROOT } from './proc.ts';

/** What the check reads: production code (the site, the server, Netlify's functions, the build's config), the CMS side
 *  (the Payload plugin and its shared rules), the tooling and the tests. */
export const LAYER_ROOTS = ['src', 'server', 'netlify', 'astro.config.mjs', 'cms', 'scripts', 'tests'];
/** What the copy needs beside them: the rules, the TypeScript config they resolve with, the package's dependency lists. */
const CONFIG_FILES = ['.dependency-cruiser.cjs', 'tsconfig.json', 'package.json'];
const DEPCRUISE = resolve(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

export type AstroImport = { specifier: string; kind: 'value' | 'type' | 'dynamic' };

type Node = { type?: unknown; [key: string]: unknown };
const literal = (v: unknown): string | null => {
  const n = v as Node | null;
  return n?.type === 'Literal' && typeof n.value === 'string' ? n.value : null;
};

/** The module specifiers an ESTree program (as Astro's compiler gives it) imports, re-exports or imports dynamically. */
function programImports(program: unknown): AstroImport[] {
  const out: AstroImport[] = [];
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!v || typeof v !== 'object') return;
    const n = v as Node;
    const source = literal(n.source);
    if (source !== null) {
      if (n.type === 'ImportDeclaration')
        out.push({ specifier: source, kind: n.importKind === 'type' ? 'type' : 'value' });
      else if (n.type === 'ExportNamedDeclaration' || n.type === 'ExportAllDeclaration')
        out.push({ specifier: source, kind: n.exportKind === 'type' ? 'type' : 'value' });
      else if (n.type === 'ImportExpression') out.push({ specifier: source, kind: 'dynamic' });
      else if (n.type === 'TSImportType') out.push({ specifier: source, kind: 'type' });
    }
    for (const key of Object.keys(n)) if (key !== 'source') visit(n[key]);
  };
  visit(program);
  return out;
}

/** A script's or a frontmatter's imports: the code parsed as a frontmatter block. */
const codeImports = (code: string): AstroImport[] => programImports(parse(`---\n${code}\n---\n`).ast.frontmatter);

/**
 * An .astro file's imports: its frontmatter's, and those of each <script> Astro processes (bundled into the page:
 * inline code, or a `src` of its own); is:inline scripts are the page's text, not modules, and are not read.
 */
export function astroImports(source: string, filename: string): AstroImport[] {
  const parsed = parse(source);
  const errors = parsed.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length) throw new Error(`${filename}: ${errors.map((d) => d.text).join('; ')}`);
  const imports = programImports(parsed.ast.frontmatter);
  for (const script of transform(source, { filename }).scripts) {
    if (script.type === 'inline' && script.code) imports.push(...codeImports(script.code));
    else if (script.type === 'external' && script.src) imports.push({ specifier: script.src, kind: 'value' });
  }
  return imports;
}

/** The stand-in module of an .astro file in the copy: its imports and nothing else. */
export function importsModule(imports: AstroImport[]): string {
  return imports
    .map(({ specifier, kind }, i) => {
      const s = JSON.stringify(specifier);
      return kind === 'type'
        ? `import type * as _${i} from ${s};`
        : kind === 'dynamic'
          ? `void import(${s});`
          : `import ${s};`;
    })
    .join('\n');
}

function astroFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.astro') && !f.split('/').includes('node_modules'))
    .map((f) => join(dir, f));
}

export type LayerReport = { ok: boolean; output: string; astroFiles: number; astroImports: number };

/**
 * Checks the import layers of the tree at `root` (this repository by default). `add`: files written into the copy
 * before the check, by path from the root (the tests' probes).
 */
export async function checkLayers(opts: { root?: string; add?: Record<string, string> } = {}): Promise<LayerReport> {
  const root = opts.root ?? ROOT;
  const copy = mkdtempSync(join(tmpdir(), 'league-layers-'));
  try {
    const roots = LAYER_ROOTS.filter((r) => existsSync(join(root, r)));
    for (const entry of [...roots, ...CONFIG_FILES])
      cpSync(join(root, entry), join(copy, entry), {
        recursive: true,
        filter: (src) => !src.endsWith('.astro') && !src.includes('/node_modules') && !src.includes('/.data'),
      });
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
    for (const [path, text] of Object.entries(opts.add ?? {})) {
      mkdirSync(dirname(join(copy, path)), { recursive: true });
      writeFileSync(join(copy, path), text);
    }
    let astroImportCount = 0;
    const sources = roots.flatMap((r) => (r.includes('.') ? [] : astroFiles(join(root, r))));
    const added = Object.keys(opts.add ?? {}).filter((p) => p.endsWith('.astro'));
    for (const file of [...sources.map((f) => relative(root, f)), ...added]) {
      const from = added.includes(file) ? join(copy, file) : join(root, file);
      const imports = astroImports(readFileSync(from, 'utf8'), file);
      astroImportCount += imports.length;
      rmSync(join(copy, file), { force: true });
      writeFileSync(join(copy, `${file}.ts`), `${importsModule(imports)}\n`);
    }
    const { code, output } = await new Promise<{ code: number; output: string }>((ok) =>
      execFile(
        process.execPath,
        [DEPCRUISE, '--config', '.dependency-cruiser.cjs', ...roots],
        { cwd: copy, maxBuffer: 64 * 1024 * 1024 },
        (error, stdout, stderr) => ok({ code: error ? Number(error.code ?? 1) || 1 : 0, output: stdout + stderr }),
      ),
    );
    return {
      ok: code === 0,
      output: output.replace(/\.astro\.ts\b/g, '.astro'),
      astroFiles: sources.length + added.length,
      astroImports: astroImportCount,
    };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
