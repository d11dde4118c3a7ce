import type { ClientActionFunctionArgs } from '@remix-run/react'
import { submitFormAction } from '~/forms/medical-form/submit.server.ts'
import { answerOrUnanswered } from '~/http/fetcher-actor.ts'

/** The spec's `POST /api/submit-md-form` (ADR 061). */
export const action = submitFormAction('md')

/** In the browser: a submit that got no answer reaches the form as a failure it can retry, not the error page. */
export const clientAction = ({ serverAction }: ClientActionFunctionArgs) => answerOrUnanswered(() => serverAction<typeof action>())
