import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`settings\` ADD \`portal_claims_doctor_review\` text DEFAULT 'Doctor review takes 24 to 48 hours' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`portal_claims_pharmacy\` text DEFAULT 'The pharmacy takes 2 to 3 days' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`portal_claims_doctor_review\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`portal_claims_pharmacy\`;`)
}
