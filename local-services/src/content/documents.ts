// Export (management API) documents to the Delivery API's shapes (the Preview API's are the
// same): sys reduced to what the CDA shows, fields for one locale (or all with `*`), asset file
// URLs pointed at this server.
import { rewriteFile } from './assetFiles.ts';
import { isDraft } from './exportStore.ts';
import { ALL_LOCALES, localizeFields } from './locales.ts';
import type {
  DeliveredDocument,
  DeliveredSys,
  DeliveryContext,
  ExportContentType,
  ExportDocument,
  ExportLocale,
  ExportSys,
  FieldDefinition,
  Link,
  Metadata,
} from './types.ts';

const link = (linkType: string, id: string | undefined): Link => ({
  sys: { type: 'Link', linkType, id },
});

/**
 * The CDA's sys. The Preview API shows the same fields for the latest state: `updatedAt` is the
 * last edit rather than the last publish, and a never-published draft is at revision 0.
 */
export function deliverySys(context: DeliveryContext, sys: ExportSys, type: string): DeliveredSys {
  const preview = context.store.api === 'preview';
  const updatedAt = preview
    ? (sys.updatedAt ?? sys.publishedAt)
    : (sys.publishedAt ?? sys.updatedAt);
  const draft = preview && isDraft({ sys });
  return {
    space: link('Space', context.spaceId),
    id: sys.id,
    type,
    createdAt: sys.createdAt,
    updatedAt: updatedAt ?? sys.createdAt,
    environment: link('Environment', context.environment),
    revision: sys.publishedCounter ?? (draft ? 0 : (sys.revision ?? 1)),
  };
}

function metadata(document: ExportDocument): Required<Metadata> {
  return { tags: document.metadata?.tags ?? [], concepts: document.metadata?.concepts ?? [] };
}

/** An entry's content type id (export and delivered entries alike). */
export function contentTypeOf(entry: { sys: { contentType?: Link } }): string | undefined {
  return entry.sys.contentType?.sys?.id;
}

export function toDeliveryEntry(
  context: DeliveryContext,
  entry: ExportDocument,
  locale: string,
): DeliveredDocument {
  const contentTypeId = contentTypeOf(entry);
  const contentType =
    contentTypeId === undefined ? undefined : context.store.contentTypesById.get(contentTypeId);
  return {
    metadata: metadata(entry),
    sys: {
      ...deliverySys(context, entry.sys, 'Entry'),
      contentType: link('ContentType', contentTypeId),
      ...(locale === ALL_LOCALES ? {} : { locale }),
    },
    fields: localizeFields(context.store, entry.fields, locale, contentType?.fields),
  };
}

function rewriteFiles(
  context: DeliveryContext,
  assetId: string,
  fields: Record<string, unknown>,
  locale: string,
): Record<string, unknown> {
  const files = fields.file;
  if (!files) return fields;
  const rewrite = (file: unknown) => rewriteFile(context.store, assetId, file, context.host);
  const file =
    locale === ALL_LOCALES
      ? Object.fromEntries(
          Object.entries(files).map(([code, value]: [string, unknown]) => [code, rewrite(value)]),
        )
      : rewrite(files);
  return { ...fields, file };
}

export function toDeliveryAsset(
  context: DeliveryContext,
  asset: ExportDocument,
  locale: string,
): DeliveredDocument {
  const fields = localizeFields(context.store, asset.fields, locale);
  return {
    metadata: metadata(asset),
    sys: {
      ...deliverySys(context, asset.sys, 'Asset'),
      ...(locale === ALL_LOCALES ? {} : { locale }),
    },
    fields: rewriteFiles(context, asset.sys.id, fields, locale),
  };
}

export function toDeliveryContentType(context: DeliveryContext, contentType: ExportContentType) {
  return {
    sys: deliverySys(context, contentType.sys, 'ContentType'),
    displayField: contentType.displayField,
    name: contentType.name,
    description: contentType.description ?? '',
    fields: contentType.fields.filter((field: FieldDefinition) => !field.omitted),
  };
}

export function toDeliveryLocale(locale: ExportLocale) {
  return {
    code: locale.code,
    name: locale.name,
    default: Boolean(locale.default),
    fallbackCode: locale.fallbackCode ?? null,
    sys: { id: locale.sys?.id ?? locale.code, type: 'Locale', version: locale.sys?.version ?? 1 },
  };
}
