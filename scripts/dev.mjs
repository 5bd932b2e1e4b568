// `npm run dev`: the API with reload (tsx watch, port 3000) and Vite's dev server with hot
// reload (port 5173, proxying /api and /socket.io to the API). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  // The pages come from Vite's origin: the socket handshake checks Origin (decision 022).
  spawn('npm', ['run', 'dev', '-w', '@nestling/server'], {
    stdio: 'inherit',
    env: { ...process.env, CORS_ORIGINS: process.env.CORS_ORIGINS || 'http://localhost:5173' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@nestling/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  });
