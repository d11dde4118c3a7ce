import { useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { FormEventHandler } from 'react'
import type { ZodType } from 'zod'

/**
 * Forms read with Conform against the domain's zod schemas (packages/domain/FORMS.md), the same
 * schema in the browser and in the action. The browser check is a convenience: without JavaScript
 * the form posts and the action answers the same messages.
 */

/** The action's reading of a post; `submission.reply()` goes back to the page as `result`. */
export function parseForm<Schema extends ZodType>(formData: FormData, schema: Schema) {
  return parseWithZod(formData, { schema })
}

/** The first message of each field, as the screens show them (one message per field). */
export function messagesOf(errors: Record<string, string[] | null | undefined> | null | undefined): Record<string, string> {
  const messages: Record<string, string> = {}
  for (const [field, list] of Object.entries(errors ?? {})) {
    const first = list?.[0]
    if (first) messages[field || 'form'] = first
  }
  return messages
}

/**
 * The browser side: the form's id and submit handler (Conform stops a post the schema refuses and
 * shows its messages; a post it accepts goes to the action as usual), and the messages to show,
 * from the browser's check or the action's `result`.
 */
export function useDomainForm<Schema extends ZodType>(schema: Schema, lastResult: SubmissionResult<string[]> | null | undefined) {
  const [form] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  const formProps: { id: string; onSubmit: FormEventHandler<HTMLFormElement> } = { id: form.id, onSubmit: form.onSubmit }
  return { formProps, errors: messagesOf(form.allErrors) }
}
