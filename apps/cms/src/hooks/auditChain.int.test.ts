import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import readline from 'node:readline'
import { generate } from 'otplib'
import { createLocalReq, handleEndpoints, type Payload, type PayloadRequest, type TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { staffSecondFactorEndpoints } from '../auth/staff/endpoints.ts'
import { auditChainEndpoint, auditExportEndpoint } from '../endpoints/auditLogEndpoints.ts'
import { periodicTasks } from '../jobs/tasks.ts'
import type { AuditLog } from '../payload-types.ts'
import config from '../payload.config.ts'
import { createPatient, createStaff, type StaffRoleName } from '../testing/actors.ts'
import { auditLogBelowTheApi, getTestPayload } from '../testing/test-payload.ts'
import { appendAudit } from './audit.ts'
import { entryHash, GENESIS_HASH, verifyAuditChain } from './auditChain.ts'

// Issue 32, the audit log: append-only for every role (admins too) through the Local API and REST;
// every entry hash-chained to the one before, so a row changed or deleted below the API is found at
// its place; one chain from several processes writing at once; the CSV export by patient, actor and date.

let payload: Payload
const PASSWORD = 'a-long-test-password'

beforeAll(async () => {
  payload = await getTestPayload()
})

const chained = async (): Promise<AuditLog[]> =>
  (await payload.find({ collection: 'audit-log', where: { sequence: { exists: true } }, sort: 'sequence', pagination: false, depth: 0 })).docs

async function someEntries(count: number, actorId = `writer-${Date.now()}`): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    await appendAudit(payload, { actorCollection: 'site', actorId, action: 'update', resource: 'leads', documentId: String(index), patient: null })
  }
}

/** Whether a bulk change was refused outright or touched no document. */
const refusedOrNone = (change: Promise<{ docs: unknown[] }>): Promise<boolean> =>
  change.then(
    (result) => result.docs.length === 0,
    () => true,
  )

describe('append-only, for every role', () => {
  const roles: (StaffRoleName | 'patient' | 'visitor')[] = ['admin', 'marketing', 'clinical', 'fulfilment', 'support', 'patient', 'visitor']

  it.each(roles)('a %s can neither create, change nor delete an entry through the Local API', async (role) => {
    await someEntries(1)
    const entry = (await chained()).at(-1)!
    const user: TypedUser | undefined = role === 'visitor' ? undefined : role === 'patient' ? await createPatient(payload) : await createStaff(payload, role)
    const as = { overrideAccess: false, ...(user ? { user } : {}) } as const
    await expect(
      payload.create({
        collection: 'audit-log',
        data: { at: new Date().toISOString(), actorCollection: 'site', actorId: 'x', action: 'read', resource: 'leads', documentId: '1' },
        ...as,
      }),
    ).rejects.toThrow()
    await expect(payload.update({ collection: 'audit-log', id: entry.id, data: { actorId: 'someone-else' }, ...as })).rejects.toThrow()
    expect(
      await refusedOrNone(payload.update({ collection: 'audit-log', where: { id: { equals: entry.id } }, data: { actorId: 'someone-else' }, ...as })),
    ).toBe(true)
    await expect(payload.delete({ collection: 'audit-log', id: entry.id, ...as })).rejects.toThrow()
    expect(await refusedOrNone(payload.delete({ collection: 'audit-log', where: { id: { equals: entry.id } }, ...as }))).toBe(true)
    expect(await payload.findByID({ collection: 'audit-log', id: entry.id, depth: 0 })).toEqual(entry)
    expect((await verifyAuditChain(payload)).firstBroken).toBeNull()
  })

  /** A staff member's full session token (admins and clinical staff pass their second factor first). */
  async function staffToken(role: StaffRoleName): Promise<string> {
    const member = await createStaff(payload, role)
    const signedIn = (await payload.login({ collection: 'staff', data: { email: String(member.email), password: PASSWORD } })) as {
      token?: string
      secondFactor?: string
    }
    if (!signedIn.secondFactor) return signedIn.token!
    const call = async (endpointPath: string, body: object) => {
      const endpoint = staffSecondFactorEndpoints.find((candidate) => candidate.path === endpointPath)!
      const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${signedIn.token}` }) })
      const req = { payload, headers: new Headers({ Authorization: `JWT ${signedIn.token}` }), json: async () => body, user, routeParams: {} }
      return (await (await endpoint.handler(req as unknown as PayloadRequest)).json()) as Record<string, unknown>
    }
    const started = await call('/second-factor/enrol', {})
    const confirmed = await call('/second-factor/confirm', { enrolment: started.enrolment, code: await generate({ secret: String(started.secret) }) })
    return String(confirmed.token)
  }

  async function patientToken(): Promise<string> {
    const patient = await createPatient(payload)
    const signedIn = await payload.login({ collection: 'patients', data: { email: String(patient.email), password: PASSWORD } })
    return String(signedIn.token)
  }

  const rest = (method: string, suffix: string, token: string | null, body?: object) =>
    handleEndpoints({
      config,
      request: new Request(`http://localhost:3001/api/audit-log${suffix}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      }),
    })

  it.each(roles)('a %s can neither create, change nor delete an entry through the REST API', async (role) => {
    await someEntries(1)
    const entry = (await chained()).at(-1)!
    const token = role === 'visitor' ? null : role === 'patient' ? await patientToken() : await staffToken(role)
    if (role === 'admin') expect((await rest('GET', `/${entry.id}`, token)).status).toBe(200) // the token works
    const created = await rest('POST', '', token, {
      at: new Date().toISOString(),
      actorCollection: 'site',
      actorId: 'x',
      action: 'read',
      resource: 'leads',
      documentId: '1',
    })
    expect([401, 403]).toContain(created.status)
    expect([401, 403, 404]).toContain((await rest('PATCH', `/${entry.id}`, token, { actorId: 'someone-else' })).status)
    expect([401, 403, 404]).toContain((await rest('DELETE', `/${entry.id}`, token)).status)
    const bulk = await rest('DELETE', `?where[id][equals]=${entry.id}`, token)
    expect(bulk.status === 200 ? ((await bulk.json()) as { docs: unknown[] }).docs : []).toEqual([])
    expect(await payload.findByID({ collection: 'audit-log', id: entry.id, depth: 0 })).toEqual(entry)
  })
})

