import { getPayload } from 'payload'
import { z } from 'zod'
import { migrateDatabase } from '../migrate.ts'
import config from '../payload.config.ts'
import { seed } from '../seed/seed.ts'

/**
 * `npm run db:setup`: applies the committed migrations, then seeds what is missing. Safe to run on
 * every start: a second run keeps everything staff and patients have entered.
 * The local staff login is printed only when the start script asks (PRINT_SEED_LOGIN=1, a
 * developer's own machine); a production database needs SEED_ADMIN_PASSWORD and prints nothing.
 */
const setupEnv = z
  .object({
    SEED_ADMIN_EMAIL: z.email('must be an email address').default('admin@example.com'),
    SEED_ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
    PRINT_SEED_LOGIN: z.enum(['0', '1']).default('0'),
  })
  .safeParse(process.env)

if (!setupEnv.success) {
  for (const issue of setupEnv.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`)
  process.exit(1)
}
const { SEED_ADMIN_EMAIL, SEED_ADMIN_PASSWORD, PRINT_SEED_LOGIN } = setupEnv.data
if (!SEED_ADMIN_PASSWORD) {
  console.error('SEED_ADMIN_PASSWORD is required (npm start makes one for a local machine).')
  process.exit(1)
}

const payload = await getPayload({ config })
await migrateDatabase(payload)
const result = await seed(payload, { adminEmail: SEED_ADMIN_EMAIL, adminPassword: SEED_ADMIN_PASSWORD })
console.log(
  `Database ready: ${result.createdAdmin ? 'created the admin staff user' : 'admin staff user already present'}, ` +
    `${result.seededCopy ? 'wrote the initial funnel copy' : 'funnel copy kept as edited'}` +
    (Object.keys(result.created).length > 0
      ? `; added ${Object.entries(result.created)
          .map(([collection, count]) => `${count} ${collection}`)
          .join(', ')}.`
      : '.'),
)
if (PRINT_SEED_LOGIN === '1') {
  // Print the password only while it still opens the account (staff may have changed it since).
  const stillValid = await payload
    .login({ collection: 'staff', data: { email: SEED_ADMIN_EMAIL, password: SEED_ADMIN_PASSWORD } })
    .then(() => true)
    .catch(() => false)
  console.log(
    stillValid
      ? `Local staff login (this machine only): ${SEED_ADMIN_EMAIL} / ${SEED_ADMIN_PASSWORD}`
      : `Local staff login: ${SEED_ADMIN_EMAIL} (its password was changed in the admin since it was first printed)`,
  )
}
process.exit(0)
