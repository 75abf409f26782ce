// The module edges of .dependency-cruiser.cjs (npm run lint) on two small trees laid out like
// src/ and web/src/: one that keeps every edge passes, and one that adds a deliberate crossing per
// rule fails with each rule named at its crossing.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { promisify } from 'node:util';

const ROOT = resolve(import.meta.dirname, '../..');
const CRUISER = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');

type Tree = Record<string, string>;

/** Every edge the rules allow: service → own store, service → another module's public files, routes → plugin… */
const KEPT: Tree = {
  'src/modules/tasks/service.ts': [
    "import { findTask } from './store.ts';",
    "import { createUser } from '../users/service.ts';",
    "import type { UserShape } from '../users/schemas.ts';",
    "import { DEFAULTS } from '../organizations/preferences.ts';",
    "import { requireAccess } from '../../platform/auth/access.ts';",
    'export const tasks = [findTask, createUser, DEFAULTS, requireAccess] as const;',
    'export type Owner = UserShape;',
  ].join('\n'),
  'src/modules/tasks/store.ts': "import { tasks } from '../../platform/db/schema.ts';\nexport const findTask = tasks;",
  'src/modules/tasks/routes.ts': [
    "import { requireUser } from '../../platform/auth/plugin.ts';",
    "import { tasks } from './service.ts';",
    'export const routes = [requireUser, tasks] as const;',
  ].join('\n'),
  'src/modules/users/service.ts': "import { findUser } from './store.ts';\nexport const createUser = findUser;",
  'src/modules/users/store.ts': 'export const findUser = 1;',
  'src/modules/users/schemas.ts': 'export type UserShape = { id: string };',
  'src/modules/organizations/preferences.ts': 'export const DEFAULTS = {};',
  'src/platform/auth/principal.ts': 'export const keyMayActOn = () => true;',
  'src/platform/auth/access.ts': "import { keyMayActOn } from './principal.ts';\nexport const requireAccess = keyMayActOn;",
  'src/platform/auth/plugin.ts': "import { keyMayActOn } from './principal.ts';\nexport const requireUser = keyMayActOn;",
  'src/platform/due-dates.ts': 'export const readDueDate = 1;',
  'src/platform/db/schema.ts': 'export const tasks = {};',
  'src/platform/clock.ts': 'export const systemClock = 1;',
  'src/assistant/engine.ts': "import { readDueDate } from '../platform/due-dates.ts';\nexport const engine = readDueDate;",
  'src/bridge/relay.ts': [
    "import { systemClock } from '../platform/clock.ts';",
    "import type { UserShape } from '../modules/users/schemas.ts';",
    'export const relay = systemClock;',
    'export type Member = UserShape;',
  ].join('\n'),
  'src/app.ts': [
    "import { routes } from './modules/tasks/routes.ts';",
    "import { tasks } from './modules/tasks/service.ts';",
    "import { engine } from './assistant/engine.ts';",
    'export const app = [routes, tasks, engine] as const;',
  ].join('\n'),
  'src/modules/outbox/service.ts': "import { send } from './delivery.ts';\nexport const deliverDue = send;",
  'src/modules/outbox/delivery.ts': 'export const send = 1;',
  'src/modules/outbox/worker.ts': "import { deliverDue } from './service.ts';\nexport const worker = deliverDue;",
  'web/src/api/schema.d.ts': 'export interface paths { "/api/tasks": object }',
  'web/src/app.tsx': "import type { paths } from './api/schema.d.ts';\nexport type Paths = paths;",
};

