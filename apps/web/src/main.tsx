import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod';
import { App } from './app/app';
import { createQueryClient, listenForWindowFocus } from './lib/query-client';
import { createAppRouter } from './app/router';
import { installSessionExpiryHandler } from './app/session-expiry';
import './index.css';

// zod's fast path probes `new Function`, which the CSP (script-src 'self') refuses and the
// browser reports as a CSP issue even though zod catches it: parse without it (issue 9).
zodConfig({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const router = createAppRouter();
listenForWindowFocus();
installSessionExpiryHandler(router, queryClient);

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);
