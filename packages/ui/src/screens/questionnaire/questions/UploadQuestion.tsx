import { imageUploadMessages, questionnaireImageProblem, type Answer, type Question } from '@telehealth/domain'
import { useEffect, useRef, useState } from 'react'
import { ImageUploader, type ImageUploaderState } from '../../../components/ImageUploader.tsx'

export type UploadFile = (
  file: File,
  question: Question,
  onProgress: (percent: number) => void,
) => Promise<{ ok: true; filename: string } | { ok: false; message: string }>

export interface UploadQuestionProps {
  question: Question
  answer: Answer
  uploadFile: UploadFile
  /** The stored file name became the answer (the runner moves on 0.5 s later). */
  onUploaded: (filename: string) => void
}

/**
 * file and image_upload (spec 001 section 4): choose, preview, Confirm Upload, Uploading... with
 * progress, then Uploaded! and the file name is the answer; a failure shows its text, 'Please try
 * uploading again' and Try Again.
 */
export function UploadQuestion({ question, answer, uploadFile, onUploaded }: UploadQuestionProps) {
  const [file, setFile] = useState<File | null>(null)
  const [previewUrl, setPreviewUrl] = useState<string | undefined>(undefined)
  const [state, setState] = useState<ImageUploaderState>('idle')
  const [progress, setProgress] = useState(0)
  const [error, setError] = useState<string | undefined>(undefined)
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl])

  function choose(chosen: File | null) {
    const problem = questionnaireImageProblem(chosen)
    setError(problem ?? undefined)
    setFile(problem ? null : chosen)
    setPreviewUrl(chosen && !problem ? URL.createObjectURL(chosen) : undefined)
    setState(problem ? 'idle' : 'chosen')
  }

  async function confirm() {
    if (!file) return
    setState('uploading')
    setProgress(0)
    setError(undefined)
    let result: Awaited<ReturnType<UploadFile>>
    try {
      result = await uploadFile(file, question, (percent) => mounted.current && setProgress(percent))
    } catch {
      result = { ok: false, message: imageUploadMessages.genericFailed }
    }
    if (!mounted.current) return
    if (result.ok) {
      setState('uploaded')
      onUploaded(result.filename)
    } else {
      setState('failed')
      setError(result.message)
    }
  }

  const uploadedBefore = typeof answer === 'string' && answer !== '' && state === 'idle'
  return (
    <div className="flex flex-col gap-3">
      <ImageUploader
        state={state}
        previewUrl={previewUrl}
        progress={progress}
        error={error}
        errorHint={state === 'failed' ? imageUploadMessages.retryHint : undefined}
        chooseLabel={question.placeholder || 'Choose a photo'}
        onChoose={choose}
        onConfirm={() => void confirm()}
      />
      {uploadedBefore ? (
        <p role="status" className="rounded-xl bg-brand-50 p-3 text-sm text-brand-800">
          {imageUploadMessages.uploaded} You can go on, or choose another photo to replace it.
        </p>
      ) : null}
    </div>
  )
}
