/**
 * The modules a remote's server build does not bundle but asks for with `require` (shared/build/
 * webpack.cjs, SERVER_PROVIDED): this server renderer's own instances. One React, one router, one urql and
 * one @shop/shared for the shell and every remote on the server, as the federation share scope does
 * in the browser. A remote that asks for anything else is refused (it would bring a second copy).
 *
 * Imported (not required): the very module instances the shell's own code uses. A package that ships
 * both an ES module and a CommonJS build would otherwise come twice, and the remote's urql would read
 * another React context than the one the shell's Provider fills.
 */
import * as urqlCore from '@urql/core';
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as reactIntl from 'react-intl';
import * as reactRouter from 'react-router';
import * as jsxRuntime from 'react/jsx-runtime';
import * as urql from 'urql';
import * as valibot from 'valibot';
import * as zustand from 'zustand';
import * as zustandVanilla from 'zustand/vanilla';
import * as shared from '@shop/shared';

export const SERVER_SHARED_MODULES: Readonly<Record<string, unknown>> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-router': reactRouter,
  urql,
  '@urql/core': urqlCore,
  zustand,
  'zustand/vanilla': zustandVanilla,
  'react-intl': reactIntl,
  valibot,
  '@shop/shared': shared,
};

export function requireShared(id: string): unknown {
  if (Object.hasOwn(SERVER_SHARED_MODULES, id)) return SERVER_SHARED_MODULES[id];
  throw new Error(`a remote's server build may only require the shared modules, not "${id}"`);
}
