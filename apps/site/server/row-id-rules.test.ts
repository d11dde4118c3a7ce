import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Row ids of any shape (ADR 077; issue #29) as a test that fails, naming file and line. A row id is
 * a number on SQLite, a uuid on PostgreSQL and an ObjectId on MongoDB, parsed in one place
 * (packages/domain/src/records/row-id.ts) and compared as text. So, in the code that runs (tests,
 * generated types and migrations aside):
 * (a) no `Number(...)`, `parseInt(...)` or `parseFloat(...)` of something named as an id (`id`,
 *     `orderId`, `params.id`, `order_id`...): on a uuid it is NaN, and the row is "not found";
 * (b) no digit-only pattern that would be a row id's (a regular expression ending in a digit run of
 *     any length, `\d+$` or `\d{1,12}$`, or holding `\d{1,12}`): a uuid never matches it. The
 *     patterns that read something else (a port, a byte range, an answer) are allowed one by one
 *     below, each with its reason.
 * Source is read with the TypeScript parser, so comments and strings that mention a rule do not count.
 */

const siteRoot = path.resolve(import.meta.dirname, '..')
const repoRoot = path.resolve(siteRoot, '../..')

/** Where the code that runs lives. */
const SCANNED = ['apps/site/app', 'apps/site/server', 'apps/cms/src', ...packageSources()]

function packageSources(): string[] {
  return fs
    .readdirSync(path.join(repoRoot, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(repoRoot, 'packages', entry.name, 'src')))
    .map((entry) => `packages/${entry.name}/src`)
}

const SOURCE = /\.(ts|tsx|mts|cts)$/
/** Tests and their helpers, the generated types, and migrations (they describe the schema, not requests). */
const SKIPPED = [
  /\.(test|spec)\.[cm]?tsx?$/,
  /\.int\.child\.ts$/,
  /\.fixture\.ts$/,
  /\.testing\.ts$/,
  /(^|\/)payload-types\.ts$/,
  /(^|\/)migrations(-[\w-]+)?\//,
]

/**
 * Digit patterns that are not row ids, by file and pattern: each says what it reads. Another file,
 * or another pattern in the same file, is checked as usual.
 */
const NOT_ROW_IDS: { file: string; pattern: string; reason: string }[] = [
  { file: 'packages/domain/src/records/row-id.ts', pattern: '/^[1-9]\\d{0,14}$/', reason: "the one parser's SQLite integer id" },
  { file: 'packages/domain/src/portal/uploads/tickets.ts', pattern: '/^bytes \\*\\/(\\d{1,12})$/', reason: 'a Content-Range status query: a byte count' },
  {
    file: 'packages/domain/src/portal/uploads/tickets.ts',
    pattern: '/^bytes (\\d{1,12})-(\\d{1,12})\\/(\\d{1,12})$/',
    reason: 'a Content-Range chunk: byte offsets',
  },
  { file: 'packages/domain/src/intake/date-of-birth.ts', pattern: '/^\\d+$/', reason: 'a day, month or year typed by the patient' },
  { file: 'packages/domain/src/questionnaire/fhir/questionnaire.ts', pattern: '/^-?\\d+$/', reason: "an integer question's answer" },
  { file: 'packages/domain/src/questionnaire/fhir/records.ts', pattern: '/^-?\\d+$/', reason: "an integer question's answer" },
  { file: 'apps/site/app/env.server.ts', pattern: '/^\\d+$/', reason: 'a count of trusted proxy hops' },
  { file: 'apps/cms/src/endpoints/rest-guard.ts', pattern: '/^\\d{1,9}$/', reason: "a REST query's limit or page number" },
  { file: 'apps/cms/src/endpoints/rest-guard.ts', pattern: '/^\\d+$/', reason: "a where clause's list index (where[or][0][...])" },
  { file: 'packages/domain/src/portal/uploads/video.ts', pattern: '/^bytes=0-(\\d+)$/', reason: "a Range header's last byte" },
  { file: 'apps/site/server/body-limits.ts', pattern: '/^\\d+$/', reason: 'a Content-Length header' },
  { file: 'apps/cms/src/env.ts', pattern: '/^\\d+$/', reason: 'a port number' },
  {
    file: 'apps/cms/src/collections/Questionnaires/document.ts',
    pattern: '/^\\d+$/',
    reason: "a question's id inside the questionnaire's JSON (the specification's files write numbers), not a row",
  },
]

