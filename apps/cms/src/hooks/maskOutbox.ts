import type { CollectionAfterReadHook } from 'payload'
import type { Outbox } from '../payload-types.ts'

/** What replaces a secret in a message shown to staff. */
export const MASK = '••••'

// Secrets in outgoing messages: set-password and reset links (the site's /password-reset/<token>,
// the admin's /reset/<token>), checkout links (?link=<token>) and any token parameter, and
// one-time codes ("Your verification code is 1234"). A token ends before a space, a quote, a tag,
// another parameter, or the punctuation closing the sentence it ends.
const SECRETS: ReadonlyArray<readonly [RegExp, string]> = [
  [/(\/password-reset\/)[^\s"'<>?#&]*[^\s"'<>?#&.,;:!)\]]/g, `$1${MASK}`],
  [/(\/reset\/)[^\s"'<>?#&]*[^\s"'<>?#&.,;:!)\]]/g, `$1${MASK}`],
  [/([?&](?:amp;)?(?:link|token)=)[^\s"'<>&#]*[^\s"'<>&#.,;:!)\]]/gi, `$1${MASK}`],
  [/(\bcodes?\b[^0-9\n]{0,40}?)\d{4,8}\b/gi, `$1${MASK}`],
]

/** A message's text with its links' tokens and its codes replaced by the mask. */
export function maskSecrets(text: string): string {
  return SECRETS.reduce((masked, [pattern, replacement]) => masked.replace(pattern, replacement), text)
}

/**
 * Staff see the outbox with every link's token and every code masked, in the admin and the API: a
 * message to a patient must not let a staff member into the patient's account. The server's own
 * reads (no user) and the patients' are not masked: the server and the tests read the real link.
 */
export const maskOutboxForStaff: CollectionAfterReadHook<Outbox> = ({ doc, req }) => {
  if (req.user?.collection !== 'staff') return doc
  const masked: Outbox = { ...doc }
  if (typeof doc.body === 'string') masked.body = maskSecrets(doc.body)
  if (typeof doc.html === 'string') masked.html = maskSecrets(doc.html)
  return masked
}
