import { z } from 'zod'
import { passwordRequiredMessage, profileMessages } from '../../messages.ts'

/**
 * Profile form 4: newPassword and confirmPassword must match. oldPassword is part of the call
 * but not on screen, so it is optional here; no strength rule is shown.
 */
export const passwordChangeSchema = z
  .object({
    oldPassword: z.string().optional(),
    newPassword: z.string({ error: passwordRequiredMessage }).min(1, { error: passwordRequiredMessage, abort: true }),
    confirmPassword: z.string({ error: profileMessages.passwordsDoNotMatch }),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: profileMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  })

export type PasswordChange = z.infer<typeof passwordChangeSchema>
