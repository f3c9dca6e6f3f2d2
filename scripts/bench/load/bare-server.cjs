// The load benchmark's baseline: Fastify with one JSON route and nothing else, started with plain
// node like the game server, so the two differ only in what the game does per request.
const Fastify = require('fastify');

const app = Fastify({ logger: false });
app.get('/json', async () => ({ hello: 'world', at: new Date().toISOString(), items: [1, 2, 3] }));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).then(
  () => process.stdout.write('ready\n'),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
