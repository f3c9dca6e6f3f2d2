// The load benchmark's baseline: Fastify with a JSON answer for every call and nothing else,
// started with plain node like the game server, so the two differ only in what the game does per
// request. GET /json is the flat-out route; every other path answers the same small JSON, and the
// live stream's path holds an event stream open with the game's heartbeat, so the same players on
// the same schedule can be run against it. WORKERS processes share the port, as `npm start` does:
// each on a socket of its own in the port's SO_REUSEPORT group on Linux, handed
// out by the starting process otherwise.
const cluster = require('node:cluster');
const reusePort = require('@il/reuse-port');

const workers = Math.max(1, Number(process.env.WORKERS ?? 1));
const HEARTBEAT_MS = 25_000;

if (cluster.isPrimary && workers > 1) {
  let ready = 0;
  for (let i = 0; i < workers; i += 1) {
    cluster.fork().on('message', (message) => {
      if (message === 'ready' && (ready += 1) === workers) process.stdout.write('ready\n');
    });
  }
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers)) worker.kill('SIGTERM');
    process.exit(0);
  });
} else {
  // Exiting, not dying of the signal, so a process started with --cpu-prof writes its profile.
  process.on('SIGTERM', () => process.exit(0));
  const Fastify = require('fastify');
  const app = Fastify({ logger: false });
  const answer = async () => ({ hello: 'world', at: new Date().toISOString(), items: [1, 2, 3] });
  const streams = new Set();
  app.get('/_api/league/events', (request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'close' });
    reply.raw.write('retry: 3000\n: connected\n\n');
    streams.add(reply.raw);
    reply.raw.on('close', () => streams.delete(reply.raw));
  });
  setInterval(() => {
    for (const stream of streams) stream.write(': heartbeat\n\n');
  }, HEARTBEAT_MS).unref();
  app.get('/json', answer);
  const sized = Object.entries(JSON.parse(process.env.BODY_BYTES || '{}'));
  for (const [route, bytes] of sized) {
    const [method, url] = route.split(' ');
    const body = { hello: 'world', pad: 'x'.repeat(Math.max(0, Math.round(bytes) - 30)) };
    app.route({ method, url, handler: async () => body });
  }
  app.get('/*', answer);
  app.post('/*', answer);
  const listen = { port: Number(process.env.PORT), host: '127.0.0.1', backlog: 511 };
  const listening =
    cluster.isWorker && reusePort.unavailableReason() === null
      ? app.ready().then(() => reusePort.listenReusingPort(app.server, listen))
      : app.listen(listen);
  listening.then(
    () => (process.send ? process.send('ready') : process.stdout.write('ready\n')),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
