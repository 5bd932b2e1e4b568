// `npm run dev`: the API with reload (tsx watch, port 3000) and Vite's dev server with hot
// reload (port 5173, proxying /api and /socket.io to the API). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@nestling/server'], { stdio: 'inherit' }),
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
