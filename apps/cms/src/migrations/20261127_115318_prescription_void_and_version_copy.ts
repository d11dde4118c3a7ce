import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`questionnaires\` ADD \`started_forms_from\` text;`)
  await db.run(sql`ALTER TABLE \`_questionnaires_v\` ADD \`version_started_forms_from\` text;`)
  await db.run(sql`ALTER TABLE \`prescriptions\` ADD \`void_reason\` text;`)
  await db.run(sql`ALTER TABLE \`prescriptions\` ADD \`voided_by_id\` integer REFERENCES staff(id);`)
  await db.run(sql`ALTER TABLE \`prescriptions\` ADD \`voided_at\` text;`)
  await db.run(sql`CREATE INDEX \`prescriptions_voided_by_idx\` ON \`prescriptions\` (\`voided_by_id\`);`)
  await db.run(sql`ALTER TABLE \`questionnaire_responses\` ADD \`answered_questionnaire\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_prescriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`patient_id\` integer NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`responded_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`patient_id\`) REFERENCES \`patients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_prescriptions\`("id", "patient_id", "order_id", "status", "responded_at", "updated_at", "created_at") SELECT "id", "patient_id", "order_id", "status", "responded_at", "updated_at", "created_at" FROM \`prescriptions\`;`)
  await db.run(sql`DROP TABLE \`prescriptions\`;`)
  await db.run(sql`ALTER TABLE \`__new_prescriptions\` RENAME TO \`prescriptions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`prescriptions_patient_idx\` ON \`prescriptions\` (\`patient_id\`);`)
  await db.run(sql`CREATE INDEX \`prescriptions_order_idx\` ON \`prescriptions\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`prescriptions_updated_at_idx\` ON \`prescriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`prescriptions_created_at_idx\` ON \`prescriptions\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`questionnaires\` DROP COLUMN \`started_forms_from\`;`)
  await db.run(sql`ALTER TABLE \`_questionnaires_v\` DROP COLUMN \`version_started_forms_from\`;`)
  await db.run(sql`ALTER TABLE \`questionnaire_responses\` DROP COLUMN \`answered_questionnaire\`;`)
}
