import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API_TARGET = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/** The screens the entry shows by itself (main.tsx); every other page starts the app shell. */
const SIGN_IN_PATHS = ['/login', '/reset-password', '/register'];

/**
 * The app shell is a chunk of its own so /login loads no antd; every other page needs it at once. A tiny script
 * (a file: the CSP allows no inline script), run before the entry, preloads the shell, what it imports and its
 * stylesheet off the sign-in screens, so they load alongside the entry instead of after it has run. On the first
 * page after signing in (/overview, or / which leads there) it preloads the main layout and the overview's chunks
 * too: the router would only ask for them once the shell has loaded and run, one round trip later.
 */
const FIRST_PAGE_PATHS = ['/', '/overview'];
const FIRST_PAGE_MODULES = [
  '/src/app/layouts/main-layout.tsx',
  '/src/features/overview/pages/overview-page.tsx',
];

function preloadAppShell(): Plugin {
  return {
    name: 'livery-preload-app-shell',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const outputs = Object.values(bundle);
      const html = outputs.find((output) => output.fileName === 'index.html');
      const chunkOf = (modulePath: string) =>
        outputs.find((output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(modulePath));
      const shell = chunkOf('/src/app/app-shell.tsx');
      if (html?.type !== 'asset' || shell?.type !== 'chunk') return;
      /** The chunk's file, every chunk it imports statically and their stylesheets, less those already listed. */
      const closure = (start: string, known: Set<string>) => {
        const files = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (files.has(fileName) || known.has(fileName) || !chunk || chunk.type !== 'chunk') return;
          files.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const imported of chunk.imports) visit(imported);
        };
        visit(start);
        return { files, styles };
      };
      const shellFiles = closure(shell.fileName, new Set());
      const pageFiles = new Set<string>();
      for (const modulePath of FIRST_PAGE_MODULES) {
        const chunk = chunkOf(modulePath);
        if (chunk?.type !== 'chunk') this.error(`no chunk for ${modulePath} (livery-preload-app-shell)`);
        for (const file of closure(chunk.fileName, new Set([...shellFiles.files, ...pageFiles])).files)
          pageFiles.add(file);
      }
      const urls = (files: Set<string>) => JSON.stringify([...files].map((file) => `/${file}`));
      // The shell's stylesheet (antd's, ~75 KB) is fetched beside its scripts, not once they have loaded.
      const source = [
        `const p=location.pathname;`,
        `const s=(h,r,a)=>{const l=document.createElement('link');l.rel=r;if(a)l.as=a;l.href=h;document.head.appendChild(l)};`,
        `if(!${JSON.stringify(SIGN_IN_PATHS)}.includes(p)){`,
        `for(const h of ${urls(shellFiles.files)})s(h,'modulepreload');`,
        `for(const h of ${urls(shellFiles.styles)})s(h,'preload','style');`,
        `if(${JSON.stringify(FIRST_PAGE_PATHS)}.includes(p))for(const h of ${urls(pageFiles)})s(h,'modulepreload')}`,
      ].join('');
      const reference = this.emitFile({ type: 'asset', name: 'preload-app-shell.js', source: `${source}\n` });
      const script = `<script type="module" src="/${this.getFileName(reference)}"></script>`;
      html.source = String(html.source).replace(
        '<script type="module"',
        `${script}\n    <script type="module"`,
      );
    },
  };
}

/** antd's helpers that take a component's style function: `genStyleHooks(name, styleFn, getDefaultToken, ...)`. */
const ANTD_STYLE_HOOK_CALLS = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);

/**
 * With `zeroRuntime` (decision 180) antd never calls a component's style function: the CSS comes from antd.css and
 * the hooks only register the theme's CSS variables (from `getDefaultToken`, which stays). The style functions are
 * still bundled, about 40 KB gzip on /overview; this replaces each with an empty one so the bundler drops them and
 * all they import.
 */
