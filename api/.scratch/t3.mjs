import { createSchema } from 'graphql-yoga';
import { printSchema } from 'graphql';
const s = createSchema({ typeDefs: ['type Query { a: Int }', 'extend type Mutation { b: Int }'], resolvers: {} });
console.log(printSchema(s));
