/** What / draws after its first step, fetched after the first paint (funnel-screens.ts). */
export { intakeLaterStepScreens, ResultScreen } from '@telehealth/ui'
