import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { requestErrorBody } from './graphql-request';

/**
 * Requests Node refuses before our handler (headers over 16 kB, malformed HTTP, a request timeout)
 * get a JSON answer in the spec format too, instead of Node's bare status line.
 */
export function answerClientErrorsInSpecFormat(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const body = JSON.stringify(requestErrorBody(`${status} ${STATUS_CODES[status]}`));
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
}
