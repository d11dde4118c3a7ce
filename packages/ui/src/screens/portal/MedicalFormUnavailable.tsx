import { PageUnavailable } from '../../components/PageUnavailable.tsx'

export interface MedicalFormUnavailableProps {
  title: string
  message: string
  homeHref?: string
}

/** The medical form's error screen: no published version of the order's form (ADR 060). */
export function MedicalFormUnavailable(props: MedicalFormUnavailableProps) {
  return <PageUnavailable {...props} role="alert" />
}
