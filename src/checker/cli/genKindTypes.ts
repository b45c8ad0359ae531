// `npm run gen:kinds`: writes src/engine/kindProps.generated.ts from content/schemas/kinds.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readKindSchemas } from '../kindSchemas.ts';
import { kindTypesModule } from '../kindTypes.ts';

export const GENERATED_KIND_TYPES = 'src/engine/kindProps.generated.ts';

const root = resolve('.');
writeFileSync(resolve(root, GENERATED_KIND_TYPES), kindTypesModule(readKindSchemas(root)));
console.log(`wrote ${GENERATED_KIND_TYPES}`);
