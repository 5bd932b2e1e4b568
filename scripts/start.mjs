// `npm start`: builds the web app and the server quietly — their output is shown only when the
// build fails — then serves them (apps/server/dist/server.js in this process; issue 29). The
// server ends its start-up with one plain line, "Nestling is running at http://localhost:3000";
// `npm run build` and `npm run serve` remain the two steps with all of their output.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
process.stdout.write('Building the web app and the server…\n');
const started = Date.now();
const build = spawn('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
const output = [];
build.stdout.on('data', (chunk) => output.push(chunk));
build.stderr.on('data', (chunk) => output.push(chunk));
const status = await new Promise((resolve) => build.on('close', resolve));
if (status !== 0) {
  process.stderr.write(Buffer.concat(output));
  process.stderr.write(`\nThe build failed (exit ${status}); its output is above.\n`);
  process.exit(status ?? 1);
}
process.stdout.write(`Built in ${Math.round((Date.now() - started) / 1000)} s. Starting…\n`);
await import(pathToFileURL(path.join(root, 'apps', 'server', 'dist', 'server.js')).href);
