import * as migration_20261126_233844_initial from './20261126_233844_initial';

export const migrations = [
  {
    up: migration_20261126_233844_initial.up,
    down: migration_20261126_233844_initial.down,
    name: '20261126_233844_initial'
  },
];