describe('the hash chain', () => {
  it('links each entry to the one before: places 1, 2, 3..., each naming the hash of the one before', async () => {
    await someEntries(3)
    const entries = await chained()
    expect(entries[0]).toMatchObject({ sequence: 1, prevHash: GENESIS_HASH })
    entries.forEach((entry, index) => {
      expect(entry.sequence).toBe(index + 1)
      if (index > 0) expect(entry.prevHash).toBe(entries[index - 1]!.hash)
      expect(entry.hash).toBe(entryHash(entry.sequence!, entry.prevHash!, entry))
      expect(entry.hash).toMatch(/^[0-9a-f]{64}$/)
    })
    expect(await verifyAuditChain(payload)).toEqual({ checked: entries.length, unchained: 0, firstBroken: null })
  })

  it('finds a row changed below the API at its place, and the chain holds again once it is put back', async () => {
    await someEntries(5)
    const entries = await chained()
    const victim = entries[entries.length - 3]!
    // Below the API: the adapter's own update (testing/test-payload.ts), as SQL or a restored backup would change the row.
    await auditLogBelowTheApi.change(payload, victim.id, { actorId: 'someone-else' })
    expect((await verifyAuditChain(payload)).firstBroken).toEqual({ sequence: victim.sequence, id: String(victim.id), reason: 'changed' })

    await auditLogBelowTheApi.change(payload, victim.id, { actorId: victim.actorId })
    expect((await verifyAuditChain(payload)).firstBroken).toBeNull()

    // A forger who also rewrites the hash of the changed row breaks the link of the row after it.
    const forged = { ...victim, action: 'read' as const }
    await auditLogBelowTheApi.change(payload, victim.id, { action: 'read', hash: entryHash(victim.sequence!, victim.prevHash!, forged) })
    expect((await verifyAuditChain(payload)).firstBroken).toEqual({
      sequence: victim.sequence! + 1,
      id: String(entries[entries.length - 2]!.id),
      reason: 'relinked',
    })
    await auditLogBelowTheApi.change(payload, victim.id, { action: victim.action, hash: victim.hash })
    expect((await verifyAuditChain(payload)).firstBroken).toBeNull()
  })

  it('finds a row deleted below the API at the place after it', async () => {
    await someEntries(4)
    const entries = await chained()
    const victim = entries[entries.length - 3]!
    await auditLogBelowTheApi.remove(payload, victim.id)
    const after = entries[entries.length - 2]!
    expect((await verifyAuditChain(payload)).firstBroken).toEqual({ sequence: after.sequence, id: String(after.id), reason: 'missing-before' })
    // The writer goes on at the end of the chain; the break stays where it is.
    await someEntries(1)
    expect((await verifyAuditChain(payload)).firstBroken?.sequence).toBe(after.sequence)
    // Put back (the same row, as a backup would restore it): the chain holds again.
    await auditLogBelowTheApi.putBack(payload, { ...victim })
    expect((await verifyAuditChain(payload)).firstBroken).toBeNull()
  })

  it('the hourly job answers how many entries hold and the place of the first broken one', async () => {
    const task = periodicTasks.find((candidate) => candidate.slug === 'verify-audit-chain')
    if (typeof task?.handler !== 'function') throw new Error('no verify-audit-chain task')
    // The list's element type is the union of every task's handler, which TypeScript cannot call; this
    // one reads nothing but the request (jobs/tasks.ts periodicTask) and answers its counts.
    const handler = task.handler as unknown as (args: { req: PayloadRequest }) => Promise<{ output: Record<string, number> }>
    const run = async () => (await handler({ req: await createLocalReq({}, payload) })).output
    await someEntries(3)
    const entries = await chained()
    expect(await run()).toEqual({ checked: entries.length, unchained: 0, brokenAt: 0 })
    const victim = entries[entries.length - 2]!
    await auditLogBelowTheApi.change(payload, victim.id, { resource: 'orders' })
    expect(await run()).toEqual({ checked: entries.length - 2, unchained: 0, brokenAt: victim.sequence })
    await auditLogBelowTheApi.change(payload, victim.id, { resource: victim.resource })
    expect((await run()).brokenAt).toBe(0)
  })

  it('GET /api/audit-log/chain answers the check to admins only', async () => {
    const call = async (user: TypedUser | null) => {
      const req = await createLocalReq(user ? { user } : {}, payload)
      const response = await auditChainEndpoint.handler(req)
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    }
    expect((await call(null)).status).toBe(401)
    expect((await call(await createStaff(payload, 'clinical'))).status).toBe(403)
    expect((await call(await createPatient(payload))).status).toBe(403)
    const answer = await call(await createStaff(payload, 'admin'))
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ unchained: 0, firstBroken: null })
    expect(answer.body.checked).toBeGreaterThan(0)
  })
})

