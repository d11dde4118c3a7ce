import { Card } from '../../components/Card.tsx'

/**
 * Doctor on Demand (shown with a health_id). The doctor card and the thread with the doctor are not
 * on this screen yet (issue #31: the server side exists, the screens do not), so it promises nothing
 * it cannot keep: it says so and where the care team is reached meanwhile.
 */
export function DoctorTab() {
  return (
    <section aria-labelledby="doctor-heading" className="flex flex-col gap-3">
      <h2 id="doctor-heading" className="text-xl font-bold text-ink">
        Doctor on Demand
      </h2>
      <Card>
        <p className="text-base text-ink">Messaging your doctor from this tab is not available yet.</p>
        <p className="mt-2 text-base text-muted">To reach your care team now, use the email address or phone number at the bottom of this page.</p>
      </Card>
    </section>
  )
}