function dropAntdStyleFunctions(): Plugin {
  return {
    name: 'livery-drop-antd-style-functions',
    apply: 'build',
    transform: {
      filter: {
        id: /node_modules\/antd\/es\/.+\.js$/,
        code: /gen(StyleHooks|ComponentStyleHook|SubStyleComponent)\(/,
      },
      handler(code) {
        const ranges: Array<[number, number]> = [];
        const visit = (node: unknown): void => {
          if (!node || typeof node !== 'object') return;
          if (Array.isArray(node)) {
            for (const item of node) visit(item);
            return;
          }
          const value = node as Record<string, unknown> & { type?: string };
          const callee = value.callee as { type?: string; name?: string } | undefined;
          const args = value.arguments as Array<{ start: number; end: number }> | undefined;
          if (
            value.type === 'CallExpression' &&
            callee?.type === 'Identifier' &&
            ANTD_STYLE_HOOK_CALLS.has(callee.name ?? '') &&
            args?.[1]
          ) {
            ranges.push([args[1].start, args[1].end]);
            visit([value.callee, args[0], ...args.slice(2)]);
            return;
          }
          for (const child of Object.values(value)) visit(child);
        };
        visit(this.parse(code));
        if (ranges.length === 0) return null;
        let result = code;
        for (const [start, end] of ranges.sort((a, b) => b[0] - a[0]))
          result = `${result.slice(0, start)}() => []${result.slice(end)}`;
        return { code: result, map: null };
      },
    },
  };
}

/**
 * antd components that import a whole other component for a prop Livery passes rarely or never: Card's `tabList`
 * (antd's Tabs, and through it Menu and Dropdown: about 17 KB gzip on /overview) and Typography's `editable` (a
 * TextArea). Each such import becomes a lazy component, loaded the first time it renders, so a page of cards and
 * text does not carry them. A build against an antd whose import line changed fails here rather than quietly
 * bundling them again.
 */
const LAZY_ANTD_IMPORTS = [
  { file: 'antd/es/card/Card.js', statement: "import Tabs from '../tabs';" },
  { file: 'antd/es/typography/Base/index.js', statement: "import Editable from '../Editable';" },
];

function lazyAntdParts(): Plugin {
  return {
    name: 'livery-lazy-antd-parts',
    apply: 'build',
    transform: {
      filter: { id: /node_modules\/antd\/es\/(card\/Card|typography\/Base\/index)\.js$/ },
      handler(code, id) {
        const part = LAZY_ANTD_IMPORTS.find(({ file }) => id.endsWith(`node_modules/${file}`));
        if (!part) return null;
        const match = /^import (\w+) from '([^']+)';$/.exec(part.statement);
        if (!match || !code.includes(part.statement))
          this.error(`${part.file} no longer has \`${part.statement}\` (livery-lazy-antd-parts)`);
        const [, name, source] = match as RegExpExecArray;
        const lazyVersion = [
          "import { createElement as __liveryElement, lazy as __liveryLazy, Suspense as __LiverySuspense } from 'react';",
          `const __LiveryLazy${name} = __liveryLazy(() => import('${source}'));`,
          `const ${name} = (props) => __liveryElement(__LiverySuspense, { fallback: null }, __liveryElement(__LiveryLazy${name}, props));`,
        ].join('\n');
        return { code: code.replace(part.statement, lazyVersion), map: null };
      },
    },
  };
}

/**
 * The first page's modules in two chunks instead of about ninety: every module the app shell imports statically
 * (antd's shared parts, react-query, the router) in `app-libs`, and every further one the main layout and the
 * overview import in `first-page-libs`. Each is read off the module graph at the end of the build; modules the
 * entry imports (React, the sign-in screens) stay where they are, so /login loads no more than before. The shell,
 * layout and page keep chunks of their own (small, importing these), which the preload script and P8 name.
 */
const CHUNK_ROOTS = {
  'app-libs': ['/src/app/app-shell.tsx'],
  'first-page-libs': FIRST_PAGE_MODULES,
};

/**
 * Packages whose index only re-exports (antd's and its icons'): the graph links them to every module they name, so
 * an import of them is followed only to the modules that provide the names imported (as tree-shaking does).
 */
const BARRELS = [
  'node_modules/antd/es/index.js',
  'node_modules/@ant-design/icons/es/index.js',
  'node_modules/@ant-design/icons/es/icons/index.js',
];
const BARREL_SPECIFIERS: Record<string, string> = {
  antd: 'node_modules/antd/es/index.js',
  '@ant-design/icons': 'node_modules/@ant-design/icons/es/index.js',
};

