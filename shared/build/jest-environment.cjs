// The Jest environment of the front-end packages: jsdom, plus a checker of GraphQL documents against
// the API's schema for the component tests' answering client (@shop/shared/testing answeringClient).
const { readFileSync } = require('node:fs');
const { TestEnvironment } = require('jest-environment-jsdom');
const { buildSchema, parse, validate } = require('graphql');

/**
 * Built once per Jest worker: Jest loads the environment module once per worker, outside the test
 * files' sandboxes, so this cache outlives each test file (a module inside the sandbox would be
 * evaluated again for every file).
 */
const schemas = new Map();

function schemaAt(path) {
  let schema = schemas.get(path);
  if (!schema) {
    schema = buildSchema(readFileSync(path, 'utf8'));
    schemas.set(path, schema);
  }
  return schema;
}

/** Why `source` is not a valid document for the schema: no entries when it is one. */
function problemsOf(schemaPath, source) {
  let document;
  try {
    document = parse(source);
  } catch (error) {
    return [error.message];
  }
  return validate(schemaAt(schemaPath), document).map((error) => error.message);
}

class ShopTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const schemaPath = config.projectConfig.testEnvironmentOptions.graphqlSchema;
    if (!schemaPath) throw new Error('testEnvironmentOptions.graphqlSchema is missing: use the @shop/shared Jest preset');
    /** The invalid operations of this test file, until the setup's afterEach takes (and fails on) them. */
    const violations = [];
    // Strings and arrays of strings only cross into the test's realm: the schema and graphql-js stay here.
    this.global.__SHOP_GRAPHQL_DOCUMENTS__ = {
      check(source, operationName) {
        const problems = problemsOf(schemaPath, source);
        if (problems.length > 0) violations.push({ operationName, problems });
        return problems;
      },
      takeViolations() {
        return violations.splice(0);
      },
    };
  }
}

module.exports = ShopTestEnvironment;
