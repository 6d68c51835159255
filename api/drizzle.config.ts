import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @shop/api db:generate` writes a new SQL migration into ./drizzle from the schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/catalogue-schema.ts', './src/db/cart-schema.ts', './src/db/order-schema.ts', './src/db/ops-schema.ts', './src/db/security-schema.ts'],
  out: './drizzle',
});
