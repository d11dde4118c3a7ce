import { use, type ComponentType } from 'react'

/**
 * Stand-ins for screens whose code is fetched after the first paint. Each draws the real screen
 * once its module is there and suspends until then (starting the fetch if nothing has yet);
 * `preload` starts it early. A fetch that fails is tried again on the next render.
 */
export function deferredScreens<TScreens extends object>(
  /** Every screen's name, once: a record, so the type checker catches one left out. */
  names: Record<keyof TScreens & string, true>,
  load: () => Promise<TScreens>,
): { screens: TScreens; preload: () => Promise<TScreens> } {
  let loaded: TScreens | null = null
  let loading: Promise<TScreens> | null = null
  const preload = () => {
    loading ??= load().then(
      (screens) => (loaded = screens),
      (error: unknown) => {
        loading = null
        throw error
      },
    )
    return loading
  }
  const standIns: Record<string, ComponentType<object>> = {}
  for (const name of Object.keys(names) as (keyof TScreens & string)[]) {
    function Deferred(props: object) {
      // The stand-in has the screen's own props and passes them through untouched.
      const Screen = (loaded ?? use(preload()))[name] as ComponentType<object>
      return <Screen {...props} />
    }
    Deferred.displayName = `Deferred(${name})`
    standIns[name] = Deferred
  }
  return { screens: standIns as TScreens, preload }
}
