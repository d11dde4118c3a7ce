import type { Answer, DosePlanMonth, Question } from '@telehealth/domain'
import { DoseQuestion } from './questions/DoseQuestion.tsx'
import { InformationalQuestion } from './questions/InformationalQuestion.tsx'
import { IntegerQuestion } from './questions/IntegerQuestion.tsx'
import { MultipleOptionQuestion } from './questions/MultipleOptionQuestion.tsx'
import { SingleOptionQuestion } from './questions/SingleOptionQuestion.tsx'
import { TextareaQuestion } from './questions/TextareaQuestion.tsx'
import { TextQuestion } from './questions/TextQuestion.tsx'
import { UploadQuestion, type UploadFile } from './questions/UploadQuestion.tsx'

export interface QuestionFieldProps {
  question: Question
  answer: Answer
  labelId: string
  descriptionId?: string | undefined
  onAnswer: (answer: Answer) => void
  onToggle: (title: string) => void
  uploadFile: UploadFile
  onUploaded: (filename: string) => void
  doseMonths: readonly DosePlanMonth[]
  doseSchedule: readonly (number | null)[]
  onChooseDose: (month: number, doseMg: number) => void
}

/** The control for a question's type. */
export function QuestionField(props: QuestionFieldProps) {
  const { question, answer, labelId, descriptionId, onAnswer } = props
  const field = { question, answer, labelId, descriptionId, onAnswer }
  switch (question.question_type) {
    case 'single_option':
      return <SingleOptionQuestion {...field} />
    case 'multiple_option':
      return <MultipleOptionQuestion question={question} answer={answer} labelId={labelId} descriptionId={descriptionId} onToggle={props.onToggle} />
    case 'text':
    case 'string':
      return <TextQuestion {...field} />
    case 'textarea':
      return <TextareaQuestion {...field} />
    case 'integer':
      return <IntegerQuestion {...field} />
    case 'file':
    case 'image_upload':
      return <UploadQuestion key={String(question.id)} question={question} answer={answer} uploadFile={props.uploadFile} onUploaded={props.onUploaded} />
    case 'informational':
      return <InformationalQuestion question={question} descriptionId={descriptionId} />
    case 'dose_optimization':
      return <DoseQuestion months={props.doseMonths} schedule={props.doseSchedule} onChoose={props.onChooseDose} hint={question.description ?? undefined} />
  }
}
