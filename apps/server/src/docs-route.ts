import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Env, Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { API_BASE_PATH } from '@marketplace/rest';

/**
 * The API reference at /docs: Swagger UI from the `swagger-ui-dist` package this service depends
 * on (an exact version), served from this origin under /docs/assets/. Nothing comes from another
 * host, so the page works offline, and its policy allows scripts, styles and connections to this
 * origin only (no inline script: the start-up code is a file of its own; images also from data:
 * URLs, which the stylesheet's icons are). Without scripts, the
 * page still links the OpenAPI document.
 */

const DOCUMENT = `${API_BASE_PATH}/openapi.json`;
const ASSETS = '/docs/assets';

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Marketplace API reference</title>
<link rel="icon" type="image/png" href="${ASSETS}/favicon-32x32.png">
<link rel="stylesheet" href="${ASSETS}/swagger-ui.css">
</head>
<body>
<noscript>
<p>The interactive reference needs JavaScript. The API is described by its OpenAPI 3.1 document:
<a href="${DOCUMENT}">${DOCUMENT}</a></p>
</noscript>
<div id="swagger-ui"></div>
<script src="${ASSETS}/swagger-ui-bundle.js"></script>
<script src="${ASSETS}/start.js"></script>
</body>
</html>
`;

const START = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(DOCUMENT)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  displayOperationId: true,
  persistAuthorization: true,
});
`;

/** The files the page loads, by name: read from the package once, on first use. */
const PACKAGE_FILES: Record<string, string> = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const docsHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    // The package's stylesheet draws its icons as data: SVG images (an image cannot run script).
    imgSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
    frameAncestors: ["'none'"],
  },
});

export function serveApiReference<E extends Env>(app: Hono<E>): void {
  const packageDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const cache = new Map<string, Uint8Array<ArrayBuffer>>();
  const read = (name: string): Uint8Array<ArrayBuffer> => {
    let bytes = cache.get(name);
    if (!bytes) {
      bytes = new Uint8Array(readFileSync(join(packageDir, name)));
      cache.set(name, bytes);
    }
    return bytes;
  };

  app.use('/docs', docsHeaders);
  app.use(`${ASSETS}/*`, docsHeaders);
  app.get('/docs', (c) => c.html(PAGE));
  app.get(`${ASSETS}/start.js`, (c) => c.body(START, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }));
  app.get(`${ASSETS}/:name`, (c) => {
    const name = c.req.param('name');
    const type = PACKAGE_FILES[name];
    if (!type) return c.json({ error: { code: 'not_found', message: `no file ${name}` } }, 404);
    // The package's version is fixed by the lockfile; a changed file comes with a new process.
    return c.body(read(name), 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=3600' });
  });
}
