// Async boundary: Module Federation must negotiate the shared singletons before any of them runs.
// Started in a task of its own: main.js's evaluation (the webpack and federation runtimes) and the
// negotiation with the loading of the page's chunks were one long task on a phone (issue 37).
setTimeout(() => import(/* webpackChunkName: "shell-bootstrap" */ './bootstrap'), 0);
export {};
