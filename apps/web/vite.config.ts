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

export default defineConfig({
  plugins: [react(), preloadAppShell(), dropAntdStyleFunctions(), lazyAntdParts()],
  server: {
    port: 5173,
    proxy: { '/api': API_TARGET, '/dev': API_TARGET, '/files': API_TARGET },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 800,
    rollupOptions: {
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
