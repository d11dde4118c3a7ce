// Installs the project's packages when they are missing or older than package-lock.json.
// Plain Node with no dependencies: it runs before anything is installed.
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const lockFile = path.join(repoRoot, 'package-lock.json')
const stampFile = path.join(repoRoot, 'node_modules', '.telehealth-install-stamp')

function lockHash() {
  return crypto.createHash('sha256').update(fs.readFileSync(lockFile)).digest('hex')
}

export function ensureInstall() {
  const wanted = lockHash()
  const current = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : null
  if (current === wanted) return
  // `npm install`, not `npm ci`: the lock file here holds only the platform packages this registry
  // serves, which `npm ci` refuses as "out of sync"; `npm install` installs from it unchanged.
  const args = ['install', '--no-audit', '--no-fund']
  console.log('Installing packages; the first time takes a few minutes...')
  const result = spawnSync('npm', args, { cwd: repoRoot, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error('npm could not install the packages; see the messages above.')
    process.exit(result.status ?? 1)
  }
  fs.writeFileSync(stampFile, `${lockHash()}\n`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureInstall()
}
