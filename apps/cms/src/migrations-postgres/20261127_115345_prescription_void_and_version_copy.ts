import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_prescriptions_status" ADD VALUE 'void';
  ALTER TABLE "questionnaires" ADD COLUMN "started_forms_from" timestamp(3) with time zone;
  ALTER TABLE "_questionnaires_v" ADD COLUMN "version_started_forms_from" timestamp(3) with time zone;
  ALTER TABLE "prescriptions" ADD COLUMN "void_reason" varchar;
  ALTER TABLE "prescriptions" ADD COLUMN "voided_by_id" uuid;
  ALTER TABLE "prescriptions" ADD COLUMN "voided_at" timestamp(3) with time zone;
  ALTER TABLE "questionnaire_responses" ADD COLUMN "answered_questionnaire" jsonb;
  ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_voided_by_id_staff_id_fk" FOREIGN KEY ("voided_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "prescriptions_voided_by_idx" ON "prescriptions" USING btree ("voided_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "prescriptions" DROP CONSTRAINT "prescriptions_voided_by_id_staff_id_fk";
  
  ALTER TABLE "prescriptions" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "prescriptions" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_prescriptions_status";
  CREATE TYPE "public"."enum_prescriptions_status" AS ENUM('pending', 'approved', 'declined', 'as_written');
  ALTER TABLE "prescriptions" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_prescriptions_status";
  ALTER TABLE "prescriptions" ALTER COLUMN "status" SET DATA TYPE "public"."enum_prescriptions_status" USING "status"::"public"."enum_prescriptions_status";
  DROP INDEX "prescriptions_voided_by_idx";
  ALTER TABLE "questionnaires" DROP COLUMN "started_forms_from";
  ALTER TABLE "_questionnaires_v" DROP COLUMN "version_started_forms_from";
  ALTER TABLE "prescriptions" DROP COLUMN "void_reason";
  ALTER TABLE "prescriptions" DROP COLUMN "voided_by_id";
  ALTER TABLE "prescriptions" DROP COLUMN "voided_at";
  ALTER TABLE "questionnaire_responses" DROP COLUMN "answered_questionnaire";`)
}
