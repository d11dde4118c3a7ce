import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { moveClinicalRulesFromSettings } from '../globals/clinical-rules-move.ts'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`clinical_settings_blocked_states_new_funnel\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`clinical_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`clinical_settings_blocked_states_new_funnel_order_idx\` ON \`clinical_settings_blocked_states_new_funnel\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`clinical_settings_blocked_states_new_funnel_parent_idx\` ON \`clinical_settings_blocked_states_new_funnel\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`clinical_settings_blocked_states_old_funnel\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`clinical_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`clinical_settings_blocked_states_old_funnel_order_idx\` ON \`clinical_settings_blocked_states_old_funnel\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`clinical_settings_blocked_states_old_funnel_parent_idx\` ON \`clinical_settings_blocked_states_old_funnel\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`clinical_settings_video_required_states\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`clinical_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`clinical_settings_video_required_states_order_idx\` ON \`clinical_settings_video_required_states\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`clinical_settings_video_required_states_parent_idx\` ON \`clinical_settings_video_required_states\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`clinical_settings_special_necessities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`when\` text DEFAULT 'yes' NOT NULL,
  	\`threshold\` numeric,
  	\`note\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`clinical_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`clinical_settings_special_necessities_order_idx\` ON \`clinical_settings_special_necessities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`clinical_settings_special_necessities_parent_id_idx\` ON \`clinical_settings_special_necessities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_clinical_settings_v_version_blocked_states_new_funnel\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_clinical_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_clinical_settings_v_version_blocked_states_new_funnel_order_idx\` ON \`_clinical_settings_v_version_blocked_states_new_funnel\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_clinical_settings_v_version_blocked_states_new_funnel_parent_idx\` ON \`_clinical_settings_v_version_blocked_states_new_funnel\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_clinical_settings_v_version_blocked_states_old_funnel\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_clinical_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_clinical_settings_v_version_blocked_states_old_funnel_order_idx\` ON \`_clinical_settings_v_version_blocked_states_old_funnel\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_clinical_settings_v_version_blocked_states_old_funnel_parent_idx\` ON \`_clinical_settings_v_version_blocked_states_old_funnel\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_clinical_settings_v_version_video_required_states\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_clinical_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_clinical_settings_v_version_video_required_states_order_idx\` ON \`_clinical_settings_v_version_video_required_states\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_clinical_settings_v_version_video_required_states_parent_idx\` ON \`_clinical_settings_v_version_video_required_states\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_clinical_settings_v_version_special_necessities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`when\` text DEFAULT 'yes' NOT NULL,
  	\`threshold\` numeric,
  	\`note\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_clinical_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_clinical_settings_v_version_special_necessities_order_idx\` ON \`_clinical_settings_v_version_special_necessities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_clinical_settings_v_version_special_necessities_parent_id_idx\` ON \`_clinical_settings_v_version_special_necessities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_clinical_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_minimum_age\` numeric DEFAULT 18 NOT NULL,
  	\`version_doctor_messaging_url\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_clinical_settings_v_created_at_idx\` ON \`_clinical_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_clinical_settings_v_updated_at_idx\` ON \`_clinical_settings_v\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`patient_sessions\` ADD \`scope\` text DEFAULT 'full';`)
  await db.run(sql`ALTER TABLE \`clinical_settings\` ADD \`minimum_age\` numeric DEFAULT 18 NOT NULL;`)
  // ADR 103: the rules move from Settings to Clinical settings before the old tables and column go.
  await moveClinicalRulesFromSettings({ payload, req, selectRows: (query) => db.all(sql.raw(query)) })
  await db.run(sql`DROP TABLE \`settings_blocked_states_new_funnel\`;`)
  await db.run(sql`DROP TABLE \`settings_blocked_states_old_funnel\`;`)
  await db.run(sql`DROP TABLE \`settings_video_required_states\`;`)
  await db.run(sql`DROP TABLE \`settings_special_necessities\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`minimum_age\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`settings_blocked_states_new_funnel\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`settings_blocked_states_new_funnel_order_idx\` ON \`settings_blocked_states_new_funnel\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`settings_blocked_states_new_funnel_parent_idx\` ON \`settings_blocked_states_new_funnel\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`settings_blocked_states_old_funnel\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`settings_blocked_states_old_funnel_order_idx\` ON \`settings_blocked_states_old_funnel\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`settings_blocked_states_old_funnel_parent_idx\` ON \`settings_blocked_states_old_funnel\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`settings_video_required_states\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`settings_video_required_states_order_idx\` ON \`settings_video_required_states\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`settings_video_required_states_parent_idx\` ON \`settings_video_required_states\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`settings_special_necessities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`when\` text DEFAULT 'yes' NOT NULL,
  	\`threshold\` numeric,
  	\`note\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`settings_special_necessities_order_idx\` ON \`settings_special_necessities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`settings_special_necessities_parent_id_idx\` ON \`settings_special_necessities\` (\`_parent_id\`);`)
  await db.run(sql`DROP TABLE \`clinical_settings_blocked_states_new_funnel\`;`)
  await db.run(sql`DROP TABLE \`clinical_settings_blocked_states_old_funnel\`;`)
  await db.run(sql`DROP TABLE \`clinical_settings_video_required_states\`;`)
  await db.run(sql`DROP TABLE \`clinical_settings_special_necessities\`;`)
  await db.run(sql`DROP TABLE \`_clinical_settings_v_version_blocked_states_new_funnel\`;`)
  await db.run(sql`DROP TABLE \`_clinical_settings_v_version_blocked_states_old_funnel\`;`)
  await db.run(sql`DROP TABLE \`_clinical_settings_v_version_video_required_states\`;`)
  await db.run(sql`DROP TABLE \`_clinical_settings_v_version_special_necessities\`;`)
  await db.run(sql`DROP TABLE \`_clinical_settings_v\`;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`minimum_age\` numeric DEFAULT 18 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`patient_sessions\` DROP COLUMN \`scope\`;`)
  await db.run(sql`ALTER TABLE \`clinical_settings\` DROP COLUMN \`minimum_age\`;`)
}
