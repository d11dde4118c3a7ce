import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { SERVER_COLLECTIONS } from '../app/server-collections.ts'

/**
 * The data-path rule (DESIGN.md "Payload is the single data layer"; issue #15) as a test that fails,
 * naming file and line:
 * (a) only app/cms.server.ts reaches Payload: nobody else imports the CMS config (or anything that
 *     hands out Payload or its database) or calls `getPayload`;
 * (b) nothing in the site uses `payload.db` (below the Local API), its tests included; in apps/cms
 *     only the adapter's own setup may (db.ts, migrate.ts, the migrations, and the test harness that
 *     closes the adapter's connections; naming the engine, `x.db.name`, is no access), tests included (ADR 078);
 * (c) only app/cms.server.ts says `overrideAccess`: the doors set it, nobody else may;
 * (d) in app/cms.server.ts every `payload.<op>(...)` call puts the fixed acting options last
 *     (`...fixed`, or `overrideAccess` after every spread), so a caller cannot switch them;
 * (e) the server's door takes only the server's own collections (app/server-collections.ts, ADR 071):
 *     a `cmsAsServer()` call, or a name it was given, used on any other collection (a patient's) fails
 *     here as well as in the type check;
 * (f) every `cmsFor(...)` (access rules off for a patient's records) says why in a `//` comment on the
 *     line above its statement (ADR 071).
 * Source is read with the TypeScript parser, so comments and strings that merely mention a rule do
 * not count, and `payload .db`, `payload['db']` or `const { db } = payload` do.
 */

const siteRoot = path.resolve(import.meta.dirname, '..')
const cmsSrc = path.resolve(siteRoot, '../cms/src')
const DOOR = 'app/cms.server.ts'

/** Where apps/cms may go below the Local API: the adapter's own setup, nothing else (ADR 078). */
const CMS_DB_ALLOWED = [
  /^db\.ts$/,
  /^migrate\.ts$/,
  // Each engine's migrations (migrations/, migrations-postgres/, migrations-mongodb/) are SQL of the adapter.
  /^migrations[\w-]*\//,
  // The test harness closes the adapter's connections (a pool, a SQLite file) when a test file ends.
  /^testing\/test-payload\.ts$/,
]

/** CMS modules that hand out Payload or its database: for the door only. */
const PAYLOAD_MODULES = [
  // The package's named entry points (ADR 071): the config, and the test support that starts Payload.
  /^@telehealth\/cms\/(config|testing)$/,
  // Below the Local API altogether.
  /^@payloadcms\/db-/,
  /^(drizzle-orm|better-sqlite3|@libsql\/client|mongoose|mongodb)(\/|$)/,
]

/** Payload calls in the door that take no acting options (sending mail acts for nobody). */
const DOOR_CALLS_WITHOUT_ACTING = new Set(['sendEmail'])

export interface Violation {
  file: string
  line: number
  rule: string
}

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/
const TEST = /\.(test|spec)\.[cm]?[jt]sx?$/
// Installed packages, the build's output and static files are not this code's source.
const NOT_SOURCE = new Set(['node_modules', 'build', 'public'])

/** Source files under `dir`; tests only when asked (rule (b) reads them, the door rules do not). */
function sourceFiles(dir: string, { tests = false }: { tests?: boolean } = {}): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (NOT_SOURCE.has(entry.name) || entry.name.startsWith('.')) return []
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full, { tests })
    return SOURCE.test(entry.name) && (tests || !TEST.test(entry.name)) ? [full] : []
  })
}

function parse(file: string, text: string): ts.SourceFile {
  const kind = /\.[jt]sx$/.test(file) ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
}

function lineOf(source: ts.SourceFile, node: ts.Node): number {
  return source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
}

function walk(node: ts.Node, visit: (node: ts.Node) => void) {
  visit(node)
  ts.forEachChild(node, (child) => walk(child, visit))
}

function stringValue(node: ts.Node | undefined): string | null {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null
}

// What the adapter says of itself (which engine, which id type): facts about the engine, not rows.
const ENGINE_FACTS = new Set(['name', 'defaultIDType'])

