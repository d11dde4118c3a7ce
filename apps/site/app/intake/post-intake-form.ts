/**
 * Posts intake fields to one of the site's intake endpoints; they answer with where to go next.
 * A failure throws; what the patient reads then is the machine's (intakeMessages.submitFailed).
 */
export async function postIntakeForm(path: string, fields: Record<string, string>): Promise<{ redirectTo: string }> {
  const response = await fetch(path, { method: 'POST', body: new URLSearchParams(fields), credentials: 'same-origin' })
  const body = (await response.json().catch(() => ({}))) as { redirectTo?: unknown }
  if (!response.ok || typeof body.redirectTo !== 'string') throw new Error(`${path} answered ${response.status} without a redirect`)
  return { redirectTo: body.redirectTo }
}
