import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'export';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'verify-audit-chain' BEFORE 'sweep-finished-jobs';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'verify-audit-chain' BEFORE 'sweep-finished-jobs';
  CREATE TABLE "audit_chain_head" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"key" varchar NOT NULL,
  	"claimed_at" timestamp(3) with time zone NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_log_fk";
  
  DROP INDEX "payload_locked_documents_rels_audit_log_id_idx";
  ALTER TABLE "audit_log" ADD COLUMN "sequence" numeric;
  ALTER TABLE "audit_log" ADD COLUMN "prev_hash" varchar;
  ALTER TABLE "audit_log" ADD COLUMN "hash" varchar;
  CREATE UNIQUE INDEX "audit_chain_head_key_idx" ON "audit_chain_head" USING btree ("key");
  CREATE UNIQUE INDEX "audit_log_sequence_idx" ON "audit_log" USING btree ("sequence");
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_log_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_chain_head" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "audit_chain_head" CASCADE;
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('read', 'create', 'update', 'delete', 'login', 'login_failed', 'lockout', 'password_change', 'contact_change', 'link_login', 'checkout_link', 'refund');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sweep-rate-limit-hits', 'settle-stale-payment-attempts', 'sweep-expired-claims', 'sweep-ended-sessions', 'sweep-upload-parts', 'ship-unanswered-prescriptions', 'redeliver-unsent-emails', 'send-queued-texts', 'renew-subscriptions', 'sweep-finished-jobs');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sweep-rate-limit-hits', 'settle-stale-payment-attempts', 'sweep-expired-claims', 'sweep-ended-sessions', 'sweep-upload-parts', 'ship-unanswered-prescriptions', 'redeliver-unsent-emails', 'send-queued-texts', 'renew-subscriptions', 'sweep-finished-jobs');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "audit_log_sequence_idx";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_log_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_log_fk" FOREIGN KEY ("audit_log_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_log_id");
  ALTER TABLE "audit_log" DROP COLUMN "sequence";
  ALTER TABLE "audit_log" DROP COLUMN "prev_hash";
  ALTER TABLE "audit_log" DROP COLUMN "hash";`)
}
