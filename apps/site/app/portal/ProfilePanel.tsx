import { useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useFetcher } from '@remix-run/react'
import {
  contactCodeSchema,
  contactInfoSchema,
  passwordChangeSchema,
  passwordSetSchema,
  physicalInfoSchema,
  preferredCategoriesSchema,
  shippingAddressSchema,
} from '@telehealth/domain'
import { PROFILE_ACTION, type ProfileFormState } from '@telehealth/ui/screens/portal/profile/ProfileFormCard'
import { ProfileTab, type ProfileFormName } from '@telehealth/ui/screens/portal/profile/ProfileTab'
import { useEffect, useState } from 'react'
import { z } from 'zod'
import { useAddressSuggestions } from '~/services/address/use-address-suggestions.ts'
import type { ProfileIntent } from './profile/intents.ts'
import type { ProfileActionData, ProfileTabData } from './profile.server.ts'

/** The browser's copy of each form's schema (the server's check is the law; this one saves a trip). */
const SCHEMAS: Record<ProfileFormName, { intent: ProfileIntent; schema: z.ZodType }> = {
  contact: { intent: 'profile.contact', schema: contactInfoSchema },
  emailCode: { intent: 'profile.contact-code', schema: contactCodeSchema },
  phoneCode: { intent: 'profile.contact-code', schema: contactCodeSchema },
  physical: { intent: 'profile.physical', schema: physicalInfoSchema },
  address: { intent: 'profile.address', schema: z.object({ address: shippingAddressSchema }) },
  password: { intent: 'profile.password', schema: passwordChangeSchema },
  passwordCode: { intent: 'profile.password-code', schema: z.object({}) },
  passwordSet: { intent: 'profile.password-set', schema: passwordSetSchema },
  categories: { intent: 'profile.categories', schema: preferredCategoriesSchema },
}

type Toast = { message: string; key: string } | null

function toastOf(answer: ProfileActionData | undefined): Toast {
  return answer?.status === 'success' && answer.toastId ? { message: answer.message, key: answer.toastId } : null
}

/**
 * One profile form: Conform validates in the browser with the domain's schema, then a fetcher of
 * its own posts it to the tab's route, /home/profile (no reload; the page's data is loaded again). Without JavaScript the
 * form posts itself and the page renders the answer (`pageAnswer`).
 */
function useProfileForm(name: ProfileFormName, pageAnswer: ProfileActionData | undefined, onToast: (toast: Toast) => void): ProfileFormState {
  const { intent, schema } = SCHEMAS[name]
  const fetcher = useFetcher<ProfileActionData>({ key: `profile-${name}` })
  const fromPage =
    pageAnswer?.intent === intent &&
    (name !== 'emailCode' && name !== 'phoneCode' ? true : pageAnswer.result.initialValue?.channel === (name === 'emailCode' ? 'email' : 'phone'))
  const answer = fetcher.data ?? (fromPage ? pageAnswer : undefined)
  const [form] = useForm({
    id: `profile-${name}`,
    lastResult: answer?.result,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit(event, { formData }) {
      event.preventDefault()
      void fetcher.submit(formData, { method: 'post', action: PROFILE_ACTION, preventScrollReset: true })
    },
  })
  const toastId = fetcher.data?.toastId
  useEffect(() => {
    if (toastId) onToast(toastOf(fetcher.data))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new answer (a new toastId) raises a toast, not a new onToast or a re-render
  }, [toastId])
  const errors = Object.fromEntries(Object.entries(form.allErrors).map(([field, messages]) => [field, messages[0]]))
  return {
    formId: form.id,
    onSubmit: form.onSubmit,
    pending: fetcher.state !== 'idle',
    errors,
    notice: answer && answer.message ? { tone: answer.status === 'success' ? 'success' : 'error', message: answer.message } : null,
    // After a failed full-page post the page shows what was sent (never passwords: the server hides them).
    values: answer?.status === 'error' && answer.result.initialValue ? answer.result.initialValue : undefined,
  }
}

export interface ProfilePanelProps {
  data: ProfileTabData
  /** The page's action answer when it belongs to a profile form (a post without JavaScript). */
  actionData?: ProfileActionData | undefined
}

/** The Profile / Manage Account tab on /home. */
export function ProfilePanel({ data, actionData }: ProfilePanelProps) {
  const [toast, setToast] = useState<Toast>(() => toastOf(actionData))
  const forms: Record<ProfileFormName, ProfileFormState> = {
    contact: useProfileForm('contact', actionData, setToast),
    emailCode: useProfileForm('emailCode', actionData, setToast),
    phoneCode: useProfileForm('phoneCode', actionData, setToast),
    physical: useProfileForm('physical', actionData, setToast),
    address: useProfileForm('address', actionData, setToast),
    password: useProfileForm('password', actionData, setToast),
    passwordCode: useProfileForm('passwordCode', actionData, setToast),
    passwordSet: useProfileForm('passwordSet', actionData, setToast),
    categories: useProfileForm('categories', actionData, setToast),
  }
  const suggestAddress = useAddressSuggestions()
  return <ProfileTab data={data} forms={forms} toast={toast} suggestAddress={suggestAddress} />
}

/** Whether the tab's action answer is a profile form's (the route hands only those to the panel). */
export function isProfileAnswer(answer: unknown): answer is ProfileActionData {
  return typeof answer === 'object' && answer !== null && 'intent' in answer && typeof answer.intent === 'string' && answer.intent.startsWith('profile.')
}
