import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`uploads\` ADD \`prefix\` text DEFAULT 'uploads';`)
  await db.run(sql`ALTER TABLE \`uploads\` ADD \`_objectkey\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`uploads\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`uploads\` DROP COLUMN \`_objectkey\`;`)
}