/** One deliberate crossing per rule: the rule's name → the file that crosses and what it imports. */
const CROSSINGS: Record<string, { file: string; imports: string; to: string }> = {
  'no-cycles': { file: 'src/platform/ping.ts', imports: './pong.ts', to: 'src/platform/pong.ts' },
  'modules-through-public-files': { file: 'src/modules/users/export.ts', imports: '../tasks/routes.ts', to: 'src/modules/tasks/routes.ts' },
  'stores-from-own-module': { file: 'src/modules/users/tasks-report.ts', imports: '../tasks/store.ts', to: 'src/modules/tasks/store.ts' },
  'stores-not-from-outside-modules': { file: 'src/cli.ts', imports: './modules/users/store.ts', to: 'src/modules/users/store.ts' },
  'services-not-fastify': { file: 'src/modules/clients/service.ts', imports: '../../platform/auth/plugin.ts', to: 'src/platform/auth/plugin.ts' },
  'sql-in-stores': { file: 'src/modules/tasks/locks.ts', imports: '../../platform/db/schema.ts', to: 'src/platform/db/schema.ts' },
  'access-in-services': { file: 'src/modules/moods/routes.ts', imports: '../../platform/auth/access.ts', to: 'src/platform/auth/access.ts' },
  'outbox-worker-apart': { file: 'src/modules/outbox/worker.ts', imports: './delivery.ts', to: 'src/modules/outbox/delivery.ts' },
  'platform-below-modules': { file: 'src/platform/activity.ts', imports: '../modules/tasks/service.ts', to: 'src/modules/tasks/service.ts' },
  'assistant-pure': { file: 'src/assistant/reply.ts', imports: '../modules/users/service.ts', to: 'src/modules/users/service.ts' },
  'bridge-is-an-http-client': { file: 'src/bridge/service-client.ts', imports: '../modules/tasks/service.ts', to: 'src/modules/tasks/service.ts' },
  'web-not-server': { file: 'web/src/tasks.tsx', imports: '../../src/modules/tasks/schemas.ts', to: 'src/modules/tasks/schemas.ts' },
  'server-not-web': { file: 'src/modules/web/static.ts', imports: '../../../web/src/app.tsx', to: 'web/src/app.tsx' },
  'no-unresolvable': { file: 'src/platform/text.ts', imports: './nowhere.ts', to: './nowhere.ts' },
};

const CROSSED: Tree = {
  ...Object.fromEntries(Object.values(CROSSINGS).map(({ file, imports }) => [file, `import * as target from '${imports}';\nexport const crossing = target;`])),
  // The other half of the cycle, and the files the crossings import that the kept tree lacks.
  'src/platform/pong.ts': "import * as ping from './ping.ts';\nexport const pong = ping;",
  'src/modules/tasks/schemas.ts': 'export type TaskShape = { id: string };',
};

const scratch: string[] = [];
after(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

interface Violation { rule: string; from: string; to: string }

async function cruise(tree: Tree): Promise<{ exitCode: number; violations: Violation[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'teamwell-edges-'));
  scratch.push(dir);
  const files: Tree = {
    ...tree,
    'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', allowImportingTsExtensions: true, noEmit: true, jsx: 'react-jsx' } }),
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), `${text}\n`);
  }
  // The reporter npm run lint uses: one "error <rule>: <from> → <to>" per crossing, exit code = errors.
  const run = promisify(execFile)(process.execPath, [CRUISER, '--config', CONFIG, 'src', 'web/src'], { cwd: dir });
  const { stdout, exitCode } = await run.then(
    ({ stdout }) => ({ stdout, exitCode: 0 }),
    (error: { stdout: string; code: number }) => ({ stdout: error.stdout, exitCode: error.code }),
  );
  const violations = [...stdout.replace(/→\s+/g, '→ ').matchAll(/^\s*error ([a-z-]+): (\S+) → (\S+)/gm)]
    .map(([, rule, from, to]) => ({ rule: rule!, from: from!, to: to! }));
  return { exitCode, violations };
}

test('a tree that keeps every edge passes the rules', async () => {
  const { exitCode, violations } = await cruise(KEPT);
  assert.deepEqual(violations.map((v) => `${v.rule}: ${v.from} → ${v.to}`), []);
  assert.equal(exitCode, 0);
});

test('each deliberate crossing fails the rules, named by its rule', async () => {
  const { exitCode, violations } = await cruise({ ...KEPT, ...CROSSED });
  assert.notEqual(exitCode, 0, 'depcruise exits non-zero, so npm run lint fails');
  const found = new Set(violations.map((v) => `${v.rule}: ${v.from} → ${v.to}`));
  for (const [rule, { file, to }] of Object.entries(CROSSINGS)) {
    assert.ok(found.has(`${rule}: ${file} → ${to}`), `${rule} reports ${file} → ${to}; reported: ${[...found].join('; ')}`);
  }
  assert.deepEqual([...new Set(violations.map((v) => v.rule))].sort(), Object.keys(CROSSINGS).sort(), 'only the crossed rules report');
});
