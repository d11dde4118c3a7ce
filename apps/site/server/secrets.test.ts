import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import ts from 'typescript'
import { afterAll, describe, expect, it } from 'vitest'
import { runEnvChild } from './env-child.ts'

/**
 * Fail closed (issue 16): no secret has a fixed default anywhere in the code, and outside production
 * the site and the CMS run only on secrets they were given or made for this machine in DATA_DIR
 * (`local-secrets.json`, the file `npm start` writes).
 */

const repoRoot = path.resolve(import.meta.dirname, '../../..')
const SCANNED = ['apps/site/app', 'apps/site/server', 'apps/cms/src', 'packages', 'scripts', 'bench', 'e2e']
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/
const TEST = /\.(test|spec)\.[cm]?[jt]sx?$/

/** The fixed fallbacks the env modules had, spelled so that this file does not contain them. */
const OLD_LITERALS = [['local-development', 'session-secret-not-for-production'].join('-'), ['local-development', 'secret-never-used-in-production'].join('-')]

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'build', 'dist', '.next', '.turbo', '.reports', 'test-results'].includes(entry.name) || entry.name.startsWith('.')) return []
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [full] : []
  })
}

/** A name for a secret value (not for where secrets are kept: LOCAL_SECRETS_FILE, secretsDir). */
function namesSecret(name: string): boolean {
  return /secret/i.test(name) && !/(file|path|dir|directory)$/i.test(name)
}

function isFallbackToString(node: ts.Node): boolean {
  const inner = ts.isParenthesizedExpression(node) ? node.expression : node
  return (
    ts.isBinaryExpression(inner) &&
    [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(inner.operatorToken.kind) &&
    isStringValue(inner.right)
  )
}

function isStringValue(node: ts.Node): boolean {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)
}

function nameText(name: ts.Node | undefined): string {
  if (!name) return ''
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name)) return name.text
  return name.getText()
}

/** The value's chain contains `.default(<string>)`: a zod (or other) default. */
function hasStringDefault(node: ts.Node): boolean {
  let found = false
  const visit = (child: ts.Node) => {
    if (
      ts.isCallExpression(child) &&
      ts.isPropertyAccessExpression(child.expression) &&
      child.expression.name.text === 'default' &&
      child.arguments[0] &&
      isStringValue(child.arguments[0])
    )
      found = true
    ts.forEachChild(child, visit)
  }
  visit(node)
  return found
}

