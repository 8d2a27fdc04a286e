/**
 * A process that holds an embedded database folder, for the lock tests: it opens the folder given
 * as its argument (`node --import tsx test/support/database-holder.ts <folder>`) and answers one
 * line per command on stdin:
 *   insert N   →  "ok N" once the row is stored (an acknowledged write), else "failed insert: …"
 *   rows       →  "rows 1,2,3"
 *   close      →  "closed", then it exits 0
 * A refused open prints "refused: <message>" and exits 3.
 */
import readline from 'node:readline';
import { openDatabase, type Database } from '../../src/server/db/client';

let database: Database;
try {
  database = openDatabase({ dataDir: process.argv[2]! });
} catch (error) {
  console.log(`refused: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(3);
}
await database.query('create table if not exists probe (n int primary key)', []);
console.log('ready');

for await (const line of readline.createInterface({ input: process.stdin })) {
  const [command, argument] = line.trim().split(' ');
  try {
    if (command === 'insert') {
      await database.query('insert into probe (n) values ($1)', [Number(argument)]);
      console.log(`ok ${argument}`);
    } else if (command === 'rows') {
      const rows = await database.query<{ n: number }>('select n from probe order by n', []);
      console.log(`rows ${rows.map((row) => row.n).join(',')}`);
    } else if (command === 'close') {
      await database.close();
      console.log('closed');
      process.exit(0);
    }
  } catch (error) {
    console.log(`failed ${command}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
