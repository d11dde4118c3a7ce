import { AuthenticationError, createLocalReq, handleEndpoints, LockedAuth, ValidationError, type Payload, type Where } from 'payload'
import { sameRowId, type RowId } from '@telehealth/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { Staff } from '../collections/Staff.ts'
import { relationValue } from '../fields/relation-id.ts'
import config from '../payload.config.ts'
import { initialFunnelCopy } from '../seed/content.ts'
import { createPatient, createStaff } from '../testing/actors.ts'
import { getTestPayload } from '../testing/test-payload.ts'
import { SITE_ACTOR_ID, UNKNOWN_ACTOR_ID } from './audit.ts'
import { changedFields } from './auditGlobals.ts'
import { AUDITS_DELETES_OF, AUDITS_READS_OF } from './auditRecords.ts'
import { auditStaffLogin, auditStaffLoginFailure, staffAuditHooks } from './auditStaffSignIn.ts'
import { MASK, maskSecrets } from './maskOutbox.ts'

// Issue 16, the audit part: deletions, staff sign-ins and failed sign-ins, staff reads of the
// outbox and verification codes, changes to Settings (and the funnel copy), all with the actor;
// the outbox masked for staff.

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

type Row = [actorCollection: string, actorId: string, action: string, resource: string, documentId: string, patient: string | null]

async function rows(where: Where): Promise<Row[]> {
  const found = await payload.find({ collection: 'audit-log', where, sort: 'at', pagination: false, depth: 0 })
  return found.docs.map((entry) => [entry.actorCollection, entry.actorId, entry.action, entry.resource, entry.documentId, entry.patient ?? null])
}

const byDocument = (resource: string, documentId: string | number) =>
  rows({ and: [{ resource: { equals: resource } }, { documentId: { equals: String(documentId) } }] })
const byAction = (action: string, actorId?: string | number) =>
  rows({ and: [{ action: { equals: action } }, ...(actorId === undefined ? [] : [{ actorId: { equals: String(actorId) } }])] })

async function newLead(patientId?: RowId) {
  return payload.create({
    collection: 'leads',
    overrideAccess: true,
    data: {
      email: `lead-${Date.now()}@example.com`,
      funnel: 'new',
      outcome: 'qualified',
      person: {},
      ...(patientId === undefined ? {} : { patient: relationValue(patientId) }),
    },
  })
}

describe('deletions', () => {
  it("records an admin deleting a lead, with the admin as the actor and the lead's patient", async () => {
    const admin = await createStaff(payload, 'admin')
    const patient = await createPatient(payload)
    const lead = await newLead(patient.id)
    await payload.delete({ collection: 'leads', id: lead.id, overrideAccess: false, user: admin })
    expect((await byDocument('leads', lead.id)).filter(([, , action]) => action === 'delete')).toEqual([
      ['staff', String(admin.id), 'delete', 'leads', String(lead.id), String(patient.id)],
    ])
  })

  it('records the server deleting with no user (undoing a half-written intake) with the site as the actor', async () => {
    const patient = await createPatient(payload)
    const lead = await newLead(patient.id)
    await payload.delete({ collection: 'leads', id: lead.id })
    await payload.delete({ collection: 'patients', id: patient.id })
    expect((await byAction('delete', SITE_ACTOR_ID)).filter(([, , , , , owner]) => owner === String(patient.id))).toEqual([
      ['site', SITE_ACTOR_ID, 'delete', 'leads', String(lead.id), String(patient.id)],
      ['site', SITE_ACTOR_ID, 'delete', 'patients', String(patient.id), String(patient.id)],
    ])
  })

  it('records each document of a bulk delete', async () => {
    const admin = await createStaff(payload, 'admin')
    const patient = await createPatient(payload)
    const leads = [await newLead(patient.id), await newLead(patient.id)]
    await payload.delete({ collection: 'leads', where: { patient: { equals: patient.id } }, overrideAccess: false, user: admin })
    const deleted = (await byAction('delete', admin.id)).map(([, , , resource, documentId]) => `${resource}:${documentId}`)
    expect(deleted.sort()).toEqual(leads.map((lead) => `leads:${lead.id}`).sort())
  })

  it('every collection that audits reads also audits deletions', () => {
    const configs = Object.values(payload.collections).map((collection) => collection.config)
    const reading = configs.filter((entry) => (entry.hooks.afterRead ?? []).some((hook) => AUDITS_READS_OF in hook))
    expect(reading.map((entry) => entry.slug)).toEqual(expect.arrayContaining(['patients', 'leads', 'orders', 'carts', 'outbox', 'verification-codes']))
    for (const entry of reading) {
      const deletes = (entry.hooks.afterDelete ?? []).some((hook) => (hook as unknown as Record<symbol, unknown>)[AUDITS_DELETES_OF] === entry.slug)
      expect(deletes, `${entry.slug} audits deletions`).toBe(true)
    }
  })
})

