/**
 * The route table (issue 34) on its own: which handler each path and method reaches, with stand-ins
 * that answer their own name. The handlers themselves are tested with the whole server elsewhere
 * (http.test.ts, private-files.test.ts, media.test.ts …).
 */
import { type Server, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MY_DATA_PATH } from '@shop/shared/routes';
import { OPERATOR_GRAPHQL_PATH } from '../domains/operator/sessions';
import { OVERRIDE_PARAM } from '../remotes/local-override';
import { type PathHandler, type ShopHandlers, createShopRouter } from './routes';

const answers =
  (name: string): PathHandler =>
  async (_req, res, pathname) => {
    res.end(`${name} ${pathname}`);
  };

function handlers(mode: 'demo' | 'production', overrides: Partial<ShopHandlers> = {}): ShopHandlers {
  const demo = mode === 'demo';
  return {
    graphql: answers('graphql'),
    operatorConsole: answers('operatorConsole'),
    ip: answers('ip'),
    healthz: answers('healthz'),
    readyz: answers('readyz'),
    paymentNotifications: { path: '/payments/notifications/test', serve: answers('paymentNotifications') },
    testPsp: demo ? answers('testPsp') : undefined,
    devOutbox: demo ? answers('devOutbox') : undefined,
    invoice: answers('invoice'),
    dataExport: answers('dataExport'),
    media: answers('media'),
    remoteFile: answers('remoteFile'),
    releaseIntegrity: answers('releaseIntegrity'),
    remoteReports: answers('remoteReports'),
    previewLink: answers('previewLink'),
    robots: answers('robots'),
    sitemap: answers('sitemap'),
    // As the real switch: only a GET or HEAD that carries the parameter.
    overrideSwitch: demo
      ? async (req, res, pathname) => {
          if (req.method !== 'GET' || !req.url?.includes(`${OVERRIDE_PARAM}=`)) return false;
          res.end(`overrideSwitch ${pathname}`);
          return true;
        }
      : undefined,
    shell: answers('shell'),
    publicSourceMaps: demo,
    ...overrides,
  };
}

const servers: Server[] = [];

