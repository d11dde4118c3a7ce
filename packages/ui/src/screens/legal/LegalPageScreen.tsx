export type LegalBlock = { type: 'heading'; text: string } | { type: 'paragraph'; text: string } | { type: 'list'; items: string[] }

export interface LegalPageContent {
  title: string
  /** "Last updated January 1, 2025", shown under the title. */
  lastUpdated?: string | undefined
  blocks: LegalBlock[]
}

export interface LegalPageScreenProps {
  content: LegalPageContent
}

/** A legal page (HIPAA Notice, Privacy Policy, ...) from structured text: no HTML from the CMS is injected. */
export function LegalPageScreen({ content }: LegalPageScreenProps) {
  return (
    <article className="flex flex-col gap-4">
      <header className="flex flex-col gap-1 pb-2">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{content.title}</h1>
        {content.lastUpdated ? <p className="text-sm text-muted">{content.lastUpdated}</p> : null}
      </header>
      {content.blocks.map((block, index) => {
        const key = `${block.type}-${index}`
        if (block.type === 'heading') {
          return (
            <h2 key={key} className="pt-3 text-xl font-bold text-ink">
              {block.text}
            </h2>
          )
        }
        if (block.type === 'list') {
          return (
            <ul key={key} className="flex list-disc flex-col gap-1.5 pl-6 text-base leading-7 text-ink marker:text-brand-600">
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )
        }
        return (
          <p key={key} className="text-base leading-7 text-ink">
            {block.text}
          </p>
        )
      })}
    </article>
  )
}
