// The sites benchmark's bare Node baseline: node:http sending exactly the bytes and headers Aerie sent
// for one published page (the runner captures them and passes them in a JSON file), gzip or identity as
// the request's Accept-Encoding asks, 304 for a matching If-None-Match. No framework, no routing.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const page = JSON.parse(readFileSync(process.env.BASELINE_PAGE, 'utf8'));
const identity = Buffer.from(page.identity, 'base64');
const gzip = Buffer.from(page.gzip, 'base64');

createServer((request, response) => {
  for (const [name, value] of Object.entries(page.headers)) response.setHeader(name, value);
  if (request.headers['if-none-match'] === page.headers.etag) {
    response.statusCode = 304;
    return response.end();
  }
  const wantsGzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  if (wantsGzip) response.setHeader('content-encoding', 'gzip');
  response.setHeader('content-type', page.contentType);
  response.setHeader('content-length', (wantsGzip ? gzip : identity).length);
  response.end(wantsGzip ? gzip : identity);
}).listen(Number(process.env.PORT), '127.0.0.1');
