import { getTestPayload } from '@telehealth/cms/testing/test-payload'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { CART_LINK_TTL_MS, redeemCartLink, signedCartPath } from './cart-link.server.ts'

let payload: Payload
let publicId = ''

beforeAll(async () => {
  payload = await getTestPayload()
  const patient = await payload.create({ collection: 'patients', data: { email: 'link@example.com', password: 'a-long-test-password', first_name: 'L', last_name: 'K' } })
  const cart = await payload.create({ collection: 'carts', data: { patient: patient.id, medication: 'semaglutide', paymentTerms: '6', status: 'open' } })
  publicId = String(cart.publicId)
})

const linkOf = (path: string) => new URL(path, 'https://care.example.com').searchParams.get('link') ?? ''

describe('signed cart links', () => {
  it('signs in once, then never again', async () => {
    const link = linkOf(signedCartPath(publicId))
    expect((await redeemCartLink(publicId, link)).ok).toBe(true)
    expect((await redeemCartLink(publicId, link)).ok).toBe(false)
  })

  it('refuses an altered, expired or foreign link', async () => {
    const other = await payload.create({ collection: 'carts', data: { patient: 1, medication: 'tirzepatide', paymentTerms: '3', status: 'open' } })
    const link = linkOf(signedCartPath(String(other.publicId)))
    expect((await redeemCartLink(String(other.publicId), `${link}x`)).ok).toBe(false)
    expect((await redeemCartLink(publicId, link)).ok).toBe(false)
    const old = linkOf(signedCartPath(String(other.publicId), Date.now() - CART_LINK_TTL_MS - 1000))
    expect((await redeemCartLink(String(other.publicId), old)).ok).toBe(false)
    expect((await redeemCartLink(String(other.publicId), 'not-a-link')).ok).toBe(false)
  })
})
