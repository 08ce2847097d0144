// The gateway's throughput, each figure side by side with a reference measured in the same run
// (issue 13): autocannon against the compiled gateway on a fresh demo bank, and against a bare
// Fastify server answering the same JSON. Prints one JSON line per figure:
//   {"name", "value", "unit", "reference", "ratio", "p99", "referenceP99", ...}
// Not a test: figures vary with the machine; ratios are what to compare between runs.
// Usage: npm run bench:gateway   (BENCH_SECONDS=10 BENCH_CONNECTIONS=50 by default; BENCH_ONLY=getMovements
// measures one query call; BENCH_PROFILE=<dir> writes the gateway's V8 CPU profile there, to read where the time goes)
import autocannon from 'autocannon';
import { call, signIn, startGateway } from './support/gateway-process.js';
import { connections, emit, load, startBare, ymd } from './support/load.js';

const port = Number(process.env.BENCH_PORT ?? 3400);

const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
const gateway = await startGateway(port, {}, profile);
try {
  const token = await signIn(gateway.url, 'ana.perez@caribe.example');
  const today = new Date();
  const movementsBody = { cuenta: '0300001001000101', startDate: ymd(new Date(today.getTime() - 30 * 86_400_000)), endDate: ymd(today) };
  const start = ymd(new Date(today.getTime() - 30 * 86_400_000));
  const end = ymd(today);
  const caribe = ['0300001001000101', '0300001001000302'];
  // Every query screen's call (spec doc 1), each against a bare route answering its own JSON.
  const queries: [string, unknown][] = [
    ['/accounts/getMovements', movementsBody],
    ['/accounts/getInfo', { cuentas: caribe }],
    ['/accounts/getStatements', { cuentas: caribe, startDate: ymd(new Date(today.getTime() - 365 * 86_400_000)), endDate: end }],
    ['/accounts/getAccountChanges', { cuentas: caribe }],
    ['/loans/totalDebt', { contractNumber: '1001-01' }],
    ['/loans/amortization', { contractNumber: 'LD1001010001' }],
    ['/checkbooks/getRequests', { cuentas: caribe, startDate: start, endDate: end }],
    ['/credit-letter/summary', { reference: 'TF1001000001' }],
    ['/credit-letter/discrepancies', { startDate: start, endDate: end }],
    ['/credit-letter/stadistics', { startDate: start, endDate: end }],
    ['/credit-letter/getCurrentByCategory', { startDate: start, endDate: end }],
    ['/credit-letter/currentByMaturityDate', { startDate: start, endDate: end }],
    ['/credit-letter/paymentObligationsACDP', { startDate: start, endDate: end }],
    ['/credit-letter/paymentObligations', { startDate: start, endDate: end }],
    ['/rates/historical', { currency: 'EUR', date: end }],
  ];
  const only = process.env.BENCH_ONLY;
  for (const [apiPath, body] of queries) {
    if (only && !apiPath.includes(only)) continue;
    const answer = await call(gateway.url, 'POST', apiPath, body, token);
    if (answer.status !== 200) {
      console.log(JSON.stringify({ name: `${apiPath} skipped`, status: answer.status, answer: answer.json }));
      continue;
    }
    const bare = await startBare(answer.json);
    try {
      // Warm both up so neither pays for JIT or the first connections in the figure.
      // The reference gets the same request body: a POST with a JSON content type and no body
      // is refused by Fastify with 400, which measured the refusal path, not an answer.
      await autocannon({ url: bare.url, method: 'POST', connections, duration: 2, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const reference = await load(bare.url, { method: 'POST', body, pid: bare.pid });
      const measured = await load(`${gateway.url}/api${apiPath}`, { method: 'POST', body, token, pid: gateway.child.pid });
      emit(`${apiPath} vs bare Fastify route, same JSON`, measured, reference, { bytes: JSON.stringify(answer.json).length });
    } finally {
      bare.stop();
    }
  }
  // The cheapest file the server answers to any client address: the icon, 236 bytes from disk.
  // /login was the reference until it became the prerendered sign-in page (ADR 0050, 47 KB), then
  // /home/main until the signed-in page took its styles in (ADR 0073, 78 KB): against those the
  // trivial call looked two and then four times as fast as a page, which measured the page.
  const staticPage = await load(`${gateway.url}/favicon.svg`, { pid: gateway.child.pid });
  const trivial = await load(`${gateway.url}/api/auth/verifyRoute`, { method: 'POST', body: { route: 'account_movements' }, token, pid: gateway.child.pid });
  emit('auth/verifyRoute (session + entitlement) vs the same server unauthenticated static file (its icon)', trivial, staticPage);
  await gateway.stop();
  // The same call on a gateway logging every request at info (the production default), against
  // the warn-level one above: what the access log costs.
  const logging = await startGateway(port, { LOG_LEVEL: 'info' });
  try {
    const infoToken = await signIn(logging.url, 'ana.perez@caribe.example');
    const logged = await load(`${logging.url}/api/auth/verifyRoute`, { method: 'POST', body: { route: 'account_movements' }, token: infoToken, pid: logging.child.pid });
    emit('auth/verifyRoute with LOG_LEVEL=info vs LOG_LEVEL=warn', logged, trivial);
  } finally {
    await logging.stop();
  }
} catch (error) {
  await gateway.stop();
  throw error;
}