/** Another CMS process on this test's database: auditChain.int.child.ts. */
function startWriter(actor: string, count: number): { child: ChildProcess; ready: Promise<void>; done: Promise<number> } {
  const child = spawn(process.execPath, ['--conditions=production', '--import', 'tsx', path.join(import.meta.dirname, 'auditChain.int.child.ts')], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, CHAIN_WRITES: String(count), CHAIN_ACTOR: actor },
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const lines = readline.createInterface({ input: child.stdout })
  let onReady = () => {}
  const ready = new Promise<void>((resolve) => (onReady = resolve))
  const done = new Promise<number>((resolve, reject) => {
    lines.on('line', (line) => {
      if (line === 'ready') onReady()
      // Only the child's answer: Payload's own log lines are JSON too.
      else if (line.startsWith('{"written"')) resolve((JSON.parse(line) as { written: number }).written)
    })
    child.on('exit', (code) => reject(new Error(`the writing process exited (${code}) without an answer`)))
  })
  return { child, ready, done }
}

describe('several processes writing at once', () => {
  it('make one unbroken chain: every entry written, each place taken once', async () => {
    const before = (await chained()).length
    const others = [startWriter('process-b', 25), startWriter('process-c', 25)]
    try {
      await Promise.all(others.map((other) => other.ready))
      for (const other of others) other.child.stdin!.write('go\n')
      await Promise.all(
        Array.from({ length: 25 }, (_, index) =>
          appendAudit(payload, { actorCollection: 'site', actorId: 'process-a', action: 'update', resource: 'leads', documentId: `a-${index}`, patient: null }),
        ),
      )
      expect(await Promise.all(others.map((other) => other.done))).toEqual([25, 25])
    } finally {
      for (const other of others) other.child.kill()
    }
    const entries = await chained()
    expect(entries).toHaveLength(before + 75)
    for (const actor of ['process-a', 'process-b', 'process-c']) expect(entries.filter((entry) => entry.actorId === actor)).toHaveLength(25)
    expect(entries.map((entry) => entry.sequence)).toEqual(entries.map((_, index) => index + 1))
    expect(await verifyAuditChain(payload)).toEqual({ checked: entries.length, unchained: 0, firstBroken: null })
  }, 120_000)
})

