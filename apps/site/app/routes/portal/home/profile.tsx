import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { requirePatient } from '~/auth/patient-session.server.ts'
import { tabAnswer, unknownIntent } from '~/portal/home.server.ts'
import type { HomeTabHandle } from '~/portal/home-tab.ts'
import { isProfileAnswer, ProfilePanel } from '~/portal/ProfilePanel.tsx'
import { loadProfileTab, profileAction } from '~/portal/profile.server.ts'
import { readForm } from '~/http/read-form.server.ts'

/** The Profile / Manage Account tab (spec 001), at /home/profile. */
export const handle: HomeTabHandle = { homeTab: 'profile' }

export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  return tabAnswer('profile', await loadProfileTab(patient))
}

/** The tab's forms (`profile.*`), posted by its fetchers or, without JavaScript, by the page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const patient = await requirePatient(request)
  const form = await readForm(request)
  const intent = form.get('intent')
  if (typeof intent === 'string' && intent.startsWith('profile.')) return profileAction({ request, context, patient, form, intent })
  return unknownIntent(intent)
}

export default function ProfileTabRoute() {
  const profile = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  return <ProfilePanel data={profile} actionData={isProfileAnswer(answer) ? answer : undefined} />
}
