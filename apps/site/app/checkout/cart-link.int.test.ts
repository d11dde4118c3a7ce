import type { RowId } from '@telehealth/domain'
import { relationValue } from '@telehealth/cms/site'
import { CHECKOUT_LINK_TTL_MS, getTestPayload, issueCheckoutLink } from '@telehealth/cms/testing'
import type { Cart } from '@telehealth/cms/payload-types'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { redeemCartLink } from './cart-link.server.ts'

let payload: Payload
let patientId: RowId

beforeAll(async () => {
  payload = await getTestPayload()
  const patient = await payload.create({
    collection: 'patients',
    data: { email: 'link@example.com', password: 'a-long-test-password', first_name: 'L', last_name: 'K' },
  })
  patientId = patient.id
})

const newCart = (): Promise<Cart> =>
  payload.create({ collection: 'carts', data: { patient: relationValue(patientId), medication: 'semaglutide', paymentTerms: '6', status: 'open' } })

/** A link as staff make it in the CMS, and its token. */
async function issue(cart: Cart, now?: number) {
  const link = await issueCheckoutLink(payload, cart, now === undefined ? {} : { now })
  return new URL(link.path, 'https://care.example.com').searchParams.get('link') ?? ''
}

describe('checkout links made in the CMS', () => {
  it("signs the cart's patient in once, then never again", async () => {
    const cart = await newCart()
    const token = await issue(cart)
    const first = await redeemCartLink(String(cart.publicId), token)
    expect(first).toMatchObject({ ok: true, cart: { id: cart.id, patient: patientId } })
    expect((await redeemCartLink(String(cart.publicId), token)).ok).toBe(false)

    const saved = await payload.findByID({ collection: 'carts', id: cart.id, depth: 0 })
    expect(saved.linkTokenHash ?? null).toBeNull()
    expect(Date.now() - Date.parse(String(saved.linkRedeemedAt))).toBeLessThan(60_000)
    const audit = await payload.find({ collection: 'audit-log', where: { action: { equals: 'link_login' }, patient: { equals: String(patientId) } } })
    expect(audit.totalDocs).toBe(1)
  })

  it('refuses an expired link', async () => {
    const cart = await newCart()
    const token = await issue(cart, Date.now() - CHECKOUT_LINK_TTL_MS - 1000)
    expect((await redeemCartLink(String(cart.publicId), token)).ok).toBe(false)
    // A link made almost 48 hours ago still works.
    const fresh = await issue(cart, Date.now() - CHECKOUT_LINK_TTL_MS + 60_000)
    expect((await redeemCartLink(String(cart.publicId), fresh)).ok).toBe(true)
  })

  it('refuses an altered link, a link for another cart, and anything that is not a token, without using up the real one', async () => {
    const cart = await newCart()
    const other = await newCart()
    const token = await issue(cart)
    const otherToken = await issue(other)
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    for (const attempt of [flipped, `${token}x`, token.slice(0, -1), '', 'not a token', `${Date.now()}.${token}`]) {
      expect((await redeemCartLink(String(cart.publicId), attempt)).ok, attempt).toBe(false)
    }
    expect((await redeemCartLink(String(cart.publicId), otherToken)).ok).toBe(false)
    expect((await redeemCartLink(String(other.publicId), token)).ok).toBe(false)
    expect((await redeemCartLink(String(cart.publicId), token)).ok).toBe(true)
    expect((await redeemCartLink(String(other.publicId), otherToken)).ok).toBe(true)
  })

  it('a new link replaces the old one, which stops working', async () => {
    const cart = await newCart()
    const old = await issue(cart)
    const replacement = await issue(cart)
    expect((await redeemCartLink(String(cart.publicId), old)).ok).toBe(false)
    expect((await redeemCartLink(String(cart.publicId), replacement)).ok).toBe(true)
  })

  it('after the link was used, the agent can send another that works once too', async () => {
    const cart = await newCart()
    expect((await redeemCartLink(String(cart.publicId), await issue(cart))).ok).toBe(true)
    const resent = await issue(cart)
    expect((await redeemCartLink(String(cart.publicId), resent)).ok).toBe(true)
    expect((await redeemCartLink(String(cart.publicId), resent)).ok).toBe(false)
  })

  it('of simultaneous uses of one link, exactly one signs in', async () => {
    const cart = await newCart()
    const token = await issue(cart)
    const results = await Promise.all(Array.from({ length: 8 }, () => redeemCartLink(String(cart.publicId), token)))
    expect(results.filter((result) => result.ok)).toHaveLength(1)
  })

  it('does not sign in to a cart that is no longer open', async () => {
    const cart = await newCart()
    const token = await issue(cart)
    await payload.update({ collection: 'carts', id: cart.id, data: { status: 'converted' } })
    expect((await redeemCartLink(String(cart.publicId), token)).ok).toBe(false)
  })
})
