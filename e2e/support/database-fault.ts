import { createClient } from '@libsql/client'

/**
 * A real fault in the e2e database, for the tests that show what the site does when a read fails:
 * the products table is renamed away (and back), so the site's own catalogue query fails exactly
 * as it would if the database could not answer it. Run as a separate process (runSupportScript);
 * nothing in the apps knows about it.
 */
const [operation] = process.argv.slice(2)
const client = createClient({ url: process.env.DATABASE_URL ?? '' })

async function run(): Promise<unknown> {
  // The apps hold the database too: wait for their writes rather than fail on a busy file.
  await client.execute('PRAGMA busy_timeout = 10000')
  switch (operation) {
    case 'break-products':
      await client.execute('ALTER TABLE products RENAME TO products_unreadable')
      return { broken: true }
    case 'restore-products':
      await client.execute('ALTER TABLE products_unreadable RENAME TO products')
      return { broken: false }
    case 'break-questionnaire-drafts':
      await client.execute('ALTER TABLE questionnaire_drafts RENAME TO questionnaire_drafts_unreadable')
      return { broken: true }
    case 'restore-questionnaire-drafts':
      await client.execute('ALTER TABLE questionnaire_drafts_unreadable RENAME TO questionnaire_drafts')
      return { broken: false }
    case 'break-reship-requests':
      await client.execute('ALTER TABLE reship_requests RENAME TO reship_requests_unreadable')
      return { broken: true }
    case 'restore-reship-requests':
      await client.execute('ALTER TABLE reship_requests_unreadable RENAME TO reship_requests')
      return { broken: false }
    case 'products-readable':
      try {
        await client.execute('SELECT count(*) FROM products')
        return true
      } catch {
        return false
      }
    default:
      throw new Error(`Unknown database fault: ${operation}`)
  }
}

process.stdout.write(`\n${JSON.stringify(await run())}\n`)
client.close()
process.exit(0)