/** `x.db`, `x['db']`, or `{ db } = x`: the database adapter, below the Local API (`x.db.name` only names the engine). */
function isDbAccess(node: ts.Node): boolean {
  if (ts.isPropertyAccessExpression(node)) {
    if (node.name.text !== 'db') return false
    const parent = node.parent
    return !(ts.isPropertyAccessExpression(parent) && parent.expression === node && ENGINE_FACTS.has(parent.name.text))
  }
  if (ts.isElementAccessExpression(node)) return stringValue(node.argumentExpression) === 'db'
  if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
    const key = node.propertyName ?? node.name
    return (ts.isIdentifier(key) || ts.isStringLiteral(key)) && key.text === 'db'
  }
  return false
}

/** Module specifiers this file imports, re-exports, `import()`s or `require`s. */
function moduleSpecifier(node: ts.Node): ts.Node | null {
  if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) return node.moduleSpecifier
  if (
    ts.isCallExpression(node) &&
    (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
  ) {
    return node.arguments[0] ?? null
  }
  return null
}

function reachesPayload(specifier: string, file: string): boolean {
  if (PAYLOAD_MODULES.some((pattern) => pattern.test(specifier))) return true
  // A relative path into the CMS's sources (say ../../cms/src/payload.config) is the same door.
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier).startsWith(cmsSrc + path.sep)
  return false
}

const serverCollections: ReadonlySet<string> = new Set(SERVER_COLLECTIONS)

/** `cmsAsServer()`, however awaited or parenthesized. */
function isServerDoorCall(node: ts.Node | undefined): boolean {
  if (!node) return false
  let expression = node
  while (ts.isParenthesizedExpression(expression) || ts.isAwaitExpression(expression)) expression = expression.expression
  return ts.isCallExpression(expression) && ts.isIdentifier(expression.expression) && expression.expression.text === 'cmsAsServer'
}

/** What the nearest declaration of `name` in an enclosing block was given (`const cms = await cmsAsServer()`). */
function initializerOf(name: ts.Identifier): ts.Expression | undefined {
  for (let scope: ts.Node | undefined = name.parent; scope; scope = scope.parent) {
    if (!ts.isBlock(scope) && !ts.isSourceFile(scope)) continue
    for (const statement of scope.statements) {
      if (!ts.isVariableStatement(statement)) continue
      const declaration = statement.declarationList.declarations.find((candidate) => ts.isIdentifier(candidate.name) && candidate.name.text === name.text)
      if (declaration) return declaration.initializer
    }
  }
  return undefined
}

/** The `collection: '...'` of a Local API call's options, if written as a string. */
function collectionOf(call: ts.CallExpression): string | null {
  const options = call.arguments[0]
  if (!options || !ts.isObjectLiteralExpression(options)) return null
  for (const property of options.properties) {
    if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === 'collection') return stringValue(property.initializer)
  }
  return null
}

/** The statement a call is part of, whose leading comment explains it. */
function statementOf(node: ts.Node): ts.Node {
  let current = node
  while (current.parent && !ts.isBlock(current.parent) && !ts.isSourceFile(current.parent) && !ts.isCaseClause(current.parent)) current = current.parent
  return current
}

function hasLineCommentAbove(source: ts.SourceFile, node: ts.Node): boolean {
  const statement = statementOf(node)
  const comments = ts.getLeadingCommentRanges(source.text, statement.getFullStart()) ?? []
  return comments.some((comment) => comment.kind === ts.SyntaxKind.SingleLineCommentTrivia && /\w/.test(source.text.slice(comment.pos + 2, comment.end)))
}

