// Async boundary: Module Federation must negotiate the shared singletons before any of them runs.
import(/* webpackChunkName: "shell-bootstrap" */ './bootstrap');
