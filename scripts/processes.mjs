// Starting the built apps as child processes, waiting for them, and stopping them together.
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { repoRoot } from './ensure-install.mjs'

const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name)

/** Runs a command to completion; exits the whole script when it fails. */
export function runOrExit(label, command, args, options) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options })
  if (result.status !== 0) {
    console.error(`${label} failed (exit code ${result.status ?? result.signal}).`)
    process.exit(result.status ?? 1)
  }
}

export function buildApps(env) {
  runOrExit('The build', bin('turbo'), ['run', 'build', '--filter=@telehealth/site', '--filter=@telehealth/cms', '--output-logs=errors-only'], {
    cwd: repoRoot,
    env,
  })
}

export function setupDatabase(env) {
  runOrExit('The database set-up', bin('tsx'), ['src/scripts/setup-database.ts'], {
    cwd: path.join(repoRoot, 'apps/cms'),
    env,
  })
}

/**
 * The site's heap budget: without one V8 on a large machine lets garbage pile up to gigabytes before
 * it collects (bench: 340 MB -> 1 GB RSS under page load; capped, it holds ~350 MB and never fails).
 * @param {Record<string, string | undefined>} env
 */
export function siteHeapFlag(env) {
  return `--max-old-space-size=${env.SITE_MAX_OLD_SPACE_MB ?? '512'}`
}

/**
 * The site as SITE_PROCESSES processes on one port (default 1; apps/site/server/cluster.ts): with
 * more than one, the child is a node:cluster primary that forks them, replaces one that dies and
 * stops them all on SIGTERM. The heap budget applies to each.
 * @param {Record<string, string | undefined>} env
 * @param {import('node:child_process').StdioOptions} [stdio]
 */
export function startSite(env, stdio = 'inherit') {
  const heap = siteHeapFlag(env)
  const siteEnv = { ...env, NODE_OPTIONS: [env.NODE_OPTIONS, heap].filter(Boolean).join(' ') }
  return spawn(bin('tsx'), ['server/cluster.ts'], { cwd: path.join(repoRoot, 'apps/site'), env: siteEnv, stdio })
}

/**
 * @param {Record<string, string | undefined> & { CMS_PORT: string }} env
 * @param {import('node:child_process').StdioOptions} [stdio]
 */
export function startCms(env, stdio = 'inherit') {
  return spawn(bin('next'), ['start', '-p', env.CMS_PORT], { cwd: path.join(repoRoot, 'apps/cms'), env, stdio })
}

/** Resolves once the URL answers (any status), or rejects after the timeout. */
export async function waitForUrl(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      await fetch(url, { redirect: 'manual' })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/** Stops every child that is still running and waits for them. */
export async function stopAll(children) {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve()
          child.once('exit', resolve)
          child.kill('SIGTERM')
          setTimeout(() => child.kill('SIGKILL'), 5_000).unref()
        }),
    ),
  )
}