/** Rules (a)-(f) for one file of apps/site; `relative` is its path from apps/site. */
export function siteViolations(relative: string, text: string, file = path.join(siteRoot, relative)): Violation[] {
  const source = parse(file, text)
  const found: Violation[] = []
  const at = (node: ts.Node, rule: string) => found.push({ file: `apps/site/${relative}`, line: lineOf(source, node), rule })
  const isDoor = relative === DOOR
  walk(source, (node) => {
    if (!isDoor && ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const receiver = node.expression.expression
      const viaServer = isServerDoorCall(receiver) || (ts.isIdentifier(receiver) && isServerDoorCall(initializerOf(receiver)))
      const collection = viaServer ? collectionOf(node) : null
      if (collection !== null && !serverCollections.has(collection)) {
        at(
          node,
          `(e) reads or writes '${collection}' through the server's door: it takes only the server's own collections (use cmsAs, or cmsFor with a reason)`,
        )
      }
    }
    if (!isDoor && ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'cmsFor' && !hasLineCommentAbove(source, node)) {
      at(node, '(f) cmsFor( without a comment above saying why access rules are off (else use cmsAs)')
    }
    const specifierNode = moduleSpecifier(node)
    const specifier = stringValue(specifierNode ?? undefined)
    if (specifier !== null && !isDoor && reachesPayload(specifier, file)) {
      at(node, `(a) imports '${specifier}': only ${DOOR} reaches Payload (use its doors)`)
    }
    if (!isDoor && ts.isImportSpecifier(node) && (node.propertyName ?? node.name).text === 'getPayload') {
      at(node, `(a) imports getPayload: only ${DOOR} reaches Payload (use its doors)`)
    }
    if (!isDoor && ts.isCallExpression(node)) {
      const callee = node.expression
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : null
      if (name === 'getPayload') at(node, `(a) calls getPayload(: only ${DOOR} reaches Payload (use its doors)`)
    }
    if (isDbAccess(node)) at(node, '(b) uses .db: nothing in apps/site writes or reads below the Local API (payload.db)')
    if (!isDoor && ((ts.isIdentifier(node) && node.text === 'overrideAccess') || stringValue(node) === 'overrideAccess')) {
      at(node, `(c) says overrideAccess: the doors in ${DOOR} set it; choose the door instead`)
    }
    if (isDoor && ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ts.isIdentifier(node.expression.expression)) {
      const op = node.expression.name.text
      if (node.expression.expression.text === 'payload' && !DOOR_CALLS_WITHOUT_ACTING.has(op) && !actingOptionsLast(node)) {
        at(node, `(d) payload.${op}( without the fixed acting options last (...fixed, or overrideAccess after every spread)`)
      }
    }
  })
  return found
}

/** The call's options end with `...fixed`, or set `overrideAccess` after every spread. */
function actingOptionsLast(call: ts.CallExpression): boolean {
  const options = call.arguments[0]
  if (!options || !ts.isObjectLiteralExpression(options)) return false
  const properties = [...options.properties]
  const last = properties.at(-1)
  if (last && ts.isSpreadAssignment(last) && ts.isIdentifier(last.expression) && last.expression.text === 'fixed') return true
  const acting = properties.findIndex(
    (property) => ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === 'overrideAccess',
  )
  const lastSpread = properties.findLastIndex((property) => ts.isSpreadAssignment(property))
  return acting >= 0 && acting > lastSpread
}

/** Every use of the database adapter (`x.db`, `x['db']`, `{ db } = x`) in one file. */
function dbAccesses(file: string, label: string, text: string, rule: string): Violation[] {
  const source = parse(file, text)
  const found: Violation[] = []
  walk(source, (node) => {
    if (isDbAccess(node)) found.push({ file: label, line: lineOf(source, node), rule })
  })
  return found
}

/** Rule (b) alone for any file of apps/site, tests included; `relative` is its path from apps/site. */
export function siteDbViolations(relative: string, text: string): Violation[] {
  return dbAccesses(
    path.join(siteRoot, relative),
    `apps/site/${relative}`,
    text,
    '(b) uses .db: nothing in apps/site, tests included, goes below the Local API',
  )
}

/** Rule (b) for one file of apps/cms/src, tests included; `relative` is its path from apps/cms/src. */
export function cmsViolations(relative: string, text: string): Violation[] {
  if (CMS_DB_ALLOWED.some((pattern) => pattern.test(relative))) return []
  return dbAccesses(
    path.join(cmsSrc, relative),
    `apps/cms/src/${relative}`,
    text,
    "(b) uses .db: below the Local API only in the adapter's setup (db.ts, migrate.ts, migrations*/, testing/test-payload.ts)",
  )
}

function report(violations: Violation[]): string {
  return violations.map((violation) => `${violation.file}:${violation.line} ${violation.rule}`).join('\n')
}

