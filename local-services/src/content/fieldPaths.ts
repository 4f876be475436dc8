// @ts-nocheck -- not yet typed (TypeScript migration)
// Dotted paths (`sys.createdAt`, `fields.status`, `fields.featuredImage.sys.id`): reading them
// from a delivered document, and checking them against the content type like Contentful does.

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
export const ASSET_FIELDS = [
  { id: 'title', type: 'Symbol', localized: true },
  { id: 'description', type: 'Text', localized: true },
  { id: 'file', type: 'Object', localized: true },
];

const ORDERABLE_TYPES = new Set(['Symbol', 'Integer', 'Number', 'Date', 'Boolean']);
/** Field types whose inner values can be addressed (`fields.image.sys.id`, `fields.file.url`). */
const NESTED_TYPES = new Set(['Link', 'Object', 'Location', 'Array']);

export function readPath(document, dottedPath) {
  let value = document;
  for (const segment of dottedPath.split('.')) {
    if (Array.isArray(value)) {
      // Array of links: `fields.images.sys.id` reads every element.
      value = value.map((item) => item?.[segment]).filter((item) => item !== undefined);
    } else if (value !== null && typeof value === 'object') {
      value = value[segment];
    } else {
      return undefined;
    }
  }
  return value;
}

const unknownPath = (dottedPath) => ({
  name: 'unknown',
  path: dottedPath.split('.'),
  details: `The path "${dottedPath}" is not recognized`,
});

/**
 * The problem with using `dottedPath` for filtering or (when `forOrder`) ordering, or null.
 * `fieldDefinitions` is null when the query names no content type.
 */
export function pathProblem(dottedPath, fieldDefinitions, { forOrder = false } = {}) {
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

export function fieldType(dottedPath, fieldDefinitions) {
  const [root, fieldId, ...rest] = dottedPath.split('.');
  if (root !== 'fields' || rest.length > 0) return undefined;
  return fieldDefinitions?.find((definition) => definition.id === fieldId)?.type;
}
