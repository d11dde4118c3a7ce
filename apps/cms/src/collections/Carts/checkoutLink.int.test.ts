import type { RowId } from '@telehealth/domain'
import { createLocalReq, type Payload, type TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { tokenHash } from '../../auth/tokens.ts'
import type { Cart } from '../../payload-types.ts'
import { createPatient, createStaff } from '../../testing/actors.ts'
import { getTestPayload } from '../../testing/test-payload.ts'
import { CHECKOUT_LINK_TTL_MS, issueCheckoutLink } from './checkoutLink.ts'
import { checkoutLinkEndpoint } from './checkoutLinkEndpoint.ts'

let payload: Payload
let patient: TypedUser
const staff: Partial<Record<'admin' | 'marketing' | 'clinical', TypedUser>> = {}

beforeAll(async () => {
  payload = await getTestPayload()
  patient = await createPatient(payload)
  staff.admin = await createStaff(payload, 'admin')
  staff.marketing = await createStaff(payload, 'marketing')
  staff.clinical = await createStaff(payload, 'clinical')
})

function newCart(status: Cart['status'] = 'open'): Promise<Cart> {
  return payload.create({ collection: 'carts', data: { patient: patient.id, medication: 'semaglutide', paymentTerms: '6', status } })
}

/** POST /api/carts/:id/checkout-link as this user (or nobody). */
async function postCheckoutLink(user: TypedUser | undefined, id: RowId) {
  const req = await createLocalReq(user ? { user } : {}, payload)
  req.routeParams = { id: String(id) }
  const response = await checkoutLinkEndpoint.handler(req)
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> }
}

/** The cart as stored, hidden fields included (the server's own view). */
const stored = (id: RowId) => payload.findByID({ collection: 'carts', id, depth: 0 })

const tokenOf = (path: unknown) => new URL(String(path), 'https://care.example.com').searchParams.get('link') ?? ''

describe('checkout links made by staff', () => {
  it('an admin gets a one-time link to the cart; only its hash and expiry are stored', async () => {
    const cart = await newCart()
    const before = Date.now()
    const { status, headers, body } = await postCheckoutLink(staff.admin, cart.id)
    expect(status).toBe(200)
    expect(headers.get('Cache-Control')).toBe('no-store')
    expect(body.path).toMatch(new RegExp(`^/weight-loss-payment/${cart.publicId}\\?link=[A-Za-z0-9_-]{22}$`))
    const token = tokenOf(body.path)
    const expiresAt = Date.parse(String(body.expiresAt))
    expect(String(body.expiresAt)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(expiresAt).toBeGreaterThanOrEqual(before + CHECKOUT_LINK_TTL_MS)
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + CHECKOUT_LINK_TTL_MS)

    const saved = await stored(cart.id)
    expect(saved.linkTokenHash).toBe(tokenHash(token))
    expect(saved.linkExpiresAt).toBe(body.expiresAt)
    expect(JSON.stringify(saved)).not.toContain(token)
  })

  it('writes who made the link, for which cart and patient, to the audit log, without the link', async () => {
    const cart = await newCart()
    const { body } = await postCheckoutLink(staff.clinical, cart.id)
    const entries = await payload.find({ collection: 'audit-log', where: { action: { equals: 'checkout_link' }, documentId: { equals: String(cart.id) } } })
    expect(entries.docs).toHaveLength(1)
    expect(entries.docs[0]).toMatchObject({ actorCollection: 'staff', actorId: String(staff.clinical!.id), resource: 'carts', patient: String(patient.id) })
    expect(JSON.stringify(entries.docs)).not.toContain(tokenOf(body.path))
  })

  it('a new link replaces the previous one', async () => {
    const cart = await newCart()
    const first = tokenOf((await postCheckoutLink(staff.admin, cart.id)).body.path)
    const second = tokenOf((await postCheckoutLink(staff.admin, cart.id)).body.path)
    expect(second).not.toBe(first)
    expect((await stored(cart.id)).linkTokenHash).toBe(tokenHash(second))
  })

  it('gives the full address when the site URL is known', async () => {
    const cart = await newCart()
    const link = await issueCheckoutLink(payload, cart, { siteUrl: 'https://care.example.com' })
    expect(link.url).toBe(`https://care.example.com${link.path}`)
    expect((await issueCheckoutLink(payload, cart)).url).toBeNull()
  })

  it('is refused to marketing, patients and visitors, and makes no link for them', async () => {
    const cart = await newCart()
    expect((await postCheckoutLink(staff.marketing, cart.id)).status).toBe(403)
    expect((await postCheckoutLink(patient, cart.id)).status).toBe(403)
    expect((await postCheckoutLink(undefined, cart.id)).status).toBe(401)
    expect((await stored(cart.id)).linkTokenHash ?? null).toBeNull()
  })

  it('is refused, with the reason, for a converted or abandoned cart, and answers 404 for no cart', async () => {
    for (const status of ['converted', 'abandoned'] as const) {
      const cart = await newCart(status)
      const answer = await postCheckoutLink(staff.admin, cart.id)
      expect(answer.status).toBe(409)
      expect(answer.body.message).toBe(`This cart is ${status}: a checkout link can only be made for an open cart.`)
      expect((await stored(cart.id)).linkTokenHash ?? null).toBeNull()
    }
    expect((await postCheckoutLink(staff.admin, 999_999)).status).toBe(404)
    expect((await postCheckoutLink(staff.admin, 'not-an-id')).status).toBe(404)
  })

  it('never shows the hash or the expiry through the API, and nobody can set them, not even an admin', async () => {
    const cart = await newCart()
    await postCheckoutLink(staff.admin, cart.id)
    const hash = (await stored(cart.id)).linkTokenHash
    for (const user of [staff.admin, staff.clinical, patient]) {
      const read = await payload.findByID({ collection: 'carts', id: cart.id, overrideAccess: false, user })
      expect(read).not.toHaveProperty('linkTokenHash')
      expect(read).not.toHaveProperty('linkExpiresAt')
    }
    await payload.update({
      collection: 'carts',
      id: cart.id,
      data: { linkTokenHash: tokenHash('chosen-by-the-caller'), linkExpiresAt: new Date(Date.now() + 1e10).toISOString() },
      overrideAccess: false,
      user: staff.admin,
    })
    expect((await stored(cart.id)).linkTokenHash).toBe(hash)
  })
})
