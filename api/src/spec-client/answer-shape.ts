/**
 * Checks an answer against the document that asked for it and the schema: every selected field is
 * there (and nothing else), non-null fields are not null, lists are arrays, scalars and enum values
 * have the declared kind, an abstract type's item names a possible `__typename`. It also records
 * which selected fields carried a value, so a test can tell a field the API fills from one that is
 * always null or empty (a placeholder standing in for data).
 */
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLInterfaceType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  getNamedType,
  isAbstractType,
  isEnumType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';

export interface ShapeReport {
  /** What does not fit the document or the schema, by response path (`cartV2.data.shipments[0].tag`). */
  problems: string[];
  /** Field paths without list indices (`cartV2.data.shipments.tag`) that had a value: not null, not an empty list. */
  valued: Set<string>;
  /** The `__typename`s seen per field path of an abstract type. */
  typenames: Map<string, Set<string>>;
}

export const emptyReport = (): ShapeReport => ({ problems: [], valued: new Set(), typenames: new Map() });

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  return new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
  );
}

function operationOf(document: DocumentNode): OperationDefinitionNode {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (operations.length !== 1) throw new Error(`a spec document holds exactly one operation, not ${operations.length}`);
  return operations[0] as OperationDefinitionNode;
}

/** Every field path the document selects (through fragments, whatever their type condition). */
export function selectedPaths(document: DocumentNode): Set<string> {
  const fragments = fragmentsOf(document);
  const paths = new Set<string>();
  const visit = (set: SelectionSetNode, prefix: string) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === '__typename') continue;
        const path = prefix + (selection.alias ?? selection.name).value;
        paths.add(path);
        if (selection.selectionSet) visit(selection.selectionSet, `${path}.`);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet, prefix);
      else {
        const fragment = fragments.get(selection.name.value);
        if (fragment) visit(fragment.selectionSet, prefix);
      }
    }
  };
  visit(operationOf(document).selectionSet, '');
  return paths;
}

/** The fields selected on an object of type `type`: fragments whose condition it meets, merged by response key. */
function fieldsFor(
  schema: GraphQLSchema,
  type: GraphQLObjectType | GraphQLInterfaceType,
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  into = new Map<string, { name: string; sets: SelectionSetNode[] }>(),
  ambiguous: string[] = [],
) {
  const applies = (condition: string | undefined) => {
    if (!condition || condition === type.name) return true;
    // An interface's item without __typename: a fragment on one of its types cannot be told apart.
    if (isInterfaceType(type)) {
      ambiguous.push(condition);
      return false;
    }
    const named = schema.getType(condition);
    return !!named && isAbstractType(named) && schema.isSubType(named, type);
  };
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      const key = (selection.alias ?? selection.name).value;
      const entry = into.get(key) ?? { name: selection.name.value, sets: [] };
      if (selection.selectionSet) entry.sets.push(selection.selectionSet);
      into.set(key, entry);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (applies(selection.typeCondition?.name.value)) fieldsFor(schema, type, selection.selectionSet, fragments, into, ambiguous);
    } else {
      const fragment = fragments.get(selection.name.value);
      if (fragment && applies(fragment.typeCondition.name.value)) fieldsFor(schema, type, fragment.selectionSet, fragments, into, ambiguous);
    }
  }
  return into;
}

function leafProblem(typeName: string, value: unknown, enumValues?: string[]): string | null {
  if (enumValues) return typeof value === 'string' && enumValues.includes(value) ? null : `is not a value of enum ${typeName}: ${JSON.stringify(value)}`;
  const ok =
    typeName === 'Int'
      ? Number.isInteger(value)
      : typeName === 'Float'
        ? typeof value === 'number' && Number.isFinite(value)
        : typeName === 'Boolean'
          ? typeof value === 'boolean'
          : typeof value === 'string';
  return ok ? null : `is not a ${typeName}: ${JSON.stringify(value)}`;
}

/** Adds what one answer (`data`) shows about the document's operation to `report`. */
export function checkAnswer(schema: GraphQLSchema, document: DocumentNode, data: unknown, report: ShapeReport = emptyReport()): ShapeReport {
  const fragments = fragmentsOf(document);
  const operation = operationOf(document);
  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!root) throw new Error(`the schema has no ${operation.operation} type`);

  const walk = (type: GraphQLOutputType, sets: SelectionSetNode[], value: unknown, where: string, path: string) => {
    if (isNonNullType(type)) {
      if (value === null || value === undefined) {
        report.problems.push(`${where} is null, but ${type.toString()} is non-null`);
        return;
      }
      walk(type.ofType, sets, value, where, path);
      return;
    }
    if (value === null) return;
    if (isListType(type)) {
      if (!Array.isArray(value)) {
        report.problems.push(`${where} is not a list`);
        return;
      }
      if (value.length > 0) report.valued.add(path);
      value.forEach((item, i) => {
        walk(type.ofType, sets, item, `${where}[${i}]`, path);
      });
      return;
    }
    const named = getNamedType(type);
    if (isScalarType(named) || isEnumType(named)) {
      const problem = leafProblem(named.name, value, isEnumType(named) ? named.getValues().map((v) => v.name) : undefined);
      if (problem) report.problems.push(`${where} ${problem}`);
      else report.valued.add(path);
      return;
    }
    if (typeof value !== 'object' || Array.isArray(value)) {
      report.problems.push(`${where} is not an object`);
      return;
    }
    const record = value as Record<string, unknown>;
    // The type whose fields the selection is read against: the object type, or the concrete type an
    // abstract field's item names in __typename; an interface's item selected without __typename is
    // read against the interface (its own fields are all a client can ask for without fragments).
    let concrete: GraphQLObjectType | GraphQLInterfaceType;
    if (isObjectType(named)) concrete = named;
    else if (!('__typename' in record) && isInterfaceType(named)) concrete = named;
    else {
      const typename = record.__typename;
      const candidate = typeof typename === 'string' ? schema.getType(typename) : undefined;
      if (!candidate || !isObjectType(candidate) || !isAbstractType(named) || !schema.isSubType(named, candidate)) {
        report.problems.push(`${where}: ${named.name} item without the __typename of one of its types (${JSON.stringify(typename)})`);
        return;
      }
      concrete = candidate;
      const seen = report.typenames.get(path) ?? new Set<string>();
      seen.add(concrete.name);
      report.typenames.set(path, seen);
    }
    report.valued.add(path);
    const fields = new Map<string, { name: string; sets: SelectionSetNode[] }>();
    const ambiguous: string[] = [];
    for (const set of sets) fieldsFor(schema, concrete, set, fragments, fields, ambiguous);
    if (ambiguous.length) report.problems.push(`${where}: fragments on ${ambiguous.join(', ')} need __typename in the selection`);
    for (const key of Object.keys(record)) if (!fields.has(key)) report.problems.push(`${where}.${key} was not asked for`);
    for (const [key, field] of fields) {
      if (!(key in record)) {
        report.problems.push(`${where}.${key} is missing`);
        continue;
      }
      if (field.name === '__typename') {
        if (isObjectType(concrete) && record[key] !== concrete.name) report.problems.push(`${where}.__typename is ${JSON.stringify(record[key])}, not ${concrete.name}`);
        continue;
      }
      const definition = concrete.getFields()[field.name];
      if (!definition) {
        report.problems.push(`${where}.${key}: ${concrete.name} has no field ${field.name}`);
        continue;
      }
      walk(definition.type, field.sets, record[key], `${where}.${key}`, path ? `${path}.${key}` : key);
    }
  };

  walk(root, [operation.selectionSet], data, 'data', '');
  return report;
}
