import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { prescriptionMessages } from '@telehealth/domain'
import { FunnelLayout } from '@telehealth/ui'
import { PrescriptionConfirmScreen } from '@telehealth/ui/screens/portal/PrescriptionConfirmScreen'
import { requirePatient } from '~/auth/patient-session.server.ts'
import { getBrandName } from '~/brand.server.ts'
import { answerPrescription, prescriptionFor } from '~/portal/prescription.server.ts'
import { readForm } from '~/http/read-form.server.ts'

export const meta: MetaFunction = () => [{ title: prescriptionMessages.pageTitle }]

/** /prescription/{id} (id: the order's). Another patient's order, or one without a prescription: 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const view = await prescriptionFor(patient, params.id ?? '')
  if (!view) throw data({ message: prescriptionMessages.notFound }, { status: 404 })
  return { brandName: await getBrandName(), view }
}

/**
 * Approve or Decline & Update with Doctor, posted by the page's form (it works without JavaScript):
 * the same answer as `POST /api/prescription-update/{id}`. A refused or failed answer stays on the
 * page with its message (the spec only logs it; ADR 050).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const patient = await requirePatient(request)
  const form = await readForm(request)
  const accept = form.get('accept')
  if (accept !== 'true' && accept !== 'false') return data({ message: prescriptionMessages.badUpdate }, { status: 400 })
  const answer = await answerPrescription(patient, params.id ?? '', accept === 'true')
  if (answer.ok) return redirect(answer.redirectTo)
  return data({ message: answer.message }, { status: answer.status })
}

export default function PrescriptionRoute() {
  const { brandName, view } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const navigation = useNavigation()
  const sending = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST' ? navigation.formData?.get('accept') : null
  return (
    <FunnelLayout brandName={brandName}>
      <PrescriptionConfirmScreen
        items={view.items}
        answered={view.answered}
        error={answer?.message && answer.message !== view.answered ? answer.message : null}
        submitting={sending === 'true' ? 'approve' : sending === 'false' ? 'decline' : null}
        renderForm={({ children }) => <Form method="post">{children}</Form>}
      />
    </FunnelLayout>
  )
}
