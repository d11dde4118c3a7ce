// `npm run test:mongo`: the integration suites of the CMS and the site against a MongoDB server, for
// the engine the design names at scale. It needs MONGODB_TEST_URL (a replica set, so transactions
// are on: mongodb://host:27017/?replicaSet=rs0); each test file makes a database of its own there.
// No MongoDB server can be installed on the project's machines (Debian does not package it and
// nothing may be downloaded outside the registries), so npm test does not run this; the id handling
// it depends on is proved on every run by PostgreSQL's uuid ids (README, ADR 082).
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { ensureInstall, repoRoot } from './ensure-install.mjs'

if (!process.env.MONGODB_TEST_URL) {
  console.error('npm run test:mongo needs MONGODB_TEST_URL, e.g. MONGODB_TEST_URL="mongodb://127.0.0.1:27017/?replicaSet=rs0" npm run test:mongo')
  process.exit(2)
}
ensureInstall()
const env = { ...process.env, TEST_DATABASE_ENGINE: 'mongodb', NODE_OPTIONS: '--conditions=production' }
const vitest = path.join(repoRoot, 'node_modules/.bin/vitest')
const runs = [
  { label: 'CMS', cwd: path.join(repoRoot, 'apps/cms'), args: ['run', '.int.test.ts'] },
  { label: 'site', cwd: path.join(repoRoot, 'apps/site'), args: ['run', '--project=int'] },
]
let failedRuns = 0
for (const { label, cwd, args } of runs) {
  console.log(`\nIntegration (${label}) on MongoDB`)
  if (spawnSync(vitest, args, { cwd, env, stdio: 'inherit' }).status !== 0) failedRuns += 1
}
process.exit(failedRuns === 0 ? 0 : 1)