interface Violation {
  file: string
  line: number
  rule: string
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return []
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return SOURCE.test(entry.name) ? [full] : []
  })
}

function walk(node: ts.Node, visit: (node: ts.Node) => void) {
  visit(node)
  ts.forEachChild(node, (child) => walk(child, visit))
}

/** `id`, `ID`, `orderId`, `patientID`, `order_id`: a name that says it holds a row id (not `paid` or `valid`). */
const ID_NAME = /^(id|ID)$|[a-z0-9](Id|ID)$|_id$/

/** The name an expression reads, through parentheses, `!`, `as`, `?.`, `??` and `||`: `params.orderId` -> orderId. */
function nameRead(node: ts.Expression): string | null {
  if (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node) || ts.isAsExpression(node)) return nameRead(node.expression)
  if (ts.isBinaryExpression(node) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind))
    return nameRead(node.left)
  if (ts.isIdentifier(node)) return node.text
  if (ts.isPropertyAccessExpression(node)) return node.name.text
  if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) return node.argumentExpression.text
  return null
}

const NUMBER_CALLS = new Set(['Number', 'parseInt', 'parseFloat', 'Number.parseInt', 'Number.parseFloat'])

/**
 * A run that fits a row id's digits: from one digit up to many (`\d+`, `\d*`, `\d{1,12}`, `[0-9]{0,}`).
 * A fixed or narrow count (a code's `\d{6}`, a card's `\d{12,19}`, an octet's `\d{1,3}`) is no id's.
 */
const ID_RUN = /(\\d|\[0-9\])(\+|\*|\{([01]?),(\d*)\})/g

function idRunsIn(source: string): RegExpMatchArray[] {
  return [...source.matchAll(ID_RUN)].filter((run) => run[3] === undefined || run[4] === '' || Number(run[4]) >= 6)
}

/** A pattern that ends in such a run (`^\d+$`, `ticket-(\d{1,12})$`), or holds the old `\d{1,12}` anywhere. */
function isDigitOnlyIdPattern(source: string): boolean {
  return idRunsIn(source).some((run) => /^\)*\$$/.test(source.slice((run.index ?? 0) + run[0].length))) || source.includes('\\d{1,12}')
}

function violationsIn(relative: string, text: string): Violation[] {
  // Most files hold neither; parsing only the rest keeps the scan quick.
  if (!/Number|parseInt|parseFloat|\\d|\[0-9\]/.test(text)) return []
  const source = ts.createSourceFile(relative, text, ts.ScriptTarget.Latest, true, relative.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: Violation[] = []
  const at = (node: ts.Node, rule: string) => found.push({ file: relative, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, rule })
  walk(source, (node) => {
    if (ts.isCallExpression(node) && NUMBER_CALLS.has(node.expression.getText(source)) && node.arguments[0]) {
      const name = nameRead(node.arguments[0])
      if (name !== null && ID_NAME.test(name))
        at(node, `(a) ${node.expression.getText(source)}(...) of the id \`${name}\`: parse it with parseRowId and compare ids with rowIdText/sameRowId`)
    }
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const pattern = node.getText(source)
      const body = pattern.slice(1, pattern.lastIndexOf('/'))
      if (isDigitOnlyIdPattern(body) && !NOT_ROW_IDS.some((allowed) => allowed.file === relative && allowed.pattern === pattern))
        at(node, `(b) the digit-only pattern ${pattern}: a row id is parsed by parseRowId (or, if this is no id, allow it in NOT_ROW_IDS with its reason)`)
    }
  })
  return found
}

