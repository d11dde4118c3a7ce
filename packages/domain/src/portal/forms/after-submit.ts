/** States whose rules need a short video after the bareMeds form. */
export const VIDEO_REQUIRED_STATES: readonly string[] = ['AR', 'IN', 'IA', 'KS', 'KY', 'MT', 'OK', 'SC', 'SD', 'TX', 'WV', 'IL', 'NJ', 'OR', 'VA', 'WA']

export type QuestionnaireFormType = 'medical' | 'bareMeds' | 'refill'

export function requiresVideo(
  formType: QuestionnaireFormType,
  state: string | null | undefined,
  videoRequiredStates: readonly string[] = VIDEO_REQUIRED_STATES,
): boolean {
  return formType === 'bareMeds' && state !== null && state !== undefined && videoRequiredStates.includes(state.toUpperCase())
}

/** The page where the patient records or uploads the video an order needs. */
export function videoUploadPath(formId: string | number): string {
  return `/upload-video/${encodeURIComponent(String(formId))}`
}
