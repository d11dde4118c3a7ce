import { Button } from '../../components/Button.tsx'

export interface PortalHomeScreenProps {
  firstName: string
}

/** The patient's home: the greeting and Log Out (the portal's tabs fill it in later). */
export function PortalHomeScreen({ firstName }: PortalHomeScreenProps) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-start justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-ink">Hi, {firstName}</h1>
        <form method="post" action="/logout">
          <Button type="submit" variant="link">
            Log Out
          </Button>
        </form>
      </div>
      <p className="rounded-2xl border border-black/10 bg-white p-5 text-base text-muted">
        Your orders, billing, profile and messages with your doctor will appear here.
      </p>
    </div>
  )
}
