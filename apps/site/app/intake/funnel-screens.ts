import { intakeLaterStepScreens, ResultScreen, signUpLaterSlideScreens, type IntakeLaterStepScreens, type SignUpLaterSlideScreens } from '@telehealth/ui'
import { deferredScreens } from './deferred-screens.tsx'

/**
 * The funnels' screens after their first step (and the result page of /). The server renders them
 * straight away, so every step works without JavaScript; in the browser they are stand-ins whose
 * code is fetched after the first paint, so a first visit downloads the first step only (issue #9).
 * `import.meta.env.SSR` is a constant, so the browser build drops the direct imports.
 */
interface FunnelScreens<TScreens> {
  screens: TScreens
  /** Starts fetching them in the browser; nothing to fetch on the server. */
  preload: () => Promise<unknown>
}

type NewFunnelScreens = IntakeLaterStepScreens & { ResultScreen: typeof ResultScreen }

const nothingToLoad = () => Promise.resolve()

export const newFunnelScreens: FunnelScreens<NewFunnelScreens> = import.meta.env.SSR
  ? { screens: { ...intakeLaterStepScreens, ResultScreen }, preload: nothingToLoad }
  : deferredScreens<NewFunnelScreens>(
      { state: true, name: true, gender: true, email: true, phone: true, body: true, dateOfBirth: true, goalWeight: true, ResultScreen: true },
      () => import('./later-screens/new-funnel.ts').then((loaded) => ({ ...loaded.intakeLaterStepScreens, ResultScreen: loaded.ResultScreen })),
    )

export const oldFunnelScreens: FunnelScreens<SignUpLaterSlideScreens> = import.meta.env.SSR
  ? { screens: signUpLaterSlideScreens, preload: nothingToLoad }
  : deferredScreens<SignUpLaterSlideScreens>({ contact: true, dateOfBirth: true, body: true, goalWeight: true }, () =>
      import('./later-screens/old-funnel.ts').then((loaded) => loaded.signUpLaterSlideScreens),
    )