function report(violations: Violation[]): string {
  return violations.map((violation) => `${violation.file}:${violation.line} ${violation.rule}`).join('\n')
}

describe('row ids of any shape (ADR 077)', () => {
  it('the code that runs converts no id to a number and checks no id with a digit pattern', () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(path.join(repoRoot, dir)))
      .map((file) => path.relative(repoRoot, file).split(path.sep).join('/'))
      .filter((file) => !SKIPPED.some((skip) => skip.test(file)))
    expect(files).toContain('packages/domain/src/records/row-id.ts')
    expect(files).toContain('apps/cms/src/orders/lifecycle.ts')
    expect(files.some((file) => file.includes('payload-types') || file.endsWith('.test.ts'))).toBe(false)
    expect(report(files.flatMap((file) => violationsIn(file, fs.readFileSync(path.join(repoRoot, file), 'utf8'))))).toBe('')
  }, 60_000)

  it('every allowed digit pattern is still where it is said to be (the list does not go stale)', () => {
    for (const allowed of NOT_ROW_IDS) {
      expect(allowed.reason.length).toBeGreaterThan(10)
      expect(fs.readFileSync(path.join(repoRoot, allowed.file), 'utf8'), `${allowed.file} ${allowed.pattern}`).toContain(allowed.pattern)
    }
  })
})

describe('the row-id rules catch', () => {
  const rulesOf = (text: string, file = 'apps/site/app/x.server.ts') =>
    violationsIn(file, text).map((violation) => `${violation.line} ${violation.rule.slice(0, 3)}`)

  it('(a) an id made a number, however it is named or reached', () => {
    expect(
      rulesOf(
        [
          'const a = Number(id)',
          'const b = Number(params.orderId)',
          'const c = Number(order.id)',
          'const d = Number(body.order_id)',
          'const e = parseInt(req.routeParams?.id as string, 10)',
          'const f = Number(ticketID ?? 0)',
          "const g = Number(params['patientId']!)",
          'const h = Number.parseInt(uploadId)',
        ].join('\n'),
      ),
    ).toEqual(['1 (a)', '2 (a)', '3 (a)', '4 (a)', '5 (a)', '6 (a)', '7 (a)', '8 (a)'])
  })

  it('(a) but not a number that is no id, nor a mention in a comment or a string', () => {
    expect(rulesOf("const a = Number(amount)\nconst b = Number(paid)\nconst c = Number(valid)\n// Number(id) is gone\nconst d = 'Number(orderId)'")).toEqual([])
  })

  it('(b) a digit-only id pattern, with or without anchors, groups or a prefix', () => {
    expect(
      rulesOf(
        [
          'if (!/^\\d{1,12}$/.test(id)) return null',
          'const all = /^\\d+$/',
          'const ticket = /^ticket-(\\d{1,12})$/',
          'const file = /^\\/api\\/files\\/(ticket-)?(\\d{1,12})$/',
          'const wide = /^\\d{1,15}$/',
          'const any = /^[0-9]+$/',
          'const inside = /(\\d{1,12}):/',
        ].join('\n'),
      ),
    ).toEqual(['1 (b)', '2 (b)', '3 (b)', '4 (b)', '5 (b)', '6 (b)', '7 (b)'])
  })

  it('(b) but not a fixed-length code, a phone, a date or a decimal amount', () => {
    expect(
      rulesOf(
        'const a = /^\\d{10}$/\nconst b = /^\\d{4}-\\d{2}-\\d{2}$/\nconst c = /^\\d+(\\.\\d{2})?$/\nconst d = /^\\d{6}$/\nconst e = /^\\d{12,19}$/\nconst f = /^\\d{1,3}$/',
      ),
    ).toEqual([])
  })

  it('(b) an allowed pattern only in its own file', () => {
    expect(rulesOf('const port = /^\\d+$/', 'apps/cms/src/env.ts')).toEqual([])
    expect(rulesOf('const port = /^\\d+$/', 'apps/cms/src/orders/endpoints.ts')).toEqual(['1 (b)'])
  })
})