function scan(root: string, dirs: string[], check: (relative: string, text: string) => Violation[], { tests = false } = {}): Violation[] {
  return dirs
    .flatMap((dir) => sourceFiles(path.join(root, dir), { tests }))
    .flatMap((file) => check(path.relative(root, file).split(path.sep).join('/'), fs.readFileSync(file, 'utf8')))
}

// Parsing every source file takes seconds on a busy two-core machine.
const SCAN_TIMEOUT_MS = 30_000

describe('the data path (DESIGN.md: Payload is the single data layer)', { timeout: SCAN_TIMEOUT_MS }, () => {
  it('apps/site reaches Payload only through the doors of app/cms.server.ts, never below the Local API', () => {
    const files = ['app', 'server'].flatMap((dir) => sourceFiles(path.join(siteRoot, dir)))
    expect(files.map((file) => path.relative(siteRoot, file))).toContain(DOOR)
    expect(report(scan(siteRoot, ['app', 'server'], (relative, text) => siteViolations(relative, text)))).toBe('')
  })

  it('apps/site never goes below the Local API, its tests and support files included', () => {
    const files = sourceFiles(siteRoot, { tests: true }).map((file) => path.relative(siteRoot, file).split(path.sep).join('/'))
    expect(files).toEqual(expect.arrayContaining(['app/uploads/tickets.int.test.ts', 'server/data-path.test.ts', 'vitest.config.ts']))
    expect(report(scan(siteRoot, ['.'], siteDbViolations, { tests: true }))).toBe('')
  })

  it("apps/cms goes below the Local API only in the adapter's own setup, tests included", () => {
    const files = sourceFiles(cmsSrc, { tests: true }).map((file) => path.relative(cmsSrc, file).split(path.sep).join('/'))
    expect(files).toEqual(expect.arrayContaining(['auth/passwordless-patient.ts', 'auth/passwordless-patient.int.test.ts', 'jobs/jobs.int.test.ts']))
    expect(report(scan(cmsSrc, ['.'], cmsViolations, { tests: true }))).toBe('')
  })
})

