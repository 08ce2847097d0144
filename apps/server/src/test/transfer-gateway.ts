// Run as a child process by modules/transfers/killed-gateway.test.ts: a gateway that signs the
// last signature of a batch when told to, and is killed with SIGKILL while it does.
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { SIGNING_PIN_HEADER } from '@bel/contract';
import { buildApp } from '../app.js';
import { fixedClock } from '../clock.js';
import { loadConfig } from '../config.js';
import { connect } from '../db/client.js';
import { DEMO_PIN } from '../seed/demo-bank.js';
import { client } from './client.js';
import { TEST_API_KEY, TEST_NOW } from './constants.js';

const [url, email, bodyFile] = process.argv.slice(2);
const { db } = connect(`${url!}?application_name=bel-killed-gateway`, 4);
const app = await buildApp({ db, clock: fixedClock(TEST_NOW), config: { ...loadConfig({}), apiKey: TEST_API_KEY, webDist: '/nonexistent' } });
const token = await client(app).signIn(email!);
const body = JSON.parse(readFileSync(bodyFile!, 'utf8')) as object;
process.stdout.write('ready\n');
for await (const line of createInterface({ input: process.stdin })) {
  if (line !== 'go') continue;
  const res = await app.inject({
    method: 'POST',
    url: '/api/requests/transfer/transfer_request_authorize',
    headers: { 'x-api-key': TEST_API_KEY, authorization: `Bearer ${token}`, [SIGNING_PIN_HEADER]: DEMO_PIN },
    payload: body,
  });
  process.stdout.write(`done ${res.statusCode}\n`);
}
