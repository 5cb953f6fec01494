/** The framework's floor: bare Fastify (no hooks, no logger) answering one fixed JSON object. */
import Fastify from 'fastify';

const app = Fastify();
const answer = { success: true, data: { id: 1, nickname: 'floor', email: 'floor@bench.test' } };
app.get('/', async () => answer);
app
  .listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' })
  .then((url) => console.log(`floor listening on ${url}`))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
