import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`card_on_file_status\` text;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`card_on_file_gateway\` text;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`card_on_file_customer_ref\` text;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`card_on_file_payment_method_ref\` text;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`card_on_file_brand\` text;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`card_on_file_last4\` text;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`card_on_file_exp_month\` numeric;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`card_on_file_exp_year\` numeric;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`card_on_file_saved_at\` text;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`card_on_file_failure\` text;`)
  await db.run(sql`ALTER TABLE \`sandbox_payments\` ADD \`kind\` text;`)
  await db.run(sql`ALTER TABLE \`sandbox_payments\` ADD \`customer_ref\` text;`)
  await db.run(sql`ALTER TABLE \`sandbox_payments\` ADD \`card\` text;`)
  await db.run(sql`CREATE INDEX \`sandbox_payments_customer_ref_idx\` ON \`sandbox_payments\` (\`customer_ref\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`sandbox_payments_customer_ref_idx\`;`)
  await db.run(sql`ALTER TABLE \`sandbox_payments\` DROP COLUMN \`kind\`;`)
  await db.run(sql`ALTER TABLE \`sandbox_payments\` DROP COLUMN \`customer_ref\`;`)
  await db.run(sql`ALTER TABLE \`sandbox_payments\` DROP COLUMN \`card\`;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` DROP COLUMN \`card_on_file_status\`;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` DROP COLUMN \`card_on_file_gateway\`;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` DROP COLUMN \`card_on_file_customer_ref\`;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` DROP COLUMN \`card_on_file_payment_method_ref\`;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` DROP COLUMN \`card_on_file_brand\`;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` DROP COLUMN \`card_on_file_last4\`;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` DROP COLUMN \`card_on_file_exp_month\`;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` DROP COLUMN \`card_on_file_exp_year\`;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` DROP COLUMN \`card_on_file_saved_at\`;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` DROP COLUMN \`card_on_file_failure\`;`)
}
