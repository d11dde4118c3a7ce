import type { APIRequestContext } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { localApi } from '../support/local-api.ts'
import { createStaff, type StaffCredentials } from '../support/staff.ts'

// Issue 16, the audit part: deletions, staff sign-ins and failed sign-ins and changes to Settings
// are recorded with the actor; the outbox shows staff a masked link. Everything is done through
// the admin's REST API as a signed-in admin (a one-step sign-in: email, password and the second
// factor's code), so the actor recorded is that admin. Each test fails on the code before it.

const cmsUrl = () => process.env.E2E_CMS_URL ?? ''

interface AuditEntry {
  actorCollection: string
  actorId: string
  action: string
  resource: string
  documentId: string
  patient?: string | null
}

async function signIn(request: APIRequestContext, admin: StaffCredentials & { id: number }) {
  const login = await request.post(`${cmsUrl()}/api/staff/login`, { data: admin })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

/** The audit log as the admin reads it in the admin (REST), filtered on the given fields. */
async function auditLog(request: APIRequestContext, headers: Record<string, string>, where: Partial<Record<keyof AuditEntry, string>>) {
  const query = new URLSearchParams({ limit: '100', sort: 'at', depth: '0' })
  Object.entries(where).forEach(([field, value], i) => query.set(`where[and][${i}][${field}][equals]`, String(value)))
  const answer = await request.get(`${cmsUrl()}/api/audit-log?${query.toString()}`, { headers })
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { docs: AuditEntry[] }).docs.map(({ actorCollection, actorId, action, resource, documentId }) => ({
    actorCollection,
    actorId,
    action,
    resource,
    documentId,
  }))
}

test('the audit log shows a staff sign-in and a failed one, a deleted lead and a Settings change, each with the admin as the actor', async ({ request }) => {
  const admin = createStaff('admin')
  const asAdmin = { actorCollection: 'staff', actorId: String(admin.id) }

  // A failed sign-in (wrong password), then a sign-in.
  const refused = await request.post(`${cmsUrl()}/api/staff/login`, { data: { email: admin.email, password: 'not-the-password' } })
  expect(refused.status()).toBe(401)
  const headers = await signIn(request, admin)
  expect(await auditLog(request, headers, { resource: 'staff', documentId: String(admin.id) })).toEqual([
    { ...asAdmin, action: 'login_failed', resource: 'staff', documentId: String(admin.id) },
    { ...asAdmin, action: 'login', resource: 'staff', documentId: String(admin.id) },
  ])

  // A lead the site stored for a visitor, deleted by the admin.
  const lead = localApi<{ id: number }>('create', {
    collection: 'leads',
    data: { email: `audited-lead-${Date.now()}@example.com`, funnel: 'new', outcome: 'disqualified', disqualifyReason: 'underage', state: 'TX', person: {} },
  })
  const deleted = await request.delete(`${cmsUrl()}/api/leads/${lead.id}`, { headers })
  expect(deleted.status()).toBe(200)
  // (The delete answers the deleted document, which the log also shows the admin reading.)
  const leadEntries = await auditLog(request, headers, { resource: 'leads', documentId: String(lead.id) })
  expect(leadEntries.filter((entry) => entry.action !== 'read')).toEqual([
    { actorCollection: 'site', actorId: 'site', action: 'create', resource: 'leads', documentId: String(lead.id) },
    { ...asAdmin, action: 'delete', resource: 'leads', documentId: String(lead.id) },
  ])

  // A Settings change: recorded by the field's name, never its value. (A field the site does not
  // act on, so the tests running beside this one see the same decline limits and states.)
  const supportPhone = `512555${String(Date.now()).slice(-4)}`
  const saved = await request.post(`${cmsUrl()}/api/globals/settings`, { headers, data: { supportPhone } })
  expect(saved.status()).toBe(200)
  const changes = await auditLog(request, headers, { resource: 'settings.supportPhone', actorId: String(admin.id) })
  expect(changes).toEqual([{ ...asAdmin, action: 'update', resource: 'settings.supportPhone', documentId: 'settings' }])
  expect(JSON.stringify(await auditLog(request, headers, { actorId: String(admin.id) }))).not.toContain(supportPhone)
})

test("the outbox shows staff the reset link's token masked; the server reads the real link", async ({ request }) => {
  const admin = createStaff('admin')
  const headers = await signIn(request, admin)
  const token = `e2e${Date.now().toString(16)}aaaaaaaaaaaaaaaaaaaaaaaaaaaa`
  const to = `masked-${Date.now()}@example.com`
  const message = localApi<{ id: number }>('create', {
    collection: 'outbox',
    data: {
      channel: 'email',
      to,
      subject: 'Reset your password',
      body: `Use this link to set a new password:\nhttp://localhost/password-reset/${token}\n`,
      status: 'queued',
    },
  })

  const seen = await request.get(`${cmsUrl()}/api/outbox/${message.id}?depth=0`, { headers })
  expect(seen.status()).toBe(200)
  const { body } = (await seen.json()) as { body: string }
  expect(body).toContain('/password-reset/••••')
  expect(body).not.toContain(token)
  expect(await auditLog(request, headers, { resource: 'outbox', documentId: String(message.id) })).toContainEqual({
    actorCollection: 'staff',
    actorId: String(admin.id),
    action: 'read',
    resource: 'outbox',
    documentId: String(message.id),
  })

  // The server (and the tests, through the Local API with no user) still get the link itself.
  const real = localApi<{ docs: { body: string }[] }>('find', { collection: 'outbox', where: { to: { equals: to } }, limit: 1 })
  expect(real.docs[0]?.body).toContain(`/password-reset/${token}`)
})
