import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`reship_requests_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`orders_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`reship_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reship_requests_rels_order_idx\` ON \`reship_requests_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`reship_requests_rels_parent_idx\` ON \`reship_requests_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`reship_requests_rels_path_idx\` ON \`reship_requests_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`reship_requests_rels_orders_id_idx\` ON \`reship_requests_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE TABLE \`medication_catalogue_dose_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`drug\` text NOT NULL,
  	\`dose_mg\` numeric NOT NULL,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`medication_catalogue\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`medication_catalogue_dose_steps_order_idx\` ON \`medication_catalogue_dose_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`medication_catalogue_dose_steps_parent_id_idx\` ON \`medication_catalogue_dose_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`medication_catalogue_medications\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`med_id\` text NOT NULL,
  	\`dose_label\` text,
  	\`hide_on_dosage_tab\` integer DEFAULT false,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`medication_catalogue\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`medication_catalogue_medications_order_idx\` ON \`medication_catalogue_medications\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`medication_catalogue_medications_parent_id_idx\` ON \`medication_catalogue_medications\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`medication_catalogue_sema_to_tirz\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`semaglutide_dose_mg\` numeric NOT NULL,
  	\`timing\` text NOT NULL,
  	\`tirzepatide_dose_mg\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`medication_catalogue\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`medication_catalogue_sema_to_tirz_order_idx\` ON \`medication_catalogue_sema_to_tirz\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`medication_catalogue_sema_to_tirz_parent_id_idx\` ON \`medication_catalogue_sema_to_tirz\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`medication_catalogue\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`reship_requests_items\` ADD \`shipped_order_id\` integer REFERENCES orders(id);`)
  await db.run(sql`CREATE INDEX \`reship_requests_items_shipped_order_idx\` ON \`reship_requests_items\` (\`shipped_order_id\`);`)
  await db.run(sql`ALTER TABLE \`reship_requests\` ADD \`denial_reason\` text;`)
  await db.run(sql`ALTER TABLE \`reship_requests\` ADD \`reviewed_by_id\` integer REFERENCES staff(id);`)
  await db.run(sql`ALTER TABLE \`reship_requests\` ADD \`reviewed_at\` text;`)
  await db.run(sql`CREATE INDEX \`reship_requests_status_idx\` ON \`reship_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`reship_requests_reviewed_by_idx\` ON \`reship_requests\` (\`reviewed_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`reship_requests_rels\`;`)
  await db.run(sql`DROP TABLE \`medication_catalogue_dose_steps\`;`)
  await db.run(sql`DROP TABLE \`medication_catalogue_medications\`;`)
  await db.run(sql`DROP TABLE \`medication_catalogue_sema_to_tirz\`;`)
  await db.run(sql`DROP TABLE \`medication_catalogue\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_reship_requests_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item_id\` text NOT NULL,
  	\`name\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reship_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_reship_requests_items\`("_order", "_parent_id", "id", "item_id", "name") SELECT "_order", "_parent_id", "id", "item_id", "name" FROM \`reship_requests_items\`;`)
  await db.run(sql`DROP TABLE \`reship_requests_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_reship_requests_items\` RENAME TO \`reship_requests_items\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`reship_requests_items_order_idx\` ON \`reship_requests_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`reship_requests_items_parent_id_idx\` ON \`reship_requests_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_reship_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`patient_id\` integer NOT NULL,
  	\`order_id\` integer,
  	\`reason\` text NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'received' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`patient_id\`) REFERENCES \`patients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`uploads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_reship_requests\`("id", "patient_id", "order_id", "reason", "image_id", "status", "updated_at", "created_at") SELECT "id", "patient_id", "order_id", "reason", "image_id", "status", "updated_at", "created_at" FROM \`reship_requests\`;`)
  await db.run(sql`DROP TABLE \`reship_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_reship_requests\` RENAME TO \`reship_requests\`;`)
  await db.run(sql`CREATE INDEX \`reship_requests_patient_idx\` ON \`reship_requests\` (\`patient_id\`);`)
  await db.run(sql`CREATE INDEX \`reship_requests_order_idx\` ON \`reship_requests\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`reship_requests_image_idx\` ON \`reship_requests\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`reship_requests_updated_at_idx\` ON \`reship_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reship_requests_created_at_idx\` ON \`reship_requests\` (\`created_at\`);`)
}
