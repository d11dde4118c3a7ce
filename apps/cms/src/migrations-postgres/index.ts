import * as migration_20261126_233844_initial from './20261126_233844_initial';
import * as migration_20261127_002955_sweep_upload_parts from './20261127_002955_sweep_upload_parts';

export const migrations = [
  {
    up: migration_20261126_233844_initial.up,
    down: migration_20261126_233844_initial.down,
    name: '20261126_233844_initial',
  },
  {
    up: migration_20261127_002955_sweep_upload_parts.up,
    down: migration_20261127_002955_sweep_upload_parts.down,
    name: '20261127_002955_sweep_upload_parts'
  },
];
