import { requestMessages } from '@telehealth/domain'

/**
 * The form a page or a fetcher posted. A body that is no form (JSON, plain text, a declared type
 * that lies, a cut-off multipart body) is the sender's mistake, not the server's: it is refused with
 * 415 and one sentence, before anything is read or written, instead of Request.formData()'s TypeError
 * becoming a 500 (found by the route fuzz suite, ADR 104).
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    // A thrown Response: a resource route answers it as it is, a page shows it in its error boundary.
    throw Response.json({ message: requestMessages.unreadableForm }, { status: 415 })
  }
}