async function start(shop: ShopHandlers): Promise<(path: string, method?: string) => Promise<{ status: number; text: string }>> {
  const route = createShopRouter(shop);
  const server = createServer((req, res) => {
    route(req, res).catch(() => res.writeHead(500).end('failed'));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // A raw request target, sent as written (fetch would normalise it).
  return (path, method = 'GET') =>
    new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      });
      req.on('error', reject);
      req.end();
    });
}

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('the route table', () => {
  it('sends each path to its handler, with the normalised path', async () => {
    const get = await start(handlers('demo'));
    const expected: Array<[string, string, string?]> = [
      ['/graphql', 'graphql'],
      [OPERATOR_GRAPHQL_PATH, 'graphql'],
      ['/operator', 'operatorConsole'],
      ['/operator/', 'operatorConsole'],
      ['/operator/releases/catalogue', 'operatorConsole'],
      [`${OPERATOR_GRAPHQL_PATH}/`, 'operatorConsole'],
      ['/ip', 'ip'],
      ['/healthz', 'healthz'],
      ['/readyz', 'readyz'],
      ['/test-psp', 'testPsp'],
      ['/test-psp/pay/abc', 'testPsp'],
      ['/dev/outbox', 'devOutbox'],
      ['/dev/outbox/files/a.eml', 'devOutbox'],
      ['/invoices/', 'invoice'],
      ['/invoices/9f0c2a4e-0000-4000-8000-000000000000.pdf', 'invoice'],
      [MY_DATA_PATH, 'dataExport'],
      ['/media/brand/logo.svg', 'media'],
      ['/remotes/catalogue/1.0.0/remoteEntry.js', 'remoteFile'],
      ['/release-integrity/catalogue/1.0.0.json', 'releaseIntegrity'],
      ['/remote-reports', 'remoteReports'],
      ['/preview/token', 'previewLink'],
      ['/preview/end', 'previewLink'],
      // Dot segments are resolved before routing, as every handler reads the path.
      ['/nl/../graphql', 'graphql', '/graphql'],
    ];
    for (const [path, handler, pathname = path] of expected) {
      expect({ path, answer: (await get(path)).text }).toEqual({ path, answer: `${handler} ${pathname}` });
    }
  });

  it('leaves every other path to the shell: look-alikes, bare prefixes, escaped names', async () => {
    const get = await start(handlers('demo'));
    for (const path of ['/', '/nl/producten', '/graphql/', '/Graphql', '/grap%68ql', '/remotes', '/invoices', '/media', '/preview', '/dev/outboxes', '/test-pspx', '/ipx', '//graphql']) {
      expect({ path, answer: (await get(path)).text }).toEqual({ path, answer: `shell ${path}` });
    }
  });

  it('takes every method where the handler checks methods itself, and only its own elsewhere', async () => {
    const get = await start(handlers('demo'));
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const answer = await get('/remote-reports', method);
      expect({ method, answer: answer.text }).toEqual({ method, answer: method === 'HEAD' ? '' : 'remoteReports /remote-reports' });
      expect((await get('/graphql', method)).status).toBe(200);
    }
    // Notifications are POST only; the preview links GET and HEAD only: anything else is the shell's.
    expect((await get('/payments/notifications/test', 'POST')).text).toBe('paymentNotifications /payments/notifications/test');
    expect((await get('/payments/notifications/test')).text).toBe('shell /payments/notifications/test');
    expect((await get('/preview/token', 'POST')).text).toBe('shell /preview/token');
  });

  it('answers a plain 404 for the demo pages where they are not mounted', async () => {
    const get = await start(handlers('production'));
    for (const path of ['/test-psp', '/test-psp/pay/abc', '/dev/outbox', '/dev/outbox/files/a.eml']) {
      expect({ path, answer: await get(path) }).toEqual({ path, answer: { status: 404, text: 'Not found' } });
    }
    expect((await get('/dev/outboxes')).text).toBe('shell /dev/outboxes');
  });

  it('refuses private build files before the release files, the preview links and the shell, not before media', async () => {
    const demo = await start(handlers('demo'));
    const production = await start(handlers('production'));
    for (const get of [demo, production]) {
      for (const path of ['/server/shell-server.js', '/remotes/catalogue/1.0.0/server/routes.js', '/release-integrity/x/server/y.json', '/preview/server/x.js']) {
        expect({ path, answer: await get(path) }).toEqual({ path, answer: { status: 404, text: 'Not found' } });
      }
      expect((await get('/media/server/x/logo.svg')).text).toBe('media /media/server/x/logo.svg');
    }
    // Source maps: the demo's are public, production's the team's.
    expect((await demo('/main.js.map')).text).toBe('shell /main.js.map');
    expect((await production('/main.js.map')).status).toBe(404);
    expect((await production('/remotes/catalogue/1.0.0/remoteEntry.js.map')).status).toBe(404);
  });

  it("runs the demo's override switch before the preview links and the shell only", async () => {
    const demo = await start(handlers('demo'));
    expect((await demo(`/nl/producten?${OVERRIDE_PARAM}=reset`)).text).toBe('overrideSwitch /nl/producten');
    expect((await demo(`/preview/token?${OVERRIDE_PARAM}=reset`)).text).toBe('overrideSwitch /preview/token');
    expect((await demo(`/remotes/catalogue/1.0.0/remoteEntry.js?${OVERRIDE_PARAM}=reset`)).text).toBe('remoteFile /remotes/catalogue/1.0.0/remoteEntry.js');
    expect((await demo(`/graphql?${OVERRIDE_PARAM}=reset`)).text).toBe('graphql /graphql');
    const production = await start(handlers('production'));
    expect((await production(`/nl/producten?${OVERRIDE_PARAM}=reset`)).text).toBe('shell /nl/producten');
  });

  it('hands a request its handler declines to the shell', async () => {
    const get = await start(handlers('demo', { previewLink: async () => false }));
    expect((await get('/preview/token')).text).toBe('shell /preview/token');
  });
});
