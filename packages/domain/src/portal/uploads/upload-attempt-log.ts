import { z } from 'zod'

/** The best-effort upload log record (spec 001: success, error, userAgent, fileSize, ...). */
export const uploadAttemptLogSchema = z.object({
  success: z.boolean(),
  error: z.string().max(1000).nullable().optional(),
  userAgent: z.string().max(512).optional(),
  fileSize: z.number().int().nonnegative(),
  filename: z.string().max(255),
  imageType: z.string().max(64).optional(),
  idOfForm: z.union([z.string().max(64), z.number().int()]).optional(),
  timestamp: z.iso.datetime(),
})
