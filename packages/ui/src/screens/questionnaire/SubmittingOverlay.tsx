import { questionnaireMessages } from '@telehealth/domain'
import { FullScreenLoader } from '../../components/FullScreenLoader.tsx'

/** 'Please wait... Submitting form!' over the form while the answers are sent. */
export function SubmittingOverlay() {
  return <FullScreenLoader label={questionnaireMessages.submitting} />
}
