import { DEFAULT_OFFERS, type Drug, type Offers, type PaymentTerms } from '@telehealth/domain'
import type { Cart } from '@telehealth/cms/payload-types'
import { getCms } from '~/cms.server.ts'
import type { SignedInPatient } from '~/auth/patient-session.server.ts'
import { findPlan, loadMedications } from './catalog.server.ts'

export class CartError extends Error {}

/** Saves the patient's plan choice as a cart; the checkout link carries its unguessable id. */
export async function saveCart(input: {
  patient: SignedInPatient
  drug: Drug
  paymentTerms: PaymentTerms
  offers: Offers | null
  conversionId: string | null
}): Promise<string> {
  const medications = await loadMedications({ fresh: true })
  const choice = findPlan(medications, input.drug, input.paymentTerms)
  if (!choice) throw new CartError('That plan is not available.')
  const cms = await getCms()
  const offers = input.offers ?? DEFAULT_OFFERS
  const cart = await cms.create({
    collection: 'carts',
    depth: 0,
    data: {
      patient: input.patient.id,
      status: 'open',
      medication: input.drug,
      paymentTerms: String(input.paymentTerms) as Cart['paymentTerms'],
      items: [
        {
          product: choice.medication.id,
          name: choice.medication.name,
          main_type: 'Prescription',
          priceCents: choice.plan.priceCents,
          retailPriceCents: choice.plan.priceCents,
          quantity: 1,
        },
      ],
      sema_offer: offers.sema_offer,
      tir_offer: offers.tir_offer,
      conversionId: input.conversionId,
    },
  })
  return String(cart.publicId)
}

/** The patient's own open cart by its public id, or null (unknown, someone else's, or used). */
export async function findOpenCart(publicId: string, patient: SignedInPatient): Promise<Cart | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(publicId)) return null
  const cms = await getCms()
  const found = await cms.find({
    collection: 'carts',
    where: { and: [{ publicId: { equals: publicId } }, { status: { equals: 'open' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user: patient,
  })
  return found.docs[0] ?? null
}
