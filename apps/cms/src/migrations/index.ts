import * as migration_20261123_090324_initial from './20261123_090324_initial';
import * as migration_20261123_120003_conversion_tracking from './20261123_120003_conversion_tracking';
import * as migration_20261123_140414_cart_link_tokens from './20261123_140414_cart_link_tokens';
import * as migration_20261124_065959_payment_attempts_claims_rate_limits from './20261124_065959_payment_attempts_claims_rate_limits';
import * as migration_20261124_082016_security_sessions_second_factor from './20261124_082016_security_sessions_second_factor';
import * as migration_20261124_111229_portal_tracker_claims from './20261124_111229_portal_tracker_claims';
import * as migration_20261124_113946_upload_tickets from './20261124_113946_upload_tickets';
import * as migration_20261124_121607_upload_storage_fields from './20261124_121607_upload_storage_fields';
import * as migration_20261124_122118_public_terms_consent_weight_log from './20261124_122118_public_terms_consent_weight_log';
import * as migration_20261124_131952_order_lifecycle from './20261124_131952_order_lifecycle';
import * as migration_20261124_141136_reship_review_medication_catalogue from './20261124_141136_reship_review_medication_catalogue';
import * as migration_20261124_141847_prescribing_encounter from './20261124_141847_prescribing_encounter';
import * as migration_20261124_144806_dose_adjustment_requests from './20261124_144806_dose_adjustment_requests';
import * as migration_20261124_182902_questionnaire_runner_forms_precheckout from './20261124_182902_questionnaire_runner_forms_precheckout';
import * as migration_20261124_193614_questionnaire_items_to_show from './20261124_193614_questionnaire_items_to_show';
import * as migration_20261126_201910_jobs_queue from './20261126_201910_jobs_queue';
import * as migration_20261127_051647_server_collections_without_edit_locks from './20261127_051647_server_collections_without_edit_locks';
import * as migration_20261127_102119_order_reference from './20261127_102119_order_reference';
import * as migration_20261127_115318_prescription_void_and_version_copy from './20261127_115318_prescription_void_and_version_copy';
import * as migration_20261127_121305_order_video_requirement from './20261127_121305_order_video_requirement';
import * as migration_20261127_142847_card_on_file from './20261127_142847_card_on_file';
import * as migration_20261127_183420_billing_and_care_team from './20261127_183420_billing_and_care_team';
import * as migration_20261127_220105_chat_live_support_and_clinical_settings from './20261127_220105_chat_live_support_and_clinical_settings';
import * as migration_20261128_010336_privacy_and_reliability from './20261128_010336_privacy_and_reliability';

export const migrations = [
  {
    up: migration_20261123_090324_initial.up,
    down: migration_20261123_090324_initial.down,
    name: '20261123_090324_initial',
  },
  {
    up: migration_20261123_120003_conversion_tracking.up,
    down: migration_20261123_120003_conversion_tracking.down,
    name: '20261123_120003_conversion_tracking',
  },
  {
    up: migration_20261123_140414_cart_link_tokens.up,
    down: migration_20261123_140414_cart_link_tokens.down,
    name: '20261123_140414_cart_link_tokens',
  },
  {
    up: migration_20261124_065959_payment_attempts_claims_rate_limits.up,
    down: migration_20261124_065959_payment_attempts_claims_rate_limits.down,
    name: '20261124_065959_payment_attempts_claims_rate_limits',
  },
  {
    up: migration_20261124_082016_security_sessions_second_factor.up,
    down: migration_20261124_082016_security_sessions_second_factor.down,
    name: '20261124_082016_security_sessions_second_factor',
  },
  {
    up: migration_20261124_111229_portal_tracker_claims.up,
    down: migration_20261124_111229_portal_tracker_claims.down,
    name: '20261124_111229_portal_tracker_claims',
  },
  {
    up: migration_20261124_113946_upload_tickets.up,
    down: migration_20261124_113946_upload_tickets.down,
    name: '20261124_113946_upload_tickets',
  },
  {
    up: migration_20261124_121607_upload_storage_fields.up,
    down: migration_20261124_121607_upload_storage_fields.down,
    name: '20261124_121607_upload_storage_fields',
  },
  {
    up: migration_20261124_122118_public_terms_consent_weight_log.up,
    down: migration_20261124_122118_public_terms_consent_weight_log.down,
    name: '20261124_122118_public_terms_consent_weight_log',
  },
  {
    up: migration_20261124_131952_order_lifecycle.up,
    down: migration_20261124_131952_order_lifecycle.down,
    name: '20261124_131952_order_lifecycle',
  },
  {
    up: migration_20261124_141136_reship_review_medication_catalogue.up,
    down: migration_20261124_141136_reship_review_medication_catalogue.down,
    name: '20261124_141136_reship_review_medication_catalogue',
  },
  {
    up: migration_20261124_141847_prescribing_encounter.up,
    down: migration_20261124_141847_prescribing_encounter.down,
    name: '20261124_141847_prescribing_encounter',
  },
  {
    up: migration_20261124_144806_dose_adjustment_requests.up,
    down: migration_20261124_144806_dose_adjustment_requests.down,
    name: '20261124_144806_dose_adjustment_requests',
  },
  {
    up: migration_20261124_182902_questionnaire_runner_forms_precheckout.up,
    down: migration_20261124_182902_questionnaire_runner_forms_precheckout.down,
    name: '20261124_182902_questionnaire_runner_forms_precheckout',
  },
  {
    up: migration_20261124_193614_questionnaire_items_to_show.up,
    down: migration_20261124_193614_questionnaire_items_to_show.down,
    name: '20261124_193614_questionnaire_items_to_show',
  },
  {
    up: migration_20261126_201910_jobs_queue.up,
    down: migration_20261126_201910_jobs_queue.down,
    name: '20261126_201910_jobs_queue',
  },
  {
    up: migration_20261127_051647_server_collections_without_edit_locks.up,
    down: migration_20261127_051647_server_collections_without_edit_locks.down,
    name: '20261127_051647_server_collections_without_edit_locks',
  },
  {
    up: migration_20261127_102119_order_reference.up,
    down: migration_20261127_102119_order_reference.down,
    name: '20261127_102119_order_reference',
  },
  {
    up: migration_20261127_115318_prescription_void_and_version_copy.up,
    down: migration_20261127_115318_prescription_void_and_version_copy.down,
    name: '20261127_115318_prescription_void_and_version_copy',
  },
  {
    up: migration_20261127_121305_order_video_requirement.up,
    down: migration_20261127_121305_order_video_requirement.down,
    name: '20261127_121305_order_video_requirement',
  },
  {
    up: migration_20261127_142847_card_on_file.up,
    down: migration_20261127_142847_card_on_file.down,
    name: '20261127_142847_card_on_file',
  },
  {
    up: migration_20261127_183420_billing_and_care_team.up,
    down: migration_20261127_183420_billing_and_care_team.down,
    name: '20261127_183420_billing_and_care_team',
  },
  {
    up: migration_20261127_220105_chat_live_support_and_clinical_settings.up,
    down: migration_20261127_220105_chat_live_support_and_clinical_settings.down,
    name: '20261127_220105_chat_live_support_and_clinical_settings',
  },
  {
    up: migration_20261128_010336_privacy_and_reliability.up,
    down: migration_20261128_010336_privacy_and_reliability.down,
    name: '20261128_010336_privacy_and_reliability'
  },
];
