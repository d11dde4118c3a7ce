import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_uploads_chat_kind" AS ENUM('doctor', 'support');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'send-queued-texts' BEFORE 'renew-subscriptions';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'send-queued-texts' BEFORE 'renew-subscriptions';
  CREATE TABLE "chat_profiles" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"patient_id" uuid NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"reminders_consent_at" timestamp(3) with time zone,
  	"source_web" numeric DEFAULT 2 NOT NULL,
  	"user_type" varchar DEFAULT 'chat' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "clinical_settings" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"doctor_messaging_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "uploads" ADD COLUMN "chat_thread_id" uuid;
  ALTER TABLE "uploads" ADD COLUMN "chat_kind" "enum_uploads_chat_kind";
  ALTER TABLE "uploads" ADD COLUMN "uploaded_by_id" uuid;
  ALTER TABLE "chat_threads" ADD COLUMN "staff_read_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "chat_profiles_id" uuid;
  ALTER TABLE "chat_profiles" ADD CONSTRAINT "chat_profiles_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "chat_profiles_patient_idx" ON "chat_profiles" USING btree ("patient_id");
  CREATE INDEX "chat_profiles_updated_at_idx" ON "chat_profiles" USING btree ("updated_at");
  CREATE INDEX "chat_profiles_created_at_idx" ON "chat_profiles" USING btree ("created_at");
  ALTER TABLE "uploads" ADD CONSTRAINT "uploads_chat_thread_id_chat_threads_id_fk" FOREIGN KEY ("chat_thread_id") REFERENCES "public"."chat_threads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_id_staff_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_chat_profiles_fk" FOREIGN KEY ("chat_profiles_id") REFERENCES "public"."chat_profiles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "uploads_chat_thread_idx" ON "uploads" USING btree ("chat_thread_id");
  CREATE INDEX "uploads_chat_kind_idx" ON "uploads" USING btree ("chat_kind");
  CREATE INDEX "uploads_uploaded_by_idx" ON "uploads" USING btree ("uploaded_by_id");
  CREATE INDEX "payload_locked_documents_rels_chat_profiles_id_idx" ON "payload_locked_documents_rels" USING btree ("chat_profiles_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "chat_profiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "clinical_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "chat_profiles" CASCADE;
  DROP TABLE "clinical_settings" CASCADE;
  ALTER TABLE "uploads" DROP CONSTRAINT "uploads_chat_thread_id_chat_threads_id_fk";
  
  ALTER TABLE "uploads" DROP CONSTRAINT "uploads_uploaded_by_id_staff_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_chat_profiles_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sweep-rate-limit-hits', 'settle-stale-payment-attempts', 'sweep-expired-claims', 'sweep-ended-sessions', 'sweep-upload-parts', 'ship-unanswered-prescriptions', 'redeliver-unsent-emails', 'renew-subscriptions', 'sweep-finished-jobs');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sweep-rate-limit-hits', 'settle-stale-payment-attempts', 'sweep-expired-claims', 'sweep-ended-sessions', 'sweep-upload-parts', 'ship-unanswered-prescriptions', 'redeliver-unsent-emails', 'renew-subscriptions', 'sweep-finished-jobs');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "uploads_chat_thread_idx";
  DROP INDEX "uploads_chat_kind_idx";
  DROP INDEX "uploads_uploaded_by_idx";
  DROP INDEX "payload_locked_documents_rels_chat_profiles_id_idx";
  ALTER TABLE "uploads" DROP COLUMN "chat_thread_id";
  ALTER TABLE "uploads" DROP COLUMN "chat_kind";
  ALTER TABLE "uploads" DROP COLUMN "uploaded_by_id";
  ALTER TABLE "chat_threads" DROP COLUMN "staff_read_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "chat_profiles_id";
  DROP TYPE "public"."enum_uploads_chat_kind";`)
}
