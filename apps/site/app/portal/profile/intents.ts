/** The profile tab's forms, each posted with its `intent` (spec 001 sections 2, 5, 7, 8). */
export const PROFILE_INTENTS = [
  'profile.contact',
  'profile.contact-code',
  'profile.physical',
  'profile.address',
  'profile.password',
  'profile.password-code',
  'profile.password-set',
  'profile.categories',
] as const
export type ProfileIntent = (typeof PROFILE_INTENTS)[number]

export function isProfileIntent(intent: string): intent is ProfileIntent {
  return (PROFILE_INTENTS as readonly string[]).includes(intent)
}
