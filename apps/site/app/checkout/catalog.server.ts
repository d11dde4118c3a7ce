import { DEFAULT_PLAN_PRICES, isPaymentTerms, perMonthAverageCents, termSavingsCents, type Drug, type PaymentTerms, type PlanPrices } from '@telehealth/domain'
import type { Product } from '@telehealth/cms/payload-types'
import { getMedicationProducts, loadMedicationProducts } from '~/content.server.ts'

export interface PlanOption {
  paymentTerms: PaymentTerms
  label: string
  cadence: string | null
  note: string | null
  priceCents: number
  perMonthCents: number
  savingsCents: number
}

export interface Medication {
  /** The product's row id, as the engine gives it (ADR 077). */
  id: Product['id']
  drug: Drug
  name: string
  subheader: string | null
  description: string | null
  sku: string | null
  isPrescription: boolean
  compoundingNote: string | null
  includedItems: string[]
  plans: PlanOption[]
}

/**
 * The medications on sale with their plans, as marketing last priced them in the CMS. Pages show
 * the briefly cached catalogue; `fresh` reads it now, for anything that charges money.
 */
export async function loadMedications(options: { fresh?: boolean } = {}): Promise<Medication[]> {
  const products = options.fresh ? await loadMedicationProducts() : await getMedicationProducts()
  const prices = planPrices(products)
  return products
    .filter((product): product is Product & { medication: Drug } => product.medication === 'semaglutide' || product.medication === 'tirzepatide')
    .map((product) => ({
      id: product.id,
      drug: product.medication,
      name: product.name,
      subheader: product.subheader ?? null,
      description: product.description ?? null,
      sku: product.sku ?? null,
      isPrescription: product.is_prescription !== false,
      compoundingNote: product.compoundingNote ?? null,
      includedItems: (product.includedItems ?? []).map((item) => item.label),
      plans: (product.plans ?? [])
        .map((plan) => ({ ...plan, terms: Number(plan.paymentTerms) }))
        .filter((plan): plan is typeof plan & { terms: PaymentTerms } => isPaymentTerms(plan.terms))
        .sort((a, b) => a.terms - b.terms)
        .map((plan) => ({
          paymentTerms: plan.terms,
          label: plan.label,
          cadence: plan.cadence ?? null,
          note: plan.note ?? null,
          priceCents: plan.priceCents,
          perMonthCents: perMonthAverageCents(plan.priceCents, plan.terms),
          savingsCents: termSavingsCents(product.medication, plan.terms, prices),
        })),
    }))
    .sort((a, b) => a.drug.localeCompare(b.drug))
}

/** The CMS prices as the domain's price table (missing entries fall back to the spec's). */
export function planPrices(products: readonly Pick<Product, 'medication' | 'plans'>[]): PlanPrices {
  const table = { semaglutide: { ...DEFAULT_PLAN_PRICES.semaglutide }, tirzepatide: { ...DEFAULT_PLAN_PRICES.tirzepatide } }
  for (const product of products) {
    if (product.medication !== 'semaglutide' && product.medication !== 'tirzepatide') continue
    for (const plan of product.plans ?? []) {
      const terms = Number(plan.paymentTerms)
      if (isPaymentTerms(terms)) table[product.medication][terms] = plan.priceCents
    }
  }
  return table
}

/** The spec's "starting at" price: the per-month average of the 12-month plan ($106.66, $195.75). */
export function startingAtCents(medication: Pick<Medication, 'plans'>): number | null {
  return medication.plans.find((plan) => plan.paymentTerms === 12)?.perMonthCents ?? null
}

export function findPlan(medications: Medication[], drug: Drug, paymentTerms: number): { medication: Medication; plan: PlanOption } | null {
  const medication = medications.find((candidate) => candidate.drug === drug)
  const plan = medication?.plans.find((candidate) => candidate.paymentTerms === paymentTerms)
  return medication && plan ? { medication, plan } : null
}