function firstPageChunks() {
  const groupOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'livery-first-page-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => {
        const id = ids.find((moduleId) => moduleId.endsWith(suffix));
        if (!id) this.error(`no module ${suffix} (livery-first-page-chunks)`);
        return id as string;
      };
      const isBarrel = (id: string) => BARRELS.some((barrel) => id.endsWith(barrel));
      /** The barrel's module (among its imports) that `source` (`./button`) names. */
      const importOf = (barrel: string, source: string) => {
        const base = path.resolve(path.dirname(barrel), source);
        return this.getModuleInfo(barrel)?.importedIds.find((id) =>
          [`${base}.js`, `${base}/index.js`].includes(id),
        );
      };
      /** The modules a barrel's `names` come from, through `export { a as b } from` and `export * from`. */
      const barrelModules = (barrel: string, names: Set<string>): string[] => {
        const code = this.getModuleInfo(barrel)?.code ?? '';
        const found: string[] = [];
        const left = new Set(names);
        for (const [, list, source] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
          const exported = (list ?? '').split(',').map(
            (part) =>
              part
                .trim()
                .split(/\s+as\s+/)
                .pop() ?? '',
          );
          if (!exported.some((name) => left.has(name))) continue;
          for (const name of exported) left.delete(name);
          const id = importOf(barrel, source ?? '');
          if (id) found.push(id);
        }
        for (const [, source] of code.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)) {
          const id = importOf(barrel, source ?? '');
          if (id && left.size > 0) found.push(...(isBarrel(id) ? barrelModules(id, left) : [id]));
        }
        // Its own imports that are no re-exports (a context, a warning helper).
        for (const [, source] of code.matchAll(/^import\s[^;]*?from\s*["']([^"']+)["']/gm)) {
          const id = importOf(barrel, source ?? '');
          if (id) found.push(id);
        }
        return found;
      };
      /** What a module imports statically; from a barrel, only the modules of the names it imports. */
      const importsOf = (id: string): string[] => {
        const info = this.getModuleInfo(id);
        const code = info?.code ?? '';
        const imports: string[] = [];
        const barrelNames = new Map<string, Set<string>>();
        for (const [, list, specifier] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
          const barrel = BARREL_SPECIFIERS[specifier ?? ''];
          if (!barrel) continue;
          const names = barrelNames.get(barrel) ?? new Set<string>();
          for (const part of (list ?? '').split(',')) names.add(part.trim().split(/\s+as\s+/)[0] ?? '');
          barrelNames.set(barrel, names);
        }
        for (const imported of info?.importedIds ?? []) {
          const barrel = [...barrelNames.keys()].find((suffix) => imported.endsWith(suffix));
          if (barrel) imports.push(...barrelModules(imported, barrelNames.get(barrel) ?? new Set()));
          else if (isBarrel(imported))
            this.error(`${id} imports ${imported} in a way not read (livery-first-page-chunks)`);
          else imports.push(imported);
        }
        return imports;
      };
      /** The modules and every module they import statically, less those in `known`. */
      const reach = (starts: string[], known: Set<string>) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id) || known.has(id)) return;
          seen.add(id);
          for (const imported of importsOf(id)) visit(imported);
        };
        for (const start of starts) visit(start);
        return seen;
      };
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const known = reach(entries, new Set());
      for (const [group, roots] of Object.entries(CHUNK_ROOTS)) {
        const rootIds = roots.map(find);
        for (const id of reach(rootIds, known)) {
          known.add(id);
          // The roots keep their own chunks; stylesheets stay with the chunk that imports them.
          if (!rootIds.includes(id) && !/\.css($|\?)/.test(id)) groupOf.set(id, group);
        }
      }
    },
  };
  const groups = Object.keys(CHUNK_ROOTS).map((name) => ({
    name,
    test: (id: string) => groupOf.get(id) === name,
    includeDependenciesRecursively: false,
  }));
  return { plugin, groups };
}

const FIRST_PAGE_CHUNKS = firstPageChunks();

export default defineConfig({
  plugins: [react(), preloadAppShell(), dropAntdStyleFunctions(), lazyAntdParts(), FIRST_PAGE_CHUNKS.plugin],
  server: {
    port: 5173,
    proxy: { '/api': API_TARGET, '/dev': API_TARGET, '/files': API_TARGET },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      output: { codeSplitting: { groups: FIRST_PAGE_CHUNKS.groups } },
      treeshake: {
        // antd's own packages declare no `sideEffects`, so every module of theirs an import reaches was kept whole
        // (all of @rc-component/form behind antd's form context, for one provider). They have none at import time.
        moduleSideEffects: [
          {
            test: /node_modules\/(@rc-component|@ant-design\/(colors|cssinjs|cssinjs-utils|fast-color)|@babel\/runtime)\//,
            sideEffects: false,
          },
        ],
      },
    },
  },
});
