import { useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from '@remix-run/react'
import { progressMessages, WEIGHT_ENTRY_INTENT, weightEntrySchema } from '@telehealth/domain'
import { ProgressTab } from '@telehealth/ui/screens/portal/progress/ProgressTab'
import { WeightLogForm } from '@telehealth/ui/screens/portal/progress/WeightLogForm'
import { useMemo } from 'react'
import type { ProgressActionData, ProgressTabData } from './progress.server.ts'

export interface ProgressPanelProps {
  data: ProgressTabData
  /** The route's action data when it answers a `progress.*` post. */
  actionData?: ProgressActionData | undefined
}

const FORM_ID = 'weight-log'

/**
 * The myNewSelf tab wired to its route's action (/home/progress): Conform checks the form in the browser with the
 * domain's schema (the server checks it again), and Remix's <Form> posts it without a reload;
 * without JavaScript the same form posts and the page comes back with the message or the entry.
 */
export function ProgressPanel({ data, actionData }: ProgressPanelProps) {
  const schema = useMemo(() => weightEntrySchema(data.today), [data.today])
  const [form, fields] = useForm({
    id: FORM_ID,
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === WEIGHT_ENTRY_INTENT
  const saved = actionData?.saved ? (actionData.saved.replaced ? progressMessages.replaced : progressMessages.saved) : undefined
  const initial = (value: unknown) => (typeof value === 'string' ? value : undefined)
  return (
    <ProgressTab
      today={data.today}
      entries={data.entries}
      baseline={data.baseline}
      nextDose={data.nextDose}
      nextShipmentOn={data.nextShipmentOn}
      form={
        <WeightLogForm
          // A saved entry resets the form (Conform's reply): new keys, fresh boxes.
          key={`${fields.weight.key ?? ''}-${fields.measuredOn.key ?? ''}`}
          today={data.today}
          as={Form}
          formProps={{ id: form.id, onSubmit: form.onSubmit, noValidate: true }}
          values={{ weight: initial(fields.weight.initialValue), measuredOn: initial(fields.measuredOn.initialValue) }}
          errors={{ weight: fields.weight.errors?.[0], measuredOn: fields.measuredOn.errors?.[0], form: form.errors?.[0] }}
          saved={saved}
          submitting={submitting}
        />
      }
    />
  )
}