describe('staff sign-ins (the hooks called directly, as Payload calls them)', () => {
  const staffConfig = () => payload.collections.staff.config

  async function loginRequest(data: Record<string, unknown>, path = '/api/staff/login') {
    return createLocalReq({ req: { data }, urlSuffix: path }, payload)
  }

  it('afterLogin records a sign-in with the member as the actor', async () => {
    const member = await createStaff(payload, 'marketing')
    if (member.collection !== 'staff') throw new Error('createStaff made no staff member')
    const req = await createLocalReq({ user: member }, payload)
    await auditStaffLogin({ collection: staffConfig(), context: {}, req, token: 'a-token', user: member })
    expect(await byAction('login', member.id)).toEqual([['staff', String(member.id), 'login', 'staff', String(member.id), null]])
  })

  it('a refused sign-in with a member\'s email is recorded as theirs; an unknown email as "unknown"; the email is never kept', async () => {
    const member = await createStaff(payload, 'admin')
    await auditStaffLoginFailure({
      collection: staffConfig(),
      context: {},
      error: new AuthenticationError(),
      req: await loginRequest({ email: ` ${member.email.toUpperCase()} `, password: 'wrong' }),
    })
    await auditStaffLoginFailure({
      collection: staffConfig(),
      context: {},
      error: new LockedAuth(),
      req: await loginRequest({ email: member.email, password: 'wrong' }),
    })
    expect(await byAction('login_failed', member.id)).toEqual([
      ['staff', String(member.id), 'login_failed', 'staff', String(member.id), null],
      ['staff', String(member.id), 'login_failed', 'staff', String(member.id), null],
    ])

    const typed = `nobody-${Date.now()}@example.com`
    const before = (await byAction('login_failed', UNKNOWN_ACTOR_ID)).length
    await auditStaffLoginFailure({
      collection: staffConfig(),
      context: {},
      error: new AuthenticationError(),
      req: await loginRequest({ email: typed, password: 'guess' }),
    })
    expect((await byAction('login_failed', UNKNOWN_ACTOR_ID)).length).toBe(before + 1)
    const all = await payload.find({ collection: 'audit-log', pagination: false, depth: 0 })
    expect(JSON.stringify(all.docs)).not.toContain(typed)
    expect(JSON.stringify(all.docs)).not.toContain('guess')
  })

  it('records nothing for an error that is not a refused sign-in', async () => {
    const member = await createStaff(payload, 'admin')
    const before = await payload.count({ collection: 'audit-log' })
    // A sign-in without a password is not an attempt at the account (400).
    const missing = new ValidationError({ collection: 'staff', errors: [{ message: 'Required', path: 'password' }] })
    await auditStaffLoginFailure({ collection: staffConfig(), context: {}, error: missing, req: await loginRequest({ email: member.email }) })
    // A refusal on another route of the collection is not a sign-in.
    await auditStaffLoginFailure({
      collection: staffConfig(),
      context: {},
      error: new AuthenticationError(),
      req: await loginRequest({ email: member.email }, '/api/staff/forgot-password'),
    })
    expect((await payload.count({ collection: 'audit-log' })).totalDocs).toBe(before.totalDocs)
  })
})

// The hooks take effect only while the staff collection lists them (apps/cms/src/collections/Staff.ts,
// `...staffAuditHooks` in its `hooks`): if they are taken out, these tests fail.
describe('staff sign-ins through Payload (Staff.ts lists staffAuditHooks)', () => {
  it('the staff collection runs the sign-in audit hooks', () => {
    for (const hook of staffAuditHooks.afterLogin) expect(Staff.hooks?.afterLogin).toContain(hook)
    for (const hook of staffAuditHooks.afterError) expect(Staff.hooks?.afterError).toContain(hook)
  })

  it('payload.login records the sign-in', async () => {
    const member = await createStaff(payload, 'marketing')
    await payload.login({ collection: 'staff', data: { email: String(member.email), password: 'a-long-test-password' } })
    expect(await byAction('login', member.id)).toEqual([['staff', String(member.id), 'login', 'staff', String(member.id), null]])
  })

  it('a wrong password at POST /api/staff/login is answered 401 and recorded as a failed sign-in of the member', async () => {
    const member = await createStaff(payload, 'marketing')
    const attempt = (email: string) =>
      handleEndpoints({
        config,
        request: new Request('http://localhost:3001/api/staff/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password: 'not-the-password' }),
        }),
      })
    expect((await attempt(String(member.email))).status).toBe(401)
    expect(await byAction('login_failed', member.id)).toEqual([['staff', String(member.id), 'login_failed', 'staff', String(member.id), null]])
    const before = (await byAction('login_failed', UNKNOWN_ACTOR_ID)).length
    expect((await attempt(`no-member-${Date.now()}@example.com`)).status).toBe(401)
    expect((await byAction('login_failed', UNKNOWN_ACTOR_ID)).length).toBe(before + 1)
  })
})

