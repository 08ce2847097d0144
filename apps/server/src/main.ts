import { loadConfig } from './config.js';
import { gatewayClock } from './clock.js';
import { openDatabase } from './db/database.js';
import { expectConnectionsToEnd } from './db/client.js';
import { buildApp } from './app.js';
import { loggerOptions } from './logger.js';
import { isSeeded, seedDemoBank } from './seed/seed.js';
import { seededEdition, staleEditionNotice } from './seed/edition.js';
import { DEMO_PASSWORD, DEMO_PIN, demoCompanies } from './seed/demo-bank.js';

function printSignIns(address: string): void {
  const lines = [
    '',
    `  BEL · Banca en Línea is running at ${address}`,
    '',
    `  Demo sign-ins (password ${DEMO_PASSWORD}, PIN ${DEMO_PIN}):`,
    ...demoCompanies.flatMap((c) => [
      `    client code ${c.clientCode}, ${c.name}`,
      ...c.users.map((u) => `      ${u.email.padEnd(34)} ${u.title}`),
    ]),
    '',
  ];
  console.log(lines.join('\n'));
}

async function main(): Promise<void> {
  const config = loadConfig();
  const log = (m: string) => console.log(`[bel] ${m}`);
  const clock = gatewayClock(config);
  // Loud, so a moved clock is never mistaken for the bank's (ADR 0047).
  const runsJobs = !config.clockStart || config.clockJobs;
  if (config.clockStart) log(`WARNING: BANK_CLOCK: this gateway's clock started at ${clock.now().toISOString()}; the bank's jobs ${runsJobs ? 'run here as of that day (BANK_JOBS=on)' : 'do not run here'}`);
  const database = await openDatabase(config, log);
  if (!(await isSeeded(database.db))) {
    log('first start: seeding the demo bank');
    await seedDemoBank(database.db, clock.now());
  } else {
    const notice = staleEditionNotice(await seededEdition(database.db), config.databaseUrl ? undefined : config.pgDataDir);
    if (notice) log(`WARNING: ${notice}`);
  }
  const app = await buildApp({ db: database.db, clock, config }, loggerOptions(config.logLevel));
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal}: stopping`);
    expectConnectionsToEnd();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  // The bank's runs belong to the gateway on the bank's real day: one on another day would run
  // them as of that day on the shared database (transfers due then, letters moved a step),
  // unless it is told it owns its database (BANK_JOBS=on, ADR 0067).
  if (runsJobs) await app.bankJobs.start(database.pool);
  printSignIns(`http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
