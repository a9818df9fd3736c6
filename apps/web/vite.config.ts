import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API_TARGET = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/** The screens the entry shows by itself (main.tsx); every other page starts the app shell. */
const SIGN_IN_PATHS = ['/login', '/reset-password', '/register'];

/**
 * The app shell is a chunk of its own so /login loads no antd; every other page needs it at once. A tiny script
 * (a file: the CSP allows no inline script), run before the entry, preloads the shell and what it imports off
 * the sign-in screens, so they load alongside the entry instead of after it has run.
 */
function preloadAppShell(): Plugin {
  return {
    name: 'livery-preload-app-shell',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const outputs = Object.values(bundle);
      const html = outputs.find((output) => output.fileName === 'index.html');
      const shell = outputs.find(
        (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith('/src/app/app-shell.tsx'),
      );
      if (html?.type !== 'asset' || shell?.type !== 'chunk') return;
      const files = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (files.has(fileName) || !chunk || chunk.type !== 'chunk') return;
        files.add(fileName);
        for (const imported of chunk.imports) visit(imported);
      };
      visit(shell.fileName);
      const hrefs = JSON.stringify([...files].map((file) => `/${file}`));
      const source = `if(!${JSON.stringify(SIGN_IN_PATHS)}.includes(location.pathname))for(const h of ${hrefs}){const l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)}\n`;
      const reference = this.emitFile({ type: 'asset', name: 'preload-app-shell.js', source });
      const script = `<script type="module" src="/${this.getFileName(reference)}"></script>`;
      html.source = String(html.source).replace(
        '<script type="module"',
        `${script}\n    <script type="module"`,
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadAppShell()],
  server: {
    port: 5173,
    proxy: { '/api': API_TARGET, '/dev': API_TARGET, '/files': API_TARGET },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 800,
  },
});
