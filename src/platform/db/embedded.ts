// The embedded database (PGlite) made small. Three things decide its memory:
// - PostgreSQL's own buffers: initdb sizes shared_buffers for a server (160 MB here), and the
//   WebAssembly heap never shrinks once they are touched. A one-team service needs far less:
//   EMBEDDED_SETTINGS holds them, passed at every start (an older data directory's
//   postgresql.conf is overridden too) and written into new ones by initdb.
// - initdb itself: PGlite runs it in a second PostgreSQL instance beside the first and copies
//   the new cluster over as a tarball, ~700 MB at its peak, kept by the process afterwards. A
//   fresh cluster is the same every time, so it is made once per installation (`npm run build`,
//   the container build, or the first start that finds none) into a template, and a new data
//   directory starts as a copy of it.
// - V8's optimizing compiler for WebAssembly: it recompiles PostgreSQL's hot functions in the
//   background, ~60 MB more resident code and compiler zones. `npm start` (and the image) keep
//   to the baseline compiler (`--liftoff-only`); bench/footprint.bench.ts measures both.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { ensurePrivateDir } from '../private-dir.ts';

/** PostgreSQL settings of the embedded database (`name=value`), sized for one team's data. */
export const EMBEDDED_SETTINGS = [
  'shared_buffers=16MB',
  'wal_buffers=1MB',
  'temp_buffers=4MB',
  'maintenance_work_mem=16MB',
  'work_mem=4MB',
];

const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const pgliteVersion = (): string => {
  const require = createRequire(import.meta.url);
  // The package exports no package.json; its entry point is in dist/.
  const manifest = join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
};

/** Where this installation keeps its fresh cluster: one per PGlite version and settings. */
export function templateDir(): string {
  const key = createHash('sha256').update(JSON.stringify(EMBEDDED_SETTINGS)).digest('hex').slice(0, 12);
  return join(PROJECT_ROOT, 'node_modules', '.cache', 'teamwell', `pglite-${pgliteVersion()}-${key}`);
}

const settingsArgs = () => EMBEDDED_SETTINGS.flatMap((setting) => ['-c', setting]);

const pgliteClass = async (): Promise<typeof PGlite> => (await import('@electric-sql/pglite')).PGlite;

/**
 * Makes the template when this installation has none: a cluster directory (`pgdata`) to copy
 * and the same as a tarball (`pgdata.tgz`) for in-memory databases. Concurrent callers each
 * build their own and the first rename wins.
 */
export async function ensureTemplate(): Promise<string> {
  const dir = templateDir();
  if (existsSync(join(dir, 'pgdata.tgz'))) return dir;
  const PGliteClass = await pgliteClass();
  const building = `${dir}.${process.pid}.tmp`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  const pg = await PGliteClass.create(join(building, 'pgdata'), { initDbStartParams: settingsArgs() });
  try {
    const tarball = await pg.dumpDataDir('gzip');
    writeFileSync(join(building, 'pgdata.tgz'), Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await pg.close();
  }
  mkdirSync(dirname(dir), { recursive: true });
  try {
    renameSync(building, dir);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(join(dir, 'pgdata.tgz'))) throw error;
  }
  return dir;
}

/** Opens (creating from the template when new) the embedded database in `dataDir`, or in memory for "memory://…". */
export async function openEmbedded(dataDir: string, options: Partial<PGliteOptions> = {}): Promise<PGlite> {
  const PGliteClass = await pgliteClass();
  const startParams = [...PGliteClass.defaultStartParams, ...settingsArgs()];
  if (dataDir.startsWith('memory://')) {
    const template = await ensureTemplate();
    const loadDataDir = options.loadDataDir ?? new Blob([readFileSync(join(template, 'pgdata.tgz'))]);
    return PGliteClass.create(dataDir, { ...options, loadDataDir, startParams });
  }
  if (!options.loadDataDir && !existsSync(join(dataDir, 'PG_VERSION'))) {
    const template = await ensureTemplate();
    // Copied beside, then renamed: a copy cut short never looks like a database.
    const copying = `${dataDir}.copying`;
    rmSync(copying, { recursive: true, force: true });
    cpSync(join(template, 'pgdata'), copying, { recursive: true });
    ensurePrivateDir(copying);
    rmSync(dataDir, { recursive: true, force: true });
    renameSync(copying, dataDir);
  }
  return PGliteClass.create(dataDir, { ...options, startParams });
}
