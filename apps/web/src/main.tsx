import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient, listenForWindowFocus } from './lib/query-client';
import { createAppRouter } from './app/router';
import { sessionQueryOptions } from './entities/parent/api/get-session';
import { installSessionExpiryHandler } from './app/session-expiry';
import { registerServiceWorker } from './app/register-service-worker';
import { checkFirstAnswersAfterFirstScreen } from './app/check-first-answers';
import { prepareNumbersWhenSignedIn } from './app/prepare-numbers';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// The first screen's answers are checked once it has been shown, so zod loads after it.
checkFirstAnswersAfterFirstScreen(queryClient);
// The session check first, before the router asks for the screen's code: every first load waits
// for it (the session gate, the loaders' prefetches), and index.html has already started it
// (its preload link), so this call takes that answer rather than asking again (issue 29).
void queryClient.prefetchQuery(sessionQueryOptions);
// ICU's data for the screens' counts, while their code downloads (issue 29).
prepareNumbersWhenSignedIn(queryClient);
const router = createAppRouter(queryClient);
listenForWindowFocus();
installSessionExpiryHandler(router, queryClient);
registerServiceWorker();

// The first render in a transition: React renders it in slices of a few milliseconds, yielding
// to the browser between them, instead of one task (Lighthouse counts each task's time past
// 50 ms as blocking; decision 071).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
});
