import { parseRowId } from '@telehealth/domain'
import type { Endpoint } from 'payload'
import { isClinicalOrAdmin } from '../../access/isClinicalOrAdmin.ts'
import { cmsEnv } from '../../env.ts'
import { recordStaffEvent } from '../../hooks/audit.ts'
import { CartNotOpenError, issueCheckoutLink } from './checkoutLink.ts'

const answer = (body: object, status = 200) =>
  // The link signs a patient in: no cache (browser or proxy) may keep it.
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * POST /api/carts/:id/checkout-link: a staff member who talks to patients makes a one-time link
 * that signs the patient in to this cart (ADR 010). Each call replaces the cart's previous link and
 * is written to the audit log (without the link).
 */
export const checkoutLinkEndpoint: Endpoint = {
  path: '/:id/checkout-link',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return answer({ message: 'Please sign in to the admin to make a checkout link.' }, 401)
    // The staff who talk to patients and can already open their carts (ADR 010); marketing never
    // sees patient data.
    if (!isClinicalOrAdmin({ req })) return answer({ message: 'Only admins and clinical staff can make checkout links.' }, 403)
    const id = parseRowId(req.routeParams?.id)
    const cart = id === null ? null : await req.payload.findByID({ collection: 'carts', id, depth: 0, disableErrors: true })
    if (!cart) return answer({ message: 'There is no such cart.' }, 404)
    try {
      const link = await issueCheckoutLink(req.payload, cart, { siteUrl: cmsEnv.SITE_URL })
      const patient = typeof cart.patient === 'object' ? cart.patient.id : cart.patient
      await recordStaffEvent(req.payload, 'checkout_link', req.user.id, { resource: 'carts', documentId: cart.id, patient })
      return answer(link)
    } catch (error) {
      if (error instanceof CartNotOpenError) return answer({ message: error.message }, 409)
      throw error
    }
  },
}
