/** A native radio or checkbox drawn as a large tappable card (390 px first). */
export const optionCardClassName =
  'flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl border-2 border-line bg-white px-4 py-3 text-base font-medium text-ink transition hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700'

export const textControlClassName =
  'w-full rounded-2xl border-2 border-line bg-white px-4 py-3 text-base text-ink placeholder:text-muted/80 focus:border-brand-700 focus:outline-none'
