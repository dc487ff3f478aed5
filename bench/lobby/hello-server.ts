/**
 * The reference of bench/lobby: a bare Fastify hello-world route (same Fastify, same Node, same
 * machine), so the lobby's figures can be read as a share of what the framework alone does here.
 */
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 3921);
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