describe('the data-path rule catches', () => {
  const rulesOf = (relative: string, text: string) => siteViolations(relative, text).map((violation) => `${violation.line} ${violation.rule.slice(0, 3)}`)

  it('(a) the config imported, or getPayload called, outside the door', () => {
    expect(
      rulesOf('app/x.server.ts', "import config from '@telehealth/cms/config'\nimport { getPayload } from 'payload'\nconst p = await getPayload({ config })"),
    ).toEqual(['1 (a)', '2 (a)', '3 (a)'])
    expect(rulesOf('app/x.server.ts', "const c = await import('@telehealth/cms/config')")).toEqual(['1 (a)'])
    expect(rulesOf('app/routes/x/route.ts', "import config from '../../../../cms/src/payload.config.ts'")).toEqual(['1 (a)'])
    expect(rulesOf('app/x.server.ts', "import { sqliteAdapter } from '@payloadcms/db-sqlite'")).toEqual(['1 (a)'])
    expect(rulesOf(DOOR, "import config from '@telehealth/cms/config'\nimport { getPayload } from 'payload'\nconst p = () => getPayload({ config })")).toEqual(
      [],
    )
  })

  it('(b) the database adapter used, however it is spelled', () => {
    expect(rulesOf('app/x.server.ts', 'await cms.db.updateOne({})\nawait payload .db\n  .create({})\nconst { db } = payload\nconst d = cms["db"]')).toEqual([
      '1 (b)',
      '2 (b)',
      '4 (b)',
      '5 (b)',
    ])
    expect(rulesOf(DOOR, 'payload.db.create({ ...fixed })')).toContain('1 (b)')
    expect(cmsViolations('collections/Orders.ts', 'await req.payload.db.updateOne({})').map((violation) => violation.line)).toEqual([1])
    // No exception for an account, a staff session or a test any more (ADR 078).
    expect(cmsViolations('auth/passwordless-patient.ts', 'await payload.db.create({})').map((violation) => violation.line)).toEqual([1])
    expect(cmsViolations('auth/staff/sessions.ts', 'const { db } = req.payload\nawait db.updateOne({})').map((violation) => violation.line)).toEqual([1])
    expect(cmsViolations('jobs/jobs.int.test.ts', "await payload['db'].updateOne({})").map((violation) => violation.line)).toEqual([1])
    expect(siteDbViolations('app/x.int.test.ts', 'const raw = await payload.db.findOne({})').map((violation) => violation.line)).toEqual([1])
    expect(siteDbViolations('test/support.ts', '// payload.db is the adapter\nconst text = "payload.db"').map((violation) => violation.line)).toEqual([])
    // Naming the engine is not going below the Local API; reaching its driver is.
    expect(cmsViolations('jobs/x.ts', "if (payload.db.name === 'postgres' && req.payload.db.defaultIDType === 'text') {}")).toEqual([])
    expect(cmsViolations('jobs/x.ts', 'await payload.db.drizzle.execute(sql)\nconst name = payload.db.name').map((violation) => violation.line)).toEqual([1])
    // The adapter's own setup.
    for (const file of ['db.ts', 'migrate.ts', 'migrations/20261123_x.ts', 'migrations-postgres/20261126_x.ts', 'testing/test-payload.ts']) {
      expect(cmsViolations(file, 'await payload.db.migrate({})'), file).toEqual([])
    }
  })

  it('(c) overrideAccess outside the door, but not in a comment', () => {
    expect(
      rulesOf(
        'app/x.server.ts',
        "// the door sets overrideAccess\ncms.find({ collection: 'orders', overrideAccess: true })\nconst o = { ['overrideAccess']: false }",
      ),
    ).toEqual(['2 (c)', '3 (c)'])
  })

  it('(e) a patient collection through the server door, called at once or through a name', () => {
    expect(rulesOf('app/x.server.ts', "async function f() { return (await cmsAsServer()).find({ collection: 'orders' }) }")).toEqual(['1 (e)'])
    expect(
      rulesOf(
        'app/x.server.ts',
        "async function f() {\n  const cms = await cmsAsServer()\n  await cms.update({ collection: 'claims', id: 1, data: {} })\n  return cms.findByID({ collection: 'prescriptions', id: 2 })\n}",
      ),
    ).toEqual(['4 (e)'])
    expect(rulesOf('app/x.server.ts', "export {}\nconst server = await cmsAsServer()\nawait server.delete({ collection: 'patients', where: {} })")).toEqual([
      '3 (e)',
    ])
    // Outbox is the server's own; the same name given the patient's door elsewhere is not the server's.
    const mixed =
      "async function f() {\n  const cms = await cmsAsServer()\n  await cms.create({ collection: 'outbox', data: {} })\n}\nasync function g() {\n  const cms = await cmsAs(patient)\n  return cms.find({ collection: 'orders' })\n}"
    expect(rulesOf('app/x.server.ts', mixed)).toEqual([])
  })

  it('(f) cmsFor without a reason above it', () => {
    expect(rulesOf('app/x.server.ts', 'const cms = await cmsFor(patient)')).toEqual(['1 (f)'])
    expect(
      rulesOf(
        'app/x.server.ts',
        "async function f() {\n  // Access off: only the server marks an order paid.\n  await (await cmsFor(patient)).update({ collection: 'orders', id: 1, data: {} })\n}",
      ),
    ).toEqual([])
    expect(rulesOf('app/x.server.ts', '/** A doc comment is not the reason at the call. */\nconst cms = await cmsFor({ id: 1 })')).toEqual(['2 (f)'])
  })

  it('(d) a call in the door without the fixed acting options last', () => {
    const door = (call: string) => rulesOf(DOOR, `function acting(payload, fixed, options) {\n  return ${call}\n}`)
    expect(door('payload.find({ ...options, ...fixed })')).toEqual([])
    expect(door('payload.login({ ...options, overrideAccess: as.overrideAccess })')).toEqual([])
    expect(door('payload.sendEmail(message)')).toEqual([])
    expect(door('payload.find({ ...fixed, ...options })')).toEqual(['2 (d)'])
    expect(door('payload.update(options)')).toEqual(['2 (d)'])
    expect(door('payload.login({ overrideAccess: true, ...options })')).toEqual(['2 (d)'])
  })
})