/** Where a name that says "secret" gets a fixed string: `?? '...'`, `|| '...'`, `= '...'`, `: '...'`, `.default('...')`. */
export function fixedSecretDefaults(file: string, text: string): string[] {
  const kind = /\.[jt]sx$/.test(file) ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const found: string[] = []
  const report = (node: ts.Node, what: string) => found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${what}`)
  const visit = (node: ts.Node) => {
    if (
      ts.isBinaryExpression(node) &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind) &&
      namesSecret(node.left.getText()) &&
      isStringValue(node.right)
    ) {
      report(node, `${node.left.getText()} ${node.operatorToken.getText()} a fixed string`)
    }
    if (
      (ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node)) &&
      namesSecret(nameText(node.name)) &&
      node.initializer
    ) {
      if (isStringValue(node.initializer)) report(node, `${nameText(node.name)} is a fixed string`)
      else if (isFallbackToString(node.initializer)) report(node, `${nameText(node.name)} falls back to a fixed string`)
      else if (hasStringDefault(node.initializer)) report(node, `${nameText(node.name)} has a fixed .default()`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  for (const literal of OLD_LITERALS) if (text.includes(literal)) found.push(`${file} holds the old fixed secret ${literal}`)
  return found
}

describe('no secret has a fixed default anywhere in the code', () => {
  it('finds none in the site, the CMS, the packages, scripts, bench and e2e', () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(path.join(repoRoot, dir)))
    expect(files.length).toBeGreaterThan(100)
    expect(files).toContain(path.join(repoRoot, 'apps/site/app/env.server.ts'))
    expect(files).toContain(path.join(repoRoot, 'apps/cms/src/env.ts'))
    const found = files.flatMap((file) => fixedSecretDefaults(path.relative(repoRoot, file), fs.readFileSync(file, 'utf8')))
    expect(found.join('\n')).toBe('')
  })

  it.each([
    ['a ?? fallback', "const s = process.env.SESSION_SECRET ?? 'abc'"],
    ['a || fallback', 'const s = env.PAYLOAD_SECRET || `abc`'],
    ['a property', "export const config = { secret: 'abc' }"],
    ['a property from a fallback', "const x = { sessionSecret: given ?? 'abc' }"],
    ['a zod default', "const schema = z.object({ SESSION_SECRET: z.string().min(32).default('abc') })"],
    ['a parameter default', "function sign(value: string, secret = 'abc') { return value + secret }"],
    ['the old literal', `const s = '${OLD_LITERALS[0]}'`],
  ])('the scan catches %s', (_label, code) => {
    expect(fixedSecretDefaults('example.ts', code)).not.toEqual([])
  })

  it('the scan leaves secrets that are given or made alone', () => {
    expect(
      fixedSecretDefaults(
        'example.ts',
        "const s = given ?? loadLocalSecrets(dir).SESSION_SECRET; const t = crypto.randomBytes(32).toString('hex'); const secret = env.sessionSecret",
      ),
    ).toEqual([])
  })
})

describe('outside production the apps run only on secrets given or made in DATA_DIR', () => {
  const made: string[] = []
  const tempDataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'telehealth-secrets-test-'))
    made.push(dir)
    return dir
  }
  afterAll(() => {
    for (const dir of made) fs.rmSync(dir, { recursive: true, force: true })
  })

  it.each([
    ['NODE_ENV unset', {}],
    ['NODE_ENV=development', { NODE_ENV: 'development' }],
  ])('with %s and no secrets, both make them once in DATA_DIR/local-secrets.json (0600) and use them', (_label, vars: Record<string, string>) => {
    const dataDir = tempDataDir()
    const first = runEnvChild({ ...vars, DATA_DIR: dataDir })
    expect(first.status, first.stderr).toBe(0)
    const file = path.join(dataDir, 'local-secrets.json')
    expect(fs.existsSync(file)).toBe(true)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>
    expect(Object.keys(stored).sort()).toEqual(['PAYLOAD_SECRET', 'SEED_ADMIN_PASSWORD', 'SESSION_SECRET'])
    expect(first.parsed?.sessionSecret).toBe(stored.SESSION_SECRET)
    expect(first.parsed?.payloadSecret).toBe(stored.PAYLOAD_SECRET)
    expect(stored.SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/)
    expect(stored.SESSION_SECRET).not.toBe(stored.PAYLOAD_SECRET)

    // A second start reads the same file: sessions and tokens survive a restart.
    const second = runEnvChild({ ...vars, DATA_DIR: dataDir })
    expect(second.parsed).toMatchObject({ sessionSecret: stored.SESSION_SECRET, payloadSecret: stored.PAYLOAD_SECRET })

    // Another machine (another DATA_DIR) gets other secrets: nothing is fixed in the code.
    const elsewhere = runEnvChild({ ...vars, DATA_DIR: tempDataDir() })
    expect(elsewhere.parsed?.sessionSecret).not.toBe(stored.SESSION_SECRET)
    expect(elsewhere.parsed?.payloadSecret).not.toBe(stored.PAYLOAD_SECRET)
  })

  it('uses the secrets it is given and makes no file', () => {
    const dataDir = tempDataDir()
    const given = { SESSION_SECRET: 's'.repeat(40), PAYLOAD_SECRET: 'p'.repeat(40) }
    const child = runEnvChild({ NODE_ENV: 'development', DATA_DIR: dataDir, ...given })
    expect(child.status, child.stderr).toBe(0)
    expect(child.parsed).toMatchObject({ sessionSecret: given.SESSION_SECRET, payloadSecret: given.PAYLOAD_SECRET })
    expect(fs.existsSync(path.join(dataDir, 'local-secrets.json'))).toBe(false)
  })

  it('reads the file npm start wrote (scripts/local-env.mjs)', async () => {
    const dataDir = tempDataDir()
    const { loadLocalSecrets } = (await import(path.join(repoRoot, 'scripts/local-env.mjs'))) as { loadLocalSecrets: (dir: string) => Record<string, string> }
    const written = loadLocalSecrets(dataDir)
    const child = runEnvChild({ DATA_DIR: dataDir })
    expect(child.parsed).toMatchObject({ sessionSecret: written.SESSION_SECRET, payloadSecret: written.PAYLOAD_SECRET })
  })

  it('stops with a clear message on a local secrets file that is not one', () => {
    const dataDir = tempDataDir()
    fs.writeFileSync(path.join(dataDir, 'local-secrets.json'), JSON.stringify({ SESSION_SECRET: 'short' }))
    const child = runEnvChild({ DATA_DIR: dataDir })
    expect(child.status).not.toBe(0)
    expect(child.stderr).toContain('does not hold the local secrets npm start makes')
  })

  it('in production there is nothing to fall back on: both secrets are required, and no file is made', () => {
    const dataDir = tempDataDir()
    const child = runEnvChild({ NODE_ENV: 'production', DATA_DIR: dataDir, SITE_ORIGIN: 'https://care.example.com' })
    expect(child.status).not.toBe(0)
    expect(child.stderr).toMatch(/SESSION_SECRET: is required in production|PAYLOAD_SECRET: is required in production/)
    expect(fs.existsSync(path.join(dataDir, 'local-secrets.json'))).toBe(false)
    const cmsOnly = runEnvChild({ NODE_ENV: 'production', DATA_DIR: dataDir, SITE_ORIGIN: 'https://care.example.com', SESSION_SECRET: 's'.repeat(40) })
    expect(cmsOnly.stderr).toContain('PAYLOAD_SECRET: is required in production')
    expect(fs.existsSync(path.join(dataDir, 'local-secrets.json'))).toBe(false)
  })
}, 120_000)
