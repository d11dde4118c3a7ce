import * as migration_20261123_090324_initial from './20261123_090324_initial';
import * as migration_20261123_120003_conversion_tracking from './20261123_120003_conversion_tracking';

export const migrations = [
  {
    up: migration_20261123_090324_initial.up,
    down: migration_20261123_090324_initial.down,
    name: '20261123_090324_initial',
  },
  {
    up: migration_20261123_120003_conversion_tracking.up,
    down: migration_20261123_120003_conversion_tracking.down,
    name: '20261123_120003_conversion_tracking'
  },
];
