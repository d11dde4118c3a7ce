/** What /sign-up draws after its first slide, fetched after the first paint (funnel-screens.ts). */
export { signUpLaterSlideScreens } from '@telehealth/ui'
