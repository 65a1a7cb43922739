// A static file server for the playground: the repository root (the page
// is /web/, its examples ../examples/), on 127.0.0.1.
//   node web/test/serve.mjs [PORT]      (0 or none: any free port)
// Imported by web/test/run.mjs: serve(root, port) resolves to the server.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
    '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8', '.wasm': 'application/wasm', '.png': 'image/png', '.json': 'application/json',
    '.hlsl': 'text/plain; charset=utf-8', '.md': 'text/plain; charset=utf-8',
};

export function serve(root, port = 0) {
    root = path.resolve(root);
    const server = http.createServer((req, res) => {
        const url = new URL(req.url, 'http://x');
        let file = path.normalize(path.join(root, decodeURIComponent(url.pathname)));
        if (!file.startsWith(root + path.sep) && file !== root) { res.writeHead(403).end(); return; }
        if (url.pathname.endsWith('/')) file = path.join(file, 'index.html');
        fs.readFile(file, (err, data) => {
            if (err) { res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n'); return; }
            res.writeHead(200, { 'content-type': TYPES[path.extname(file)] || 'application/octet-stream', 'cache-control': 'no-store' });
            res.end(data);
        });
    });
    return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve(server));
    });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
    const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
    const server = await serve(root, +(process.argv[2] || 8000));
    console.log(`the playground: http://127.0.0.1:${server.address().port}/web/`);
}
