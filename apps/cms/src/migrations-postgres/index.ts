import * as migration_20261126_233844_initial from './20261126_233844_initial';
import * as migration_20261127_002955_sweep_upload_parts from './20261127_002955_sweep_upload_parts';
import * as migration_20261127_042026_redeliver_unsent_emails from './20261127_042026_redeliver_unsent_emails';
import * as migration_20261127_051714_server_collections_without_edit_locks from './20261127_051714_server_collections_without_edit_locks';
import * as migration_20261127_102142_order_reference from './20261127_102142_order_reference';
import * as migration_20261127_115345_prescription_void_and_version_copy from './20261127_115345_prescription_void_and_version_copy';
import * as migration_20261127_121342_order_video_requirement from './20261127_121342_order_video_requirement';
import * as migration_20261127_142904_card_on_file from './20261127_142904_card_on_file';
import * as migration_20261127_183507_billing_and_care_team from './20261127_183507_billing_and_care_team';
import * as migration_20261127_220134_chat_live_support_and_clinical_settings from './20261127_220134_chat_live_support_and_clinical_settings';
import * as migration_20261128_010441_privacy_and_reliability from './20261128_010441_privacy_and_reliability';

export const migrations = [
  {
    up: migration_20261126_233844_initial.up,
    down: migration_20261126_233844_initial.down,
    name: '20261126_233844_initial',
  },
  {
    up: migration_20261127_002955_sweep_upload_parts.up,
    down: migration_20261127_002955_sweep_upload_parts.down,
    name: '20261127_002955_sweep_upload_parts',
  },
  {
    up: migration_20261127_042026_redeliver_unsent_emails.up,
    down: migration_20261127_042026_redeliver_unsent_emails.down,
    name: '20261127_042026_redeliver_unsent_emails',
  },
  {
    up: migration_20261127_051714_server_collections_without_edit_locks.up,
    down: migration_20261127_051714_server_collections_without_edit_locks.down,
    name: '20261127_051714_server_collections_without_edit_locks',
  },
  {
    up: migration_20261127_102142_order_reference.up,
    down: migration_20261127_102142_order_reference.down,
    name: '20261127_102142_order_reference',
  },
  {
    up: migration_20261127_115345_prescription_void_and_version_copy.up,
    down: migration_20261127_115345_prescription_void_and_version_copy.down,
    name: '20261127_115345_prescription_void_and_version_copy',
  },
  {
    up: migration_20261127_121342_order_video_requirement.up,
    down: migration_20261127_121342_order_video_requirement.down,
    name: '20261127_121342_order_video_requirement',
  },
  {
    up: migration_20261127_142904_card_on_file.up,
    down: migration_20261127_142904_card_on_file.down,
    name: '20261127_142904_card_on_file',
  },
  {
    up: migration_20261127_183507_billing_and_care_team.up,
    down: migration_20261127_183507_billing_and_care_team.down,
    name: '20261127_183507_billing_and_care_team',
  },
  {
    up: migration_20261127_220134_chat_live_support_and_clinical_settings.up,
    down: migration_20261127_220134_chat_live_support_and_clinical_settings.down,
    name: '20261127_220134_chat_live_support_and_clinical_settings',
  },
  {
    up: migration_20261128_010441_privacy_and_reliability.up,
    down: migration_20261128_010441_privacy_and_reliability.down,
    name: '20261128_010441_privacy_and_reliability'
  },
];
