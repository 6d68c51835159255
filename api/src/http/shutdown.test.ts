/**
 * Issue 14: on SIGTERM the API stops accepting, answers the requests in flight, then exits cleanly.
 * The real server in its own process; a request is made to be in flight at the signal by holding its
 * body back: the server's `100 Continue` says it has the request, the body follows the signal.
 */
import { connect, type Socket } from 'node:net';
import { type ApiProcess, startApiProcess } from '../testing/api-process';
import { eventually } from '../testing/eventually';

let api: ApiProcess;
beforeAll(async () => {
  api = await startApiProcess();
}, 180_000);
afterAll(() => api?.stop());

/** Resolves with everything the socket has received once `done(received)` says so (or it closed). */
function readUntil(socket: Socket, done: (received: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString();
      if (done(received)) finish();
    };
    const finish = () => {
      socket.off('data', onData);
      socket.off('close', finish);
      resolve(received);
    };
    socket.on('data', onData);
    socket.once('close', finish);
    socket.once('error', reject);
  });
}

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(port, '127.0.0.1');
    probe.once('connect', () => {
      probe.destroy();
      resolve(false);
    });
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

it('answers the request in flight at SIGTERM, refuses new connections, then exits with 0', async () => {
  const body = JSON.stringify({ query: '{ ping }' });
  const socket = connect(api.port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const continued = readUntil(socket, (received) => received.includes('100 Continue'));
  socket.write(
    `POST /graphql HTTP/1.1\r\nhost: 127.0.0.1:${api.port}\r\ncontent-type: application/json\r\nx-store: 60\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nexpect: 100-continue\r\n\r\n`,
  );
  expect(await continued).toContain('HTTP/1.1 100 Continue');

  const exited = api.exited();
  api.child.kill('SIGTERM');
  // Stopped accepting: the listening socket is closed while the request is still open.
  await eventually(() => refusesConnections(api.port), 'the server to stop accepting', 30_000);
  expect(api.child.exitCode).toBeNull();

  const answered = readUntil(socket, (received) => /\r\n\r\n.*"ping"/s.test(received));
  socket.write(body);
  const response = await answered;
  expect(response).toMatch(/HTTP\/1\.1 200 OK/);
  expect(response.toLowerCase()).toContain('connection: close');
  expect(response).toContain('"ping"');
  socket.destroy();

  expect(await exited).toBe(0);
  expect(api.log()).toContain('SIGTERM: shutting down');
}, 120_000);
