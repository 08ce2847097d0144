// The reference the gateway is measured against: a bare Fastify server, in its own process like
// the gateway, answering POST /bare with the JSON it is given (serialised on every request, as the
// gateway serialises its answers) and GET /static with a small page. Prints its port when ready.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as unknown;
const app = Fastify({ logger: false });
app.post('/bare', async () => body);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
