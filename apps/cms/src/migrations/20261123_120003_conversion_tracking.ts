import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`conversion_id\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`conversion_status\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`conversion_attempts\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`conversion_id\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`conversion_status\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`conversion_attempts\`;`)
}
