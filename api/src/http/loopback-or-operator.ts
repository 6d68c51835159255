import type { IncomingMessage } from 'node:http';
import { isLoopbackAddress, isLoopbackHost } from './client-address';
import type { PathHandler } from './routes';
import { sendText } from './send';

/**
 * The demo's pages that must not face a network (the test payment page authorises any payment,
 * /dev/outbox shows every mail with card numbers and PINs): served to a loopback peer (the socket's
 * address, never a forwarded header) that also named a loopback host (issue 31: a page on any site
 * the demo machine opens can rebind its own name to 127.0.0.1 and read these with the browser's
 * loopback socket, but its Host header still names that site), or to a request with the operator
 * token; 404 to anyone else, as if they did not exist.
 */
export function loopbackOrOperatorOnly(serve: PathHandler, isOperator: (req: IncomingMessage) => Promise<boolean>): PathHandler {
  return async (req, res, pathname) => {
    if ((isLoopbackAddress(req.socket.remoteAddress) && isLoopbackHost(req.headers.host)) || (await isOperator(req))) return serve(req, res, pathname);
    await sendText(req, res, 404, 'Not found');
    return true;
  };
}
