// Assets imported by webpack in every front-end package.
declare module '*.css';
