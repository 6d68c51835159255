import { nextTask } from './boot/locale-data';

// Async boundary: Module Federation must negotiate the shared singletons before any of them runs.
// Started in a task of its own: main.js's evaluation (the webpack and federation runtimes) and the
// negotiation with the loading of the page's chunks were one long task on a phone (issue 37).
// The biggest modules are then evaluated a task apart, React DOM first, then @shop/shared (with urql
// and react-intl), then the shell itself: evaluated at once, they were one task of ~60 ms on this
// machine class (~235 ms at 4x). Their files are preloaded with the entry, once the page is painted
// (start-after-first-paint.ts), so the steps wait for no network.
setTimeout(async () => {
  await import('react-dom/client');
  await nextTask();
  await import('@shop/shared');
  await nextTask();
  await import(/* webpackChunkName: "shell-bootstrap" */ './bootstrap');
}, 0);
