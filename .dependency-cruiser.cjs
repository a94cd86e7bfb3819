// Import boundaries, checked by `pnpm lint:deps` (a step of `pnpm test`) over every package,
// tests/ and scripts/, .ts/.tsx/.mjs alike. The rules and why: docs/architecture.md.
const see = 'See docs/architecture.md ("Boundaries").';

/** Packages a package may not import (lower never imports higher). */
const layers = {
  contract: ['ui', 'api-client', 'app', 'server', 'demo'],
  demo: ['ui', 'api-client', 'app', 'server'],
  ui: ['api-client', 'app', 'server', 'demo'],
  'api-client': ['ui', 'app', 'server', 'demo'],
  app: ['server', 'demo'],
  server: ['ui', 'api-client', 'app'],
};

/** Server tiers, lowest first: a tier may import its own and lower ones only. */
const S = '^packages/server/src/';
const tiers = [
  ['lib', `${S}(lib/|config\\.ts|paths\\.ts|db/|mail/)`],
  [
    'domain',
    `${S}(cars|accounts|dealers|stats|audit|subscriptions|contact|moderation|legal|pricing)/`,
  ],
  ['plugins/external', `${S}plugins/external/`],
  ['plugins/app', `${S}plugins/app/`],
  ['jobs', `${S}jobs/`],
  ['routes', `${S}routes/`],
];

/**
 * Routes that still query the database themselves (docs/architecture.md, "Server domains"). The
 * list only shrinks: a route whose queries moved into its domain leaves it, and a new route calls
 * its domain.
 */
const routesWithQueries = [
  'admin/cars',
  'admin/subscriptions',
  'admin/users',
  'car/detail',
  'car/manage',
  'car/owned',
  'contact/index',
  'fcm/index',
  'reference/index',
  'saved-search/unsubscribe',
  'user/image',
  'user/logout',
  'user/profile',
  'user/registration',
  'user/subscription',
];

module.exports = {
  forbidden: [
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: `The import names nothing that resolves (a package not declared in package.json, a missing file). ${see}`,
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-relative-import-across-packages',
      severity: 'error',
      comment: `Import another package by its name (@autoberza/...) and its exports, never by a relative path into it. ${see}`,
      from: { path: '^packages/([^/]+)/' },
      to: { dependencyTypes: ['local'], path: '^packages/', pathNot: '^packages/$1/' },
    },
    {
      name: 'no-relative-import-into-packages',
      severity: 'error',
      comment: `tests/ and scripts/ import a package by its name and its exports, never by a relative path. ${see}`,
      from: { path: '^(tests|scripts)/' },
      to: { dependencyTypes: ['local'], path: '^packages/' },
    },
    ...Object.entries(layers).map(([pkg, forbidden]) => ({
      name: `layer-${pkg}`,
      severity: 'error',
      comment: `@autoberza/${pkg} may not import ${forbidden.map((p) => `@autoberza/${p}`).join(', ')}: dependencies point one way. ${see}`,
      from: { path: `^packages/${pkg}/` },
      to: { path: `^packages/(${forbidden.join('|')})/` },
    })),
    {
      name: 'app-feature-internals',
      severity: 'error',
      comment: `A feature of the app imports another feature through its index.ts only. ${see}`,
      from: { path: '^packages/app/src/features/([^/]+)/' },
      to: {
        path: '^packages/app/src/features/([^/]+)/',
        pathNot: [
          '^packages/app/src/features/$1/',
          '^packages/app/src/features/[^/]+/index\\.tsx?$',
        ],
      },
    },
    ...tiers.flatMap(([tier, path], i) =>
      tiers.slice(i + 1).map(([higher, higherPath]) => ({
        name: `server-tier-${tier.replace('/', '-')}`,
        severity: 'error',
        comment: `Server tier ${tier} may not import the higher tier ${higher}. ${see}`,
        from: { path },
        to: { path: higherPath, dependencyTypesNot: ['type-only'] },
      })),
    ),
    {
      name: 'server-no-cycles',
      severity: 'error',
      comment: `A module of the server does not import itself back (a cycle leaves an import undefined while its module loads: a schema's field, a constant). ${see}`,
      from: { path: S },
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-no-cycles',
      severity: 'error',
      comment: `A module of the app, the design system, the contract or the API client does not import itself back, not even through a lazy import (the module that loads the other first gets an export still undefined). ${see}`,
      from: { path: '^packages/(app|ui|contract|api-client)/src/' },
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-tier-composition',
      severity: 'error',
      comment: `Only the composition root (app.ts, server.ts, cli.ts, openapi.ts, testing.ts, demo/cli.ts) imports it. ${see}`,
      from: { path: S, pathNot: `${S}(server|cli|openapi|testing|demo/cli)\\.ts$` },
      to: { path: `${S}app\\.ts$` },
    },
    {
      name: 'server-routes-thin',
      severity: 'error',
      comment: `A route is its schema, a call of its domain and the reply: its queries live in the domain, so it does not import src/db/. See docs/architecture.md ("Server domains").`,
      from: { path: `${S}routes/`, pathNot: `${S}routes/(${routesWithQueries.join('|')})\\.ts$` },
      to: { path: `${S}db/`, dependencyTypesNot: ['type-only'] },
    },
    ...[
      'cars',
      'accounts',
      'dealers',
      'stats',
      'audit',
      'subscriptions',
      'contact',
      'moderation',
      'legal',
      'pricing',
    ].map((domain) => ({
      name: `server-${domain}-through-index`,
      severity: 'error',
      comment: `Outside src/${domain}, the domain is imported through src/${domain}/index.ts. ${see}`,
      from: { path: '^packages/server/(src|bench|resilience)/', pathNot: `${S}${domain}/` },
      to: { path: `${S}${domain}/`, pathNot: `${S}${domain}/index\\.ts$` },
    })),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: [
        'node_modules',
        '/dist/',
        '/dist-ssr/',
        'storybook-static',
        'coverage',
        'test-results',
        'playwright-report',
        '^packages/api-client/src/generated/',
      ],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default', 'node'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    },
  },
};
