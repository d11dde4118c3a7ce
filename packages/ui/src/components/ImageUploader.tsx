import { imageUploadButtonLabel, type ImageUploadState } from '@telehealth/domain'
import { clsx } from 'clsx'
import { useId, type ChangeEvent } from 'react'

export type ImageUploaderState = 'idle' | ImageUploadState

export interface ImageUploaderProps {
  state: ImageUploaderState
  /** An object URL of the chosen image. */
  previewUrl?: string | undefined
  /** 0 to 100 while uploading. */
  progress?: number
  /** What went wrong (the spec's texts), shown under the button. */
  error?: string | undefined
  /** A second line after a failure ("Please try uploading again" in questionnaires). */
  errorHint?: string | undefined
  chooseLabel?: string
  onChoose: (file: File | null) => void
  onConfirm: () => void
}

/**
 * The image uploader (spec 001: file chosen, preview, confirm, upload with progress): one file
 * input, the preview, and one button whose label follows the state ('Confirm Upload',
 * 'Uploading...', 'Try Again', 'Uploaded!'). The caller runs the upload and moves on.
 */
export function ImageUploader({ state, previewUrl, progress = 0, error, errorHint, chooseLabel = 'Choose a photo', onChoose, onConfirm }: ImageUploaderProps) {
  const inputId = useId()
  const errorId = useId()
  const busy = state === 'uploading' || state === 'uploaded'
  return (
    <div className="flex flex-col gap-4">
      <div>
        <label
          htmlFor={inputId}
          className={clsx(
            'flex min-h-32 cursor-pointer flex-col items-center justify-center gap-2 overflow-hidden rounded-2xl border-2 border-dashed border-line bg-canvas p-3 text-center text-sm font-semibold text-brand-800 hover:border-brand-600',
            busy && 'pointer-events-none opacity-80',
          )}
        >
          {previewUrl ? (
            // eslint-disable-next-line jsx-a11y/img-redundant-alt -- a preview of the photo the patient chose: "photo" says what it is
            <img src={previewUrl} alt="The chosen photo" className="max-h-56 w-auto rounded-xl object-contain" />
          ) : (
            <>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-8 text-brand-600"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M4 7h3l2-2h6l2 2h3v12H4V7Z" />
                <circle cx="12" cy="13" r="3.5" />
              </svg>
              {chooseLabel}
            </>
          )}
          {previewUrl && !busy ? <span className="text-brand-700 underline underline-offset-4">Choose another photo</span> : null}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          className="sr-only"
          disabled={busy}
          aria-describedby={error ? errorId : undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChoose(event.target.files?.[0] ?? null)}
        />
      </div>
      {state === 'uploading' ? (
        <div
          role="progressbar"
          aria-label="Upload progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress)}
          className="h-2 overflow-hidden rounded-full bg-brand-100"
        >
          <div className="h-2 rounded-full bg-brand-600 transition-all" style={{ width: `${progress}%` }} />
        </div>
      ) : null}
      {error ? (
        <div id={errorId} role="alert" className="rounded-xl bg-danger-50 p-3 text-sm text-danger">
          <p>{error}</p>
          {errorHint ? <p className="mt-1 font-semibold">{errorHint}</p> : null}
        </div>
      ) : null}
      {state !== 'idle' ? (
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          aria-busy={state === 'uploading' || undefined}
          className="inline-flex min-h-13 w-full items-center justify-center rounded-full bg-brand-700 px-6 text-lg font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-80"
        >
          {imageUploadButtonLabel(state)}
        </button>
      ) : null}
    </div>
  )
}
