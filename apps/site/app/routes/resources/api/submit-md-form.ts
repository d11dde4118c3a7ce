import { submitFormAction } from '~/forms/medical-form.server.ts'

/** The spec's `POST /api/submit-md-form` (ADR 061). */
export const action = submitFormAction('md')
