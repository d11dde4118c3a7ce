/** The brand's leaf mark (decorative) beside its name. */
export function BrandMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
      <path d="M12 2c4 3.5 6 7 6 10.5A6 6 0 0 1 12 18.5a6 6 0 0 1-6-6C6 9 8 5.5 12 2Z" className="fill-brand-600" />
      <path d="M12 8v14" strokeWidth="1.8" strokeLinecap="round" className="stroke-white" />
    </svg>
  )
}
