import * as migration_20261126_233844_initial from './20261126_233844_initial';
import * as migration_20261127_002955_sweep_upload_parts from './20261127_002955_sweep_upload_parts';
import * as migration_20261127_042026_redeliver_unsent_emails from './20261127_042026_redeliver_unsent_emails';

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
    name: '20261127_042026_redeliver_unsent_emails'
  },
];
