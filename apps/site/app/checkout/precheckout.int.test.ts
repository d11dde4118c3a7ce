import { getTestPayload } from '@telehealth/cms/testing'
import { initialProducts, initialQuestionnaires } from '@telehealth/cms/seed'
import { checkoutOutcomeMessages, preCheckoutMessages } from '@telehealth/domain'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SignedInPatient } from '~/cms.server.ts'
import { answerCartPreCheckout, findOpenCart, saveCart } from './cart.server.ts'
import { preCheckoutTexts } from './precheckout.server.ts'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
  for (const product of initialProducts) await payload.create({ collection: 'products', data: product })
})

let counter = 0
async function patientWithCart() {
  counter += 1
  const doc = await payload.create({
    collection: 'patients',
    data: { email: `precheckout${counter}@example.com`, password: 'a-long-test-password', first_name: 'Pre', last_name: 'Checkout' },
  })
  const patient: SignedInPatient = { ...doc, collection: 'patients' }
  const publicId = await saveCart({ patient, drug: 'semaglutide', paymentTerms: 6, offers: null, conversionId: null })
  const cart = await findOpenCart(publicId, patient)
  if (!cart) throw new Error('cart not saved')
  return { patient, cart }
}

const tirzepatidePriceFor6Months = () => {
  const product = initialProducts.find((candidate) => candidate.medication === 'tirzepatide')
  return product?.plans?.find((plan) => plan.paymentTerms === '6')?.priceCents
}

describe('the pre-checkout on the cart', () => {
  it('keeps the answers, and step 4 refills the cart with the other medication at its CMS price, coupon dropped, in one write', async () => {
    const { patient, cart } = await patientWithCart()
    await payload.update({ collection: 'carts', id: cart.id, data: { couponCode: 'SAVE50' } })
    await answerCartPreCheckout(patient, cart, { takesGlp: true, glpMedication: 'Mounjaro/Zepbound', currentDoseMg: 12.5, medication: 'tirzepatide' })
    const saved = await payload.findByID({ collection: 'carts', id: cart.id, depth: 0 })
    expect(saved).toMatchObject({ medication: 'tirzepatide', paymentTerms: '6', currentGLPMed: 'Mounjaro/Zepbound', currentDose: '12.5', couponCode: null })
    expect(saved.items?.[0]?.priceCents).toBe(tirzepatidePriceFor6Months())
  })

  it('keeps the cart as it is for the same medication; a non-user has no dose', async () => {
    const { patient, cart } = await patientWithCart()
    await answerCartPreCheckout(patient, cart, { takesGlp: false, glpMedication: null, currentDoseMg: null, medication: 'semaglutide' })
    const saved = await payload.findByID({ collection: 'carts', id: cart.id, depth: 0 })
    expect(saved).toMatchObject({ medication: 'semaglutide', currentGLPMed: 'none', currentDose: null })
    expect(saved.items?.[0]?.priceCents).toBe(cart.items?.[0]?.priceCents)
  })

  it('writes nothing to a cart being paid', async () => {
    const { patient, cart } = await patientWithCart()
    await payload.update({ collection: 'carts', id: cart.id, data: { status: 'paying' } })
    await expect(
      answerCartPreCheckout(patient, cart, { takesGlp: false, glpMedication: null, currentDoseMg: null, medication: 'tirzepatide' }),
    ).rejects.toThrow(checkoutOutcomeMessages.cartAlreadyPaid)
    const saved = await payload.findByID({ collection: 'carts', id: cart.id, depth: 0 })
    expect(saved).toMatchObject({ medication: 'semaglutide' })
    expect(saved.currentGLPMed ?? null).toBeNull()
  })

  it("does not open another patient's cart", async () => {
    const { cart } = await patientWithCart()
    const { patient: other } = await patientWithCart()
    expect(await findOpenCart(String(cart.publicId), other)).toBeNull()
  })
})

describe('the pre-checkout words', () => {
  it('come from the seeded questionnaire by question name, with the non-user note from step 3', () => {
    const seeded = initialQuestionnaires.find((entry) => entry.kind === 'precheckout')
    const texts = preCheckoutTexts(seeded?.document ?? null)
    expect(texts.takesGlp.label).toBe('Are you currently taking a GLP medication?')
    expect(texts.currentDose.sublabel).toBe('For higher doses we need a photo of your current medication or past prescription.')
    expect(texts.currentDose.noDoseNote).toBe(preCheckoutMessages.noCurrentDose)
  })

  it('fall back to the seeded wording when a question is missing', () => {
    expect(preCheckoutTexts({ questions: [], dependency: [] }).medication.label).toBe('Which medication would you like?')
  })
})
