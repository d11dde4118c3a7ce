import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`questionnaires_questions_show_array\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`main_txt\` text,
  	\`sub_txt\` text,
  	\`baluga_ques\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`questionnaires_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`questionnaires_questions_show_array_order_idx\` ON \`questionnaires_questions_show_array\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`questionnaires_questions_show_array_parent_id_idx\` ON \`questionnaires_questions_show_array\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_questionnaires_v_version_questions_show_array\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`main_txt\` text,
  	\`sub_txt\` text,
  	\`baluga_ques\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_questionnaires_v_version_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_questionnaires_v_version_questions_show_array_order_idx\` ON \`_questionnaires_v_version_questions_show_array\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_questionnaires_v_version_questions_show_array_parent_id_idx\` ON \`_questionnaires_v_version_questions_show_array\` (\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`questionnaires_questions_show_array\`;`)
  await db.run(sql`DROP TABLE \`_questionnaires_v_version_questions_show_array\`;`)
}
