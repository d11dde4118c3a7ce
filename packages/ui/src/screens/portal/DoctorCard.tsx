import { doctorTabMessages, type DoctorProfile } from '@telehealth/domain'
import { useState } from 'react'
import { Card } from '../../components/Card.tsx'

export interface DoctorCardProps {
  /** The latest encounter's doctor; null before a clinician reviewed the form, or when the profile could not be read. */
  doctor: DoctorProfile | null
}

function Silhouette() {
  return (
    <span aria-hidden="true" className="grid size-20 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
      <svg viewBox="0 0 24 24" className="size-10" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
        <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 21a8 8 0 0 1 16 0" />
      </svg>
    </span>
  )
}

/**
 * The doctor card (spec 001: Doctor on Demand tab): name, NPI number, bio and photo. Without a
 * profile it is a neutral card with no error (spec 001 section 8: a failed load leaves the profile
 * empty); a photo that does not load leaves the silhouette.
 */
export function DoctorCard({ doctor }: DoctorCardProps) {
  const [photoFailed, setPhotoFailed] = useState(false)
  if (!doctor) {
    return (
      <Card as="section" aria-label={doctorTabMessages.yourDoctor} className="flex items-center gap-4">
        <Silhouette />
        <p className="text-lg font-semibold text-ink">{doctorTabMessages.yourDoctor}</p>
      </Card>
    )
  }
  return (
    <Card as="section" aria-label={doctorTabMessages.yourDoctor}>
      <div className="flex items-center gap-4">
        {doctor.image && !photoFailed ? (
          <img src={doctor.image} alt="" width={80} height={80} className="size-20 shrink-0 rounded-full object-cover" onError={() => setPhotoFailed(true)} />
        ) : (
          <Silhouette />
        )}
        <div className="min-w-0">
          <p className="text-sm font-medium text-muted">{doctorTabMessages.yourDoctor}</p>
          <p className="text-lg font-semibold text-ink">{doctor.name}</p>
          {doctor.npi ? (
            <p className="text-sm text-muted">
              {doctorTabMessages.npi}: <span className="font-medium text-ink tabular-nums">{doctor.npi}</span>
            </p>
          ) : null}
        </div>
      </div>
      {doctor.bio ? <p className="mt-4 text-base whitespace-pre-line text-ink">{doctor.bio}</p> : null}
    </Card>
  )
}
