/** `npm run db:reset`: deletes the SQLite database, migrates a new one and seeds the demo data. */
import { rmSync } from 'node:fs'
import { sqliteFilePath } from '../api/env.ts'
import { loadConfigOrExit } from '../api/main.ts'
import { prepareDatabase } from './lib/database.ts'

const config = loadConfigOrExit()
const file = sqliteFilePath(config.databaseUrl)
for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(file + suffix, { force: true })
console.info(`[gala] deleted ${file}`)
console.info(`[gala] ${await prepareDatabase(config.databaseUrl)}`)
