// Stands in for @rjsf/utils' shallowAllOfMerge (src/engine/appAliases.ts), which carries
// @x0k/json-schema-merge (3.5 KB gzip of the form screens' code). rjsf calls it only for a schema
// with `allOf`, and makes one only of a `$ref` with other keys or of patternProperties: the content
// checker refuses all three in content/forms (src/engine/checks/formParts.ts), so no form reaches
// this. If one ever did, the form would render without the allOf (rjsf catches and warns) or end
// on the screen's error page, never with a wrong merge.
export default function shallowAllOfMerge(schema: unknown): never {
  void schema;
  throw new Error('allOf is not merged in the app: content/forms must not use allOf, a $ref beside other keys, or patternProperties (npm run check:content says where)');
}
