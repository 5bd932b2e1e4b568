import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient, listenForWindowFocus } from './lib/query-client';
import { createAppRouter } from './app/router';
import { installSessionExpiryHandler } from './app/session-expiry';
import { registerServiceWorker } from './app/register-service-worker';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
listenForWindowFocus();
installSessionExpiryHandler(router, queryClient);
registerServiceWorker();

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);