describe('the CSV export', () => {
  async function exportAs(user: TypedUser | null, query: Record<string, string> = {}) {
    const urlSuffix = `/api/audit-log/export?${new URLSearchParams(query).toString()}`
    const req = await createLocalReq(user ? { user, urlSuffix } : { urlSuffix }, payload)
    const response = await auditExportEndpoint.handler(req)
    return { status: response.status, type: response.headers.get('Content-Type'), text: await response.text() }
  }
  const rowsOf = (csv: string) =>
    csv
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(','))

  it('answers 401 to nobody and 403 to every staff role but admins and to patients, writing nothing', async () => {
    const before = (await payload.count({ collection: 'audit-log' })).totalDocs
    expect((await exportAs(null)).status).toBe(401)
    for (const role of ['marketing', 'clinical', 'fulfilment', 'support'] as const) {
      const answer = await exportAs(await createStaff(payload, role))
      expect(answer.status).toBe(403)
      expect(answer.text).toContain('Only admins can read the audit log.')
    }
    expect((await exportAs(await createPatient(payload))).status).toBe(403)
    // Only the staff and patients made above were audited (their creation), no export.
    expect((await payload.count({ collection: 'audit-log', where: { action: { equals: 'export' } } })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'audit-log' })).totalDocs).toBeGreaterThanOrEqual(before)
  })

  it("filters by patient, actor and day range, in chain order, and records the export as the admin's", async () => {
    const admin = await createStaff(payload, 'admin')
    const clinician = await createStaff(payload, 'clinical')
    const patient = await createPatient(payload)
    const other = await createPatient(payload)
    await payload.findByID({ collection: 'patients', id: patient.id, overrideAccess: false, user: clinician })
    await payload.findByID({ collection: 'patients', id: other.id, overrideAccess: false, user: clinician })
    await payload.update({ collection: 'patients', id: patient.id, data: { weight: 201 }, overrideAccess: false, user: patient })

    const header = 'sequence,at,actorCollection,actorId,action,resource,documentId,patient,prevHash,hash'
    const byPatient = await exportAs(admin, { patient: String(patient.id) })
    expect(byPatient.status).toBe(200)
    expect(byPatient.type).toBe('text/csv; charset=utf-8')
    expect(byPatient.text.split('\r\n')[0]).toBe(header)
    const rows = rowsOf(byPatient.text)
    expect(rows.every((row) => row[7] === String(patient.id))).toBe(true)
    expect(rows.map((row) => [row[2], row[3], row[4]])).toEqual(
      expect.arrayContaining([
        ['staff', String(clinician.id), 'read'],
        ['patients', String(patient.id), 'update'],
      ]),
    )
    const places = rows.map((row) => Number(row[0]))
    expect(places).toEqual([...places].sort((a, b) => a - b))

    const byActorAndPatient = rowsOf((await exportAs(admin, { patient: String(patient.id), actor: String(clinician.id) })).text)
    expect(byActorAndPatient.map((row) => [row[3], row[4], row[5], row[7]])).toEqual([[String(clinician.id), 'read', 'patients', String(patient.id)]])

    const today = new Date().toISOString().slice(0, 10)
    expect(rowsOf((await exportAs(admin, { actor: String(clinician.id), from: today, to: today })).text)).toHaveLength(2)
    expect(rowsOf((await exportAs(admin, { actor: String(clinician.id), from: '2020-01-01', to: '2020-12-31' })).text)).toHaveLength(0)

    const exports = await payload.find({ collection: 'audit-log', where: { action: { equals: 'export' } }, sort: 'sequence', depth: 0, pagination: false })
    expect(exports.docs.map((entry) => [entry.actorCollection, entry.actorId, entry.resource, entry.patient ?? null])).toEqual([
      ['staff', String(admin.id), 'audit-log', String(patient.id)],
      ['staff', String(admin.id), 'audit-log', String(patient.id)],
      ['staff', String(admin.id), 'audit-log', null],
      ['staff', String(admin.id), 'audit-log', null],
    ])
    expect((await verifyAuditChain(payload)).firstBroken).toBeNull()
  })

  it('answers a filter it cannot read with 400 and its reason', async () => {
    const admin = await createStaff(payload, 'admin')
    const refusals: [Record<string, string>, string][] = [
      [{ from: '27/11/2026' }, 'Dates are written YYYY-MM-DD, for example 2026-11-27.'],
      [{ from: '2026-02-30' }, 'That date does not exist.'],
      [{ from: '2026-11-28', to: '2026-11-27' }, 'The first day comes after the last day.'],
      [{ patient: "1' OR 1=1" }, 'An id has letters, digits, "-" and "_" only.'],
    ]
    for (const [query, message] of refusals) {
      const answer = await exportAs(admin, query)
      expect(answer.status).toBe(400)
      expect(JSON.parse(answer.text)).toMatchObject({ message })
    }
  })
})
