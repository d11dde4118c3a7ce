/** The first message for each field of a failed parse, keyed by the field's posted name. */
export function firstErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'form'
    errors[field] ??= issue.message
  }
  return errors
}
