import { data, redirect } from '@remix-run/node'
import {
  bmiDeadEndFor,
  hasAnsweredPreCheckout,
  preCheckoutBmiDeadEnds,
  preCheckoutFormSchema,
  preCheckoutMessages,
  preCheckoutMoveSchema,
  type PreCheckoutAnswers,
  type PreCheckoutBmiDeadEnds,
} from '@telehealth/domain'
import { preCheckoutAfterPost, type PreCheckoutProgress } from '@telehealth/machines'
import type { QuestionnaireDocument } from '@telehealth/domain/questionnaire/document'
import { DEFAULT_PRE_CHECKOUT_TEXTS, type PreCheckoutQuestionText, type PreCheckoutTexts } from '@telehealth/ui/screens/precheckout/PreCheckoutScreen'
import { checkoutPath } from '@telehealth/cms/site'
import type { Cart } from '@telehealth/cms/payload-types'
import { getBrandName } from '~/brand.server.ts'
import { parseForm } from '~/forms.ts'
import { publishedQuestionnaire } from '~/forms/questionnaires.server.ts'
import { answerCartPreCheckout, CartError, requireOpenCart } from './cart.server.ts'
import { readForm } from '~/http/read-form.server.ts'

const FALLBACK_TEXTS = DEFAULT_PRE_CHECKOUT_TEXTS

/**
 * The steps' words from the published 'precheckout' questionnaire, found by each question's name
 * (takes_glp, which_glp, current_dose, medication_choice). The options and the dose lists are the
 * domain's: the rules (BMI, not-offered dose, the cart's drug) depend on their values.
 */
export function preCheckoutTexts(document: QuestionnaireDocument | null): PreCheckoutTexts {
  const find = (name: string, fallback: PreCheckoutQuestionText): PreCheckoutQuestionText => {
    const question = document?.questions.find((candidate) => candidate.question === name)
    return question ? { label: question.label || fallback.label, sublabel: question.sublabel ?? fallback.sublabel ?? null } : fallback
  }
  const dose = document?.questions.find((candidate) => candidate.question === 'current_dose')
  return {
    takesGlp: find('takes_glp', FALLBACK_TEXTS.takesGlp),
    glpMedication: find('which_glp', FALLBACK_TEXTS.glpMedication),
    currentDose: { ...find('current_dose', FALLBACK_TEXTS.currentDose), noDoseNote: dose?.description || FALLBACK_TEXTS.currentDose.noDoseNote },
    medication: find('medication_choice', FALLBACK_TEXTS.medication),
  }
}

/** The checkout's address for a cart, with the affiliate's c_id when the page had one. */
export function checkoutPathFor(publicId: string, url: URL): string {
  const conversion = url.searchParams.get('c_id')
  return `${checkoutPath(publicId)}${conversion ? `?c_id=${encodeURIComponent(conversion)}` : ''}`
}

/** The pre-checkout's address for a cart (the checkout sends an unanswered cart there, keeping its query). */
function preCheckoutPathFor(publicId: string, url: URL): string {
  return `/pre-checkout/${publicId}${url.search}`
}

/**
 * Checkout opens only for a cart whose pre-checkout is answered (ADR 064): anything else is sent
 * to its pre-checkout, a BUY NOW included.
 */
export function requireAnsweredPreCheckout(cart: Pick<Cart, 'publicId' | 'currentGLPMed'>, url: URL): void {
  if (!hasAnsweredPreCheckout(cart)) throw redirect(preCheckoutPathFor(String(cart.publicId), url))
}

/** Only which answer the BMI rule refuses, never the measures themselves, goes to the page. */
function bmiDeadEndsOf(patient: { weight?: number | null; height_inch?: number | null }): PreCheckoutBmiDeadEnds {
  return preCheckoutBmiDeadEnds({ weight: patient.weight, heightInches: patient.height_inch })
}

export async function preCheckoutLoader(request: Request, publicId: string) {
  const { patient, cart } = await requireOpenCart(request, publicId)
  const [questionnaire, brandName] = await Promise.all([publishedQuestionnaire('precheckout'), getBrandName()])
  return {
    brandName,
    texts: preCheckoutTexts(questionnaire?.document ?? null),
    cartMedication: cart.medication,
    bmiDeadEnds: bmiDeadEndsOf(patient),
  }
}

/**
 * A step's post. With JavaScript only step 4 posts (intent=submit): the answers are checked again
 * by the domain's schema and the BMI rule, kept on the cart (refilled when step 4 chose the other
 * medication), then checkout. Without JavaScript every button posts, and the same machine the
 * browser runs moves the flow one step (ADR 064).
 */
export async function preCheckoutAction(request: Request, publicId: string) {
  const { patient, cart } = await requireOpenCart(request, publicId)
  const formData = await readForm(request)
  const bmiDeadEnds = bmiDeadEndsOf(patient)
  const intent = formData.get('intent')
  if (intent !== null && intent !== 'submit') {
    const move = preCheckoutMoveSchema.safeParse(Object.fromEntries(formData))
    if (!move.success) return data({ error: preCheckoutMessages.notAnswered, progress: null }, { status: 400 })
    return { error: null, progress: preCheckoutAfterPost({ cartMedication: cart.medication, bmiDeadEnds }, move.data) }
  }
  const submission = parseForm(formData, preCheckoutFormSchema)
  if (submission.status !== 'success') {
    const first = Object.values(submission.error ?? {})
      .flat()
      .find(Boolean)
    return data({ error: first ?? preCheckoutMessages.notAnswered, progress: null }, { status: 400 })
  }
  const answers = submission.value
  const deadEnd = bmiDeadEndFor(bmiDeadEnds, answers.takesGlp)
  if (deadEnd) return data({ error: deadEnd, progress: null }, { status: 422 })
  try {
    await answerCartPreCheckout(patient, cart, answers)
  } catch (error) {
    // Without JavaScript the page comes back on step 4 with the answers and the message.
    if (error instanceof CartError) return data({ error: error.message, progress: step4Of(answers) }, { status: 409 })
    throw error
  }
  return redirect(checkoutPathFor(publicId, new URL(request.url)))
}

function step4Of(answers: PreCheckoutAnswers): PreCheckoutProgress {
  return {
    place: 'medication',
    takesGlp: answers.takesGlp,
    glpMedication: answers.glpMedication,
    currentDose: answers.currentDoseMg,
    medication: answers.medication,
    popupMessage: null,
    stepError: null,
  }
}