describe('the outbox and verification codes', () => {
  async function message(patientId: RowId | undefined, body: string, html?: string) {
    return payload.create({
      collection: 'outbox',
      overrideAccess: true,
      data: {
        channel: 'email',
        to: 'someone@example.com',
        subject: 'Set your password',
        body,
        ...(html ? { html } : {}),
        status: 'queued',
        ...(patientId === undefined ? {} : { patient: relationValue(patientId) }),
      },
    })
  }

  it("records an admin reading outbox messages and verification codes, with the message's patient when it has one", async () => {
    const admin = await createStaff(payload, 'admin')
    const patient = await createPatient(payload)
    const withPatient = await message(patient.id, 'Your verification code is 1234. It expires in 10 minutes.')
    const without = await message(undefined, 'Hello')
    const code = await payload.create({
      collection: 'verification-codes',
      overrideAccess: true,
      data: {
        patient: relationValue(patient.id),
        channel: 'phone',
        destination: '5125550100',
        codeHash: 'hash',
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
      },
    })
    // Depth 0: a populated patient would be a read of the patient's record too (audited as such).
    await payload.findByID({ collection: 'outbox', id: withPatient.id, depth: 0, overrideAccess: false, user: admin })
    await payload.findByID({ collection: 'outbox', id: without.id, depth: 0, overrideAccess: false, user: admin })
    await payload.find({ collection: 'verification-codes', where: { id: { equals: code.id } }, depth: 0, overrideAccess: false, user: admin })
    expect(await byAction('read', admin.id)).toEqual([
      ['staff', String(admin.id), 'read', 'outbox', String(withPatient.id), String(patient.id)],
      ['staff', String(admin.id), 'read', 'outbox', String(without.id), null],
      ['staff', String(admin.id), 'read', 'verification-codes', String(code.id), String(patient.id)],
    ])
  })

  it('does not record the server reading them for itself', async () => {
    const created = await message(undefined, 'Hello again')
    const before = await payload.count({ collection: 'audit-log' })
    await payload.findByID({ collection: 'outbox', id: created.id })
    await payload.find({ collection: 'verification-codes' })
    expect((await payload.count({ collection: 'audit-log' })).totalDocs).toBe(before.totalDocs)
  })

  it("shows an admin the message with its link's token and its code masked; the server reads the real one", async () => {
    const admin = await createStaff(payload, 'admin')
    const token = 'a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2'
    const body = `Hi Ana,\n\nUse this link to set a new password:\nhttp://localhost:3000/password-reset/${token}\n`
    const html = `<p>Hi Ana, <a href="http://localhost:3000/password-reset/${token}">set a password</a></p>`
    const reset = await message(undefined, body, html)
    const code = await message(undefined, 'Your verification code is 4821. It expires in 10 minutes.')

    const seenByAdmin = await payload.findByID({ collection: 'outbox', id: reset.id, overrideAccess: false, user: admin })
    expect(seenByAdmin.body).toBe(`Hi Ana,\n\nUse this link to set a new password:\nhttp://localhost:3000/password-reset/${MASK}\n`)
    expect(seenByAdmin.html).toBe(`<p>Hi Ana, <a href="http://localhost:3000/password-reset/${MASK}">set a password</a></p>`)
    const listed = await payload.find({ collection: 'outbox', where: { id: { in: [reset.id, code.id] } }, overrideAccess: false, user: admin })
    // Ids are not in creation order on every engine (uuids), so each message is picked out by its id.
    const listedBody = (id: RowId) => listed.docs.find((doc) => sameRowId(doc.id, id))?.body
    expect(listed.docs).toHaveLength(2)
    expect([listedBody(reset.id), listedBody(code.id)]).toEqual([seenByAdmin.body, `Your verification code is ${MASK}. It expires in 10 minutes.`])
    expect(JSON.stringify(listed.docs)).not.toContain(token)
    expect(JSON.stringify(listed.docs)).not.toContain('4821')

    const seenByServer = await payload.findByID({ collection: 'outbox', id: reset.id })
    expect(seenByServer.body).toBe(body)
    expect(seenByServer.html).toBe(html)
    expect((await payload.findByID({ collection: 'outbox', id: code.id })).body).toContain('4821')
    // Stored unmasked: masking is what staff are shown, not what is kept.
    expect((await payload.findByID({ collection: 'outbox', id: reset.id, overrideAccess: true })).body).toContain(token)
  })

  it('masks the tokens of reset, set-password and checkout links and 4 to 8 digit codes, and nothing else', () => {
    expect(maskSecrets('Set it here: https://site.example/password-reset/abcDEF-123_xyz. Thanks')).toBe(
      `Set it here: https://site.example/password-reset/${MASK}. Thanks`,
    )
    expect(maskSecrets('(https://site.example/password-reset/abc123)')).toBe(`(https://site.example/password-reset/${MASK})`)
    expect(maskSecrets('https://cms.example/admin/reset/0123abcd')).toBe(`https://cms.example/admin/reset/${MASK}`)
    expect(maskSecrets('Pay here: https://site.example/weight-loss-payment/C-1?link=Zx_9-aaaaaaaaaaaaaaaaa')).toBe(
      `Pay here: https://site.example/weight-loss-payment/C-1?link=${MASK}`,
    )
    expect(maskSecrets('<a href="/x?a=1&amp;token=secret">')).toBe(`<a href="/x?a=1&amp;token=${MASK}">`)
    expect(maskSecrets('Your code: 123456')).toBe(`Your code: ${MASK}`)
    expect(maskSecrets('Your verification code is <b>0042</b>.')).toBe(`Your verification code is <b>${MASK}</b>.`)
    const plain = 'Your order #1234 ships in 3-5 days. Call 512-555-0100.'
    expect(maskSecrets(plain)).toBe(plain)
  })
})

