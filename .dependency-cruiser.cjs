// The edges of the modular monolith (docs/ARCHITECTURE.md), checked by `npm run lint`.
// Each rule's comment is what docs/ARCHITECTURE.md states; change both together.

/**
 * A module's public files: what other modules and the composition roots may import.
 * service.ts holds its rules; schemas.ts and types.ts hold shapes (TypeBox schemas, types);
 * organizations/preferences.ts holds the named organization settings, their defaults and
 * their validation, which the daily-rhythm modules read.
 */
const PUBLIC_FILES = [
  '^src/modules/[^/]+/service[.]ts$',
  '^src/modules/[^/]+/schemas[.]ts$',
  '^src/modules/[^/]+/types[.]ts$',
  '^src/modules/organizations/preferences[.]ts$',
];

/** A module's SQL: store.ts, or <part>-store.ts where a module has more than one. */
const STORES = ['^src/modules/[^/]+/store[.]ts$', '^src/modules/[^/]+/[^/]+-store[.]ts$'];

/** Packages that speak HTTP or SQL. */
const HTTP_OR_SQL_PACKAGES = '^node_modules/(fastify|@fastify/[^/]+|drizzle-orm|pg|@electric-sql/pglite|ioredis)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'No import cycles, type-only imports included: a cycle means two files that cannot be read, tested or moved apart.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'modules-through-public-files',
      comment: 'modules/x reaches modules/y only through y\'s service.ts or a declared public file (PUBLIC_FILES).',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      // Stores are left to the rules below, so that each crossing is reported once.
      to: { path: '^src/modules/[^/]+/', pathNot: ['^src/modules/$1/', ...PUBLIC_FILES, ...STORES] },
    },
    {
      name: 'stores-from-own-module',
      comment: 'A store (SQL) is imported only by its own module; everyone else goes through that module\'s service.',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: STORES, pathNot: '^src/modules/$1/' },
    },
    {
      name: 'stores-not-from-outside-modules',
      comment: 'The same rule for the rest of src/ (composition roots, CLI, seed): a module\'s data is reached through its service.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/modules/' },
      to: { path: STORES },
    },
    {
      name: 'services-not-fastify',
      comment: 'Services and stores speak no HTTP: the principal type comes from platform/auth/principal.ts and the access checks from platform/auth/access.ts, never the Fastify plugin.',
      severity: 'error',
      from: { path: ['^src/modules/[^/]+/service[.]ts$', '^src/modules/[^/]+/[^/]+-service[.]ts$', ...STORES] },
      to: { path: ['^src/platform/auth/plugin[.]ts$', '^node_modules/(fastify|@fastify/[^/]+)/'] },
    },
    {
      name: 'sql-in-stores',
      comment: 'Within a module only stores hold SQL: no other file imports drizzle-orm, pg, PGlite or the table definitions.',
      severity: 'error',
      from: { path: '^src/modules/', pathNot: STORES },
      to: { path: ['^src/platform/db/schema[.]ts$', '^node_modules/(drizzle-orm|pg|@electric-sql/pglite)/'] },
    },
    {
      name: 'access-in-services',
      comment: 'Who may do what is decided in the services (one access check per operation, platform/auth/access.ts): routes authenticate, parse and answer, and may name the principal\'s types but neither check permissions nor decide on its role.',
      severity: 'error',
      from: { path: '^src/modules/[^/]+/routes[.]ts$' },
      to: { path: '^src/platform/auth/(principal|access)[.]ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'outbox-worker-apart',
      comment: 'The outbox worker only paces delivery passes: it reaches neither the HTTP delivery, the SQL nor the admin API, only the outbox service.',
      severity: 'error',
      from: { path: '^src/modules/outbox/worker[.]ts$' },
      to: { path: '^src/modules/outbox/(delivery|store|routes)[.]ts$' },
    },
    {
      name: 'platform-below-modules',
      comment: 'platform/ is the bottom layer: it never imports modules/, assistant/, bridge/ or the composition roots.',
      severity: 'error',
      from: { path: '^src/platform/' },
      to: { path: ['^src/modules/', '^src/assistant/', '^src/bridge/', '^src/(app|main|cli|seed)[.]ts$'] },
    },
    {
      name: 'assistant-pure',
      comment: 'assistant/ is the chat engine, pure TypeScript: no modules, no platform HTTP, auth or database, no HTTP or SQL packages.',
      severity: 'error',
      from: { path: '^src/assistant/' },
      to: {
        path: ['^src/modules/', '^src/bridge/', '^src/platform/(http|auth|db)/', '^src/(app|main|cli|seed|config)[.]ts$', HTTP_OR_SQL_PACKAGES],
      },
    },
    {
      name: 'bridge-is-an-http-client',
      comment: 'bridge/ is its own process and an HTTP client of the service: it never imports modules\' services, stores, routes or workers (the outbox included), the database or the service\'s composition (it may run its own Fastify server for webhooks).',
      severity: 'error',
      from: { path: '^src/bridge/' },
      to: {
        path: ['^src/modules/', '^src/platform/(db|auth)/', '^src/(app|main|cli|seed)[.]ts$', '^node_modules/(drizzle-orm|pg|@electric-sql/pglite)/'],
        pathNot: PUBLIC_FILES.filter((file) => !file.includes('service')),
      },
    },
    {
      name: 'web-not-server',
      comment: 'The web app never imports the server: it knows the API only through web/src/api/schema.d.ts, generated by npm run web:api.',
      severity: 'error',
      from: { path: '^web/src/' },
      to: { path: '^src/' },
    },
    {
      name: 'server-not-web',
      comment: 'The server never imports the web app (it serves web/dist as files), except its generated API types.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^web/', pathNot: '^web/src/api/schema[.]d[.]ts$' },
    },
    {
      name: 'no-unresolvable',
      comment: 'Every relative import resolves to a file (a rule set that cannot see an edge cannot check it).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|web/dist|coverage|reports|[.]stryker-tmp)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
