// Builds the web app into web/dist, or says it is up to date: the build records a hash of its
// inputs (web/ sources and the lock file), so `npm start` and `npm test` rebuild only after a change.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const repository = fileURLToPath(new URL('..', import.meta.url));
const webDir = join(repository, 'web');
const distDir = join(webDir, 'dist');
const stampFile = join(distDir, '.inputs-hash');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).sort().flatMap((name) => {
    const path = join(dir, name);
    if (path === distDir || name === 'node_modules' || name === 'openapi.json') return [];
    return statSync(path).isDirectory() ? sourceFiles(path) : [path];
  });
}

function inputsHash(): string {
  const hash = createHash('sha256');
  for (const file of [...sourceFiles(webDir), join(repository, 'package-lock.json')]) {
    hash.update(relative(repository, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** Builds unless web/dist was built from exactly these inputs; answers whether it built. */
export async function buildWebApp(options: { force?: boolean } = {}): Promise<boolean> {
  const hash = inputsHash();
  if (!options.force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash && existsSync(join(distDir, 'index.html'))) {
    return false;
  }
  await build({ configFile: join(webDir, 'vite.config.ts'), logLevel: 'warn' });
  writeFileSync(stampFile, hash);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const built = await buildWebApp({ force: process.argv.includes('--force') });
  console.log(built ? `web app built into web/dist in ${((Date.now() - started) / 1000).toFixed(1)} s` : 'web app is up to date (web/dist)');
}