describe('Settings and the funnel copy', () => {
  it('records each changed Settings field by name (never its value), with the admin who saved it', async () => {
    const admin = await createStaff(payload, 'admin')
    // The first save of a fresh database sets every field; what this test measures starts after it.
    await payload.updateGlobal({ slug: 'settings', data: { companyAddress: '1 Test Way, Austin, TX' } })
    const before = (await rows({ resource: { like: 'settings.' } })).length

    await payload.updateGlobal({
      slug: 'settings',
      overrideAccess: false,
      user: admin,
      data: { declineLimit: 7, startingAtPlacement: ['report'], claims: { shipping: 'Two-day shipping' } },
    })
    const changed = (await rows({ resource: { like: 'settings.' } })).slice(before)
    expect(changed.map(([, , , resource]) => resource).sort()).toEqual(['settings.claims.shipping', 'settings.declineLimit', 'settings.startingAtPlacement'])
    for (const row of changed) expect(row).toEqual(['staff', String(admin.id), 'update', row[3], 'settings', null])
    expect(JSON.stringify(changed)).not.toContain('Two-day')

    // Saved again with the same values: nothing changed, nothing recorded.
    await payload.updateGlobal({ slug: 'settings', overrideAccess: false, user: admin, data: { declineLimit: 7 } })
    expect((await rows({ resource: { like: 'settings.' } })).length).toBe(before + 3)
  })

  it('records a change of the funnel copy by marketing', async () => {
    const marketer = await createStaff(payload, 'marketing')
    await payload.updateGlobal({ slug: 'funnel-copy', data: initialFunnelCopy })
    const welcome = { ...initialFunnelCopy.intake.welcome, heading: 'Edited by marketing' }
    await payload.updateGlobal({
      slug: 'funnel-copy',
      overrideAccess: false,
      user: marketer,
      data: { brandName: 'Evergreen Care', intake: { ...initialFunnelCopy.intake, welcome } },
    })
    const entries = await rows({ and: [{ actorId: { equals: String(marketer.id) } }, { resource: { like: 'funnel-copy.' } }] })
    expect(entries.map(([, , , resource]) => resource).sort()).toEqual(['funnel-copy.brandName', 'funnel-copy.intake.welcome.heading'])
    expect(entries.every(([kind, , action, , documentId]) => kind === 'staff' && action === 'update' && documentId === 'funnel-copy')).toBe(true)
  })

  it('names changed fields as dotted paths, lists as one field, and ignores what Payload keeps', () => {
    expect(
      changedFields(
        { id: 1, updatedAt: 'a', declineLimit: 3, blockedStatesNewFunnel: ['NY'], claims: { shipping: 'x', rating: 'y' }, sealHref: null },
        { id: 1, updatedAt: 'b', declineLimit: 3, blockedStatesNewFunnel: ['NY', 'CA'], claims: { shipping: 'z', rating: 'y' } },
      ),
    ).toEqual(['blockedStatesNewFunnel', 'claims.shipping'])
  })
})
