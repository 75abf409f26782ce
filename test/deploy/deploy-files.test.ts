import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { parse } from 'yaml';
import { collectVariables } from '../../scripts/config-docs.ts';

interface Service {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  env_file?: string;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  ports?: string[];
}
type Compose = { services: Record<string, Service> };

// Compose's own tag: `!reset []` empties what the file before set.
const resetTag = { tag: '!reset', resolve: () => [] };
const load = (path: string) => parse(readFileSync(path, 'utf8'), { customTags: [resetTag], merge: true }) as Compose;
const variables = collectVariables();
const known = new Set(variables.map((v) => v.name));
const secrets = new Set(variables.filter((v) => v.secret).map((v) => v.name));

describe('compose.yaml', () => {
  const compose = load('compose.yaml');

  test('runs the service, the bridge, PostgreSQL and Redis, each with a healthcheck', () => {
    assert.deepEqual(Object.keys(compose.services).sort(), ['app', 'bridge', 'db', 'redis']);
    for (const [name, service] of Object.entries(compose.services)) {
      assert.ok(service.healthcheck?.test?.length, `${name} has no healthcheck`);
    }
  });

  test('the service takes DATABASE_URL and REDIS_URL of those services and starts once the database is healthy', () => {
    const app = compose.services.app!;
    assert.match(app.environment!.DATABASE_URL!, /^postgres:\/\/teamwell:\$\{POSTGRES_PASSWORD:\?[^}]*\}@db:5432\/teamwell$/);
    assert.equal(app.environment!.REDIS_URL, 'redis://redis:6379');
    assert.equal(app.depends_on?.db?.condition, 'service_healthy');
    assert.equal(app.depends_on?.redis?.condition, 'service_healthy');
    assert.deepEqual(app.healthcheck!.test, ['CMD', 'node', 'dist/healthcheck.js']);
    assert.deepEqual(compose.services.bridge!.command, ['node', 'dist/bridge/main.js']);
  });

  test('secrets come from .env, never from the file; every variable it sets is one the processes read', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (name === 'app' || name === 'bridge') assert.equal(service.env_file, '.env', `${name} reads .env`);
      for (const [variable, value] of Object.entries(service.environment ?? {})) {
        if (name === 'app' || name === 'bridge') assert.ok(known.has(variable), `${name}: ${variable} is no configuration variable`);
        if (secrets.has(variable) || /PASSWORD|SECRET|TOKEN/.test(variable)) assert.match(String(value), /^\$\{[A-Z_]+:\?/, `${name}: ${variable} must come from .env`);
      }
    }
  });
});

describe('compose.proxy.yaml', () => {
  const proxy = load('compose.proxy.yaml');

  test('puts Caddy, with a healthcheck, in front of three instances that trust one proxy hop and publish no port', () => {
    const app = proxy.services.app!;
    assert.equal(app.deploy?.replicas, 3);
    assert.deepEqual(app.ports, []);
    // A hop count: the form TRUST_PROXY takes for "the one proxy in front" (never `true`).
    assert.equal(app.environment!.TRUST_PROXY, '1');
    assert.ok(proxy.services.proxy!.healthcheck?.test?.length);
    assert.equal(proxy.services.proxy!.depends_on?.app?.condition, 'service_healthy');
    const caddyfile = readFileSync('deploy/Caddyfile', 'utf8');
    assert.match(caddyfile, /dynamic a app 3000/);
    assert.match(caddyfile, /health_uri \/readyz/);
  });
});

describe('Containerfile', () => {
  const file = readFileSync('Containerfile', 'utf8');
  const startScript = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start;

  test('builds in one stage and runs in another, from a base that defaults to the official Node 24 image', () => {
    assert.match(file, /^ARG BASE=docker\.io\/library\/node:24[-\w]*$/m);
    assert.equal(file.match(/^FROM \$\{BASE\}/gm)?.length, 2);
    assert.match(file, /^RUN npm ci --omit=dev/m);
  });

  test('runs as the node user with a data volume, a /readyz health check, SIGTERM to node and the memory settings of npm start', () => {
    assert.match(file, /^USER node$/m);
    assert.match(file, /DATA_DIR=\/app\/data/);
    assert.match(file, /^VOLUME \["\/app\/data"\]$/m);
    assert.match(file, /^STOPSIGNAL SIGTERM$/m);
    assert.match(file, /^HEALTHCHECK .*CMD \["node", "dist\/healthcheck\.js"\]$/m);
    assert.match(readFileSync('src/healthcheck.ts', 'utf8'), /\/readyz/);
    const [, malloc] = /MALLOC_MMAP_THRESHOLD_=(\d+)/.exec(startScript)!;
    assert.match(file, new RegExp(`MALLOC_MMAP_THRESHOLD_=${malloc}`));
    const flags = /exec env \S+ node (.*) dist\/main\.js$/.exec(startScript)![1]!.split(' ');
    const cmd = /^CMD \[(.*)\]$/m.exec(file)![1]!.split(', ').map((part) => JSON.parse(part) as string);
    assert.equal(cmd[0], 'node', 'exec form: node itself is PID 1 and gets SIGTERM');
    assert.deepEqual(cmd.filter((part) => part.startsWith('--')).sort(), [...flags].sort());
    assert.equal(cmd.at(-1), 'dist/main.js');
  });
});
