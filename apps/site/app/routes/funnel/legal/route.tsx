import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { FunnelLayout, LegalPageScreen, type LegalBlock } from '@telehealth/ui'
import { getBrandName } from '~/brand.server.ts'
import { cmsAsVisitor } from '~/cms.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.content.title ?? 'Legal' }]

/** The six legal pages, their text from the CMS (paragraphs separated by blank lines). */
export async function loader({ params }: LoaderFunctionArgs) {
  const cms = await cmsAsVisitor()
  const found = await cms.find({ collection: 'legal-pages', where: { slug: { equals: params.slug ?? '' } }, limit: 1, depth: 0 })
  const page = found.docs[0]
  // An unknown page goes to the start, as every unknown address does.
  if (!page) throw redirect('/')
  const blocks: LegalBlock[] = (page.sections ?? []).flatMap((section) => [
    ...(section.heading ? [{ type: 'heading' as const, text: section.heading }] : []),
    ...section.body
      .split(/\n\s*\n/)
      .map((text) => text.trim())
      .filter(Boolean)
      .map((text) => ({ type: 'paragraph' as const, text })),
  ])
  const lastUpdated = `Last updated ${new Date(page.updatedAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}`
  return { brandName: await getBrandName(), content: { title: page.title, lastUpdated, blocks } }
}

export default function LegalRoute() {
  const { brandName, content } = useLoaderData<typeof loader>()
  return (
    <FunnelLayout brandName={brandName}>
      <LegalPageScreen content={content} />
    </FunnelLayout>
  )
}
