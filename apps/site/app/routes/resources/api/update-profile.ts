import { data, type ActionFunctionArgs } from '@remix-run/node'
import { contactFormFromProfileUser, physicalFormFromCall, physicalInfoSchema, preferredCategoriesSchema } from '@telehealth/domain'
import { answerProfileCall, profileCall, toFormData } from '~/portal/profile/calls.server.ts'

/**
 * POST /api/update-profile: the profile user (first_name, last_name, email, phone as 10 digits,
 * text_updates, and when given gender, weight, height_inch and preferred_categories) -> `{ status:
 * 'success' }` (spec 001 section 7). Every part is checked before anything is written. A new email
 * or phone waits for its code (ADR 022): the answer's message says where it was sent.
 */
export function action({ request, context }: ActionFunctionArgs) {
  return answerProfileCall(request, async (patient, given) => {
    // A part of the physical info left out keeps its stored value.
    const values: Record<string, unknown> = { gender: patient.gender, weight: patient.weight, height_inch: patient.height_inch, ...given }
    const hasPhysical = ['gender', 'weight', 'height_inch'].some((field) => field in given)
    const hasCategories = 'preferred_categories' in given
    const physical = hasPhysical ? physicalInfoSchema.safeParse(physicalFormFromCall(values)) : null
    const categories = hasCategories ? preferredCategoriesSchema.safeParse({ preferred_categories: values.preferred_categories }) : null
    const problem = physical?.error?.issues[0] ?? categories?.error?.issues[0]
    if (problem) return data({ status: 'error' as const, message: problem.message, errors: { [problem.path.join('.')]: problem.message } }, { status: 400 })

    const contact = await profileCall(request, context.clientIp, patient, 'profile.contact', toFormData(contactFormFromProfileUser(values)))
    if (contact.init?.status && contact.init.status >= 400) return contact
    if (hasPhysical) await profileCall(request, context.clientIp, patient, 'profile.physical', toFormData(physicalFormFromCall(values)))
    if (hasCategories)
      await profileCall(request, context.clientIp, patient, 'profile.categories', toFormData({ preferred_categories: values.preferred_categories }))
    return contact
  })
}
