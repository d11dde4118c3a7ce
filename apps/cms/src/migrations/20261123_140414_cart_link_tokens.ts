import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`carts\` ADD \`link_token_hash\` text;`)
  await db.run(sql`ALTER TABLE \`carts\` ADD \`link_expires_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`carts\` DROP COLUMN \`link_token_hash\`;`)
  await db.run(sql`ALTER TABLE \`carts\` DROP COLUMN \`link_expires_at\`;`)
}
