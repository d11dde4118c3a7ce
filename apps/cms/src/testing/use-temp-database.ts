import { tempDatabaseUrl } from './temp-database.ts'

// Runs before each test file's imports (a Vitest setup file): every file gets a database of its
// own, so files never see each other's data and may run in parallel.
process.env.DATABASE_URL = tempDatabaseUrl('int')
