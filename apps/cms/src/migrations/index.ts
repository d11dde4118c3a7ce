import * as migration_20261123_090324_initial from './20261123_090324_initial';

export const migrations = [
  {
    up: migration_20261123_090324_initial.up,
    down: migration_20261123_090324_initial.down,
    name: '20261123_090324_initial'
  },
];
