// Builds the web app into web/dist, which the service serves. Every file worth compressing also
// gets .br and .gz siblings, so the service sends compressed bytes without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

// The service the dev server sends API calls to (npm run web:dev).
const service = process.env.WEB_DEV_API ?? 'http://localhost:3000';

export default defineConfig({
  root,
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser that runs ES2022 modules knows modulepreload.
    modulePreload: { polyfill: false },
  },
  plugins: [precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': service,
      '/openapi.json': service,
      '/docs': service,
      // /analytics is also a page: only API calls (Accept without text/html) go to the service.
      '/analytics': { target: service, bypass: (request) => (request.headers.accept?.includes('text/html') ? '/index.html' : undefined) },
    },
  },
});
