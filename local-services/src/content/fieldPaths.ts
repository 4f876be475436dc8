// Dotted paths (`sys.createdAt`, `fields.status`, `fields.featuredImage.sys.id`): reading them
// from a delivered document, and checking them against the content type like Contentful does.
import type { QueryProblem } from './errors.ts';
import type { FieldDefinition } from './types.ts';

const SYS_PATHS = new Set([
  'sys.id',
  'sys.type',
  'sys.createdAt',
  'sys.updatedAt',
  'sys.revision',
  'sys.locale',
  'sys.contentType.sys.id',
]);

/** Fields every asset has (assets have no content type). */
export const ASSET_FIELDS: FieldDefinition[] = [
  { id: 'title', type: 'Symbol', localized: true },
  { id: 'description', type: 'Text', localized: true },
  { id: 'file', type: 'Object', localized: true },
];

const ORDERABLE_TYPES = new Set(['Symbol', 'Integer', 'Number', 'Date', 'Boolean']);
/** Field types whose inner values can be addressed (`fields.image.sys.id`, `fields.file.url`). */
const NESTED_TYPES = new Set(['Link', 'Object', 'Location', 'Array']);

/** `value?.[key]`: any value's property, as JavaScript reads it (a string's `length` too). */
const property = (value: unknown, key: string): unknown =>
  value === null || value === undefined ? undefined : (value as Record<string, unknown>)[key];

export function readPath(document: unknown, dottedPath: string): unknown {
  let value = document;
  for (const segment of dottedPath.split('.')) {
    if (Array.isArray(value)) {
      // Array of links: `fields.images.sys.id` reads every element.
      value = value
        .map((item: unknown) => property(item, segment))
        .filter((item) => item !== undefined);
    } else if (value !== null && typeof value === 'object') {
      value = property(value, segment);
    } else {
      return undefined;
    }
  }
  return value;
}

const unknownPath = (dottedPath: string): QueryProblem => ({
  name: 'unknown',
  path: dottedPath.split('.'),
  details: `The path "${dottedPath}" is not recognized`,
});

/**
 * The problem with using `dottedPath` for filtering or (when `forOrder`) ordering, or null.
 * `fieldDefinitions` is null when the query names no content type.
 */
export function pathProblem(
  dottedPath: string,
  fieldDefinitions: FieldDefinition[] | null,
  { forOrder = false } = {},
): QueryProblem | null {
  const [root, fieldId, ...rest] = dottedPath.split('.');
  if (root === 'sys') {
    return SYS_PATHS.has(dottedPath) ? null : unknownPath(dottedPath);
  }
  if (root === 'metadata' && !forOrder) {
    return dottedPath.startsWith('metadata.tags.sys.id') ||
      dottedPath.startsWith('metadata.concepts.sys.id')
      ? null
      : unknownPath(dottedPath);
  }
  if (root !== 'fields' || !fieldId) return unknownPath(dottedPath);
  if (!fieldDefinitions) {
    return {
      name: 'contentTypeRequired',
      path: dottedPath.split('.'),
      details: `Filtering or ordering on "${dottedPath}" needs a content type: add the content_type parameter`,
    };
  }
  const field = fieldDefinitions.find(
    (definition) => definition.id === fieldId && !definition.omitted,
  );
  if (!field) return unknownPath(dottedPath);
  if (rest.length > 0 && !NESTED_TYPES.has(field.type)) return unknownPath(dottedPath);
  if (forOrder && (rest.length > 0 ? field.type !== 'Object' : !ORDERABLE_TYPES.has(field.type))) {
    return {
      name: 'notOrderable',
      path: dottedPath.split('.'),
      details: `Cannot order by "${dottedPath}": fields of type ${field.type} are not orderable`,
    };
  }
  return null;
}

export function fieldType(
  dottedPath: string,
  fieldDefinitions: FieldDefinition[] | null,
): string | undefined {
  const [root, fieldId, ...rest] = dottedPath.split('.');
  if (root !== 'fields' || rest.length > 0) return undefined;
  return fieldDefinitions?.find((definition) => definition.id === fieldId)?.type;
}
