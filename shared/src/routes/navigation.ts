/**
 * The router's pieces a remote's pages use, from the one react-router instance the shell renders
 * with. react-router is not a federation shared module (shared modules ship whole, and the whole
 * library is about 60 kB gzipped of which a page uses a few hooks): it comes with @shop/shared, the
 * singleton every remote already shares, so shell and remotes read the same router context.
 * Remotes import these from '@shop/shared', never from 'react-router' (pnpm lint:boundaries).
 */
export { Link, type LinkProps, Navigate, useLocation, useNavigate } from 'react-router';
