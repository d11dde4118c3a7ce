import { Card } from '../../components/Card.tsx'

/** Doctor on Demand (shown with a health_id): the response-time promise; the doctor card and chat come with the chat work. */
export function DoctorTab() {
  return (
    <section aria-labelledby="doctor-heading" className="flex flex-col gap-3">
      <h2 id="doctor-heading" className="text-xl font-bold text-ink">
        Doctor on Demand
      </h2>
      <Card>
        <p className="text-base text-ink">Your care team answers messages in under 24 hours, and you get a text when they do.</p>
      </Card>
    </section>
  )
}
