import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`video_required\` integer;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`video_state\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`video_required\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`video_state\`;`)
}
