import type { FormEventHandler, ReactNode } from 'react'
import { useId } from 'react'
import { Button } from '../../../components/Button.tsx'
import { Card } from '../../../components/Card.tsx'
import { FormNotice } from '../../account/AccountField.tsx'

/** Where every profile form posts (the Profile tab's own route), with or without JavaScript: the tab renders the answer. */
export const PROFILE_ACTION = '/home/profile'

/** One form's state, as the page knows it: its answer, its messages, whether it is being sent. */
export interface ProfileFormState {
  /** The form's id (Conform's), so its fields and its answer belong together. */
  formId?: string | undefined
  /** The success or failure message under the heading (spec 001 section 8). */
  notice?: { tone: 'success' | 'error'; message: string } | null | undefined
  /** A message per posted field name. */
  errors?: Record<string, string | undefined> | undefined
  /** What was posted, to show again after a failed full-page post (never passwords). */
  values?: Record<string, unknown> | undefined
  pending?: boolean | undefined
  /** With JavaScript: validates in the browser and sends without a reload. */
  onSubmit?: FormEventHandler<HTMLFormElement> | undefined
}

export interface ProfileFormCardProps extends ProfileFormState {
  title: string
  description?: string | undefined
  intent: string
  submitLabel?: string
  action?: string | undefined
  /** The fields; a form that only asks for something (send a code) has none. */
  children?: ReactNode
}

/**
 * A profile form in its own card: a heading (the card is a named region), the answer's message,
 * the fields, and its own Update button. A plain POST form with a hidden `intent`: it works
 * without JavaScript, and the page's script may take over `onSubmit`.
 */
export function ProfileFormCard({
  title,
  description,
  intent,
  submitLabel = 'Update',
  action = PROFILE_ACTION,
  formId,
  notice,
  pending,
  onSubmit,
  children,
}: ProfileFormCardProps) {
  const headingId = useId()
  return (
    <Card as="section" aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-xl font-bold tracking-tight text-ink">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted">{description}</p> : null}
      </div>
      {notice ? <FormNotice tone={notice.tone}>{notice.message}</FormNotice> : null}
      <form id={formId} method="post" action={action} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <input type="hidden" name="intent" value={intent} />
        {children}
        <Button type="submit" pending={pending} pendingLabel="Updating..." className="sm:w-auto sm:self-start sm:px-10">
          {submitLabel}
        </Button>
      </form>
    </Card>
  )
}

/** A posted value as text for a field's default (a list or anything else reads as empty). */
export function textOf(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback
}
