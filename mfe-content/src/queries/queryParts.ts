// Query pieces several modules share, named after the words of docs/product.md#content-service.

export const NEWEST_FIRST = '-sys.createdAt';
/** "status descending then creation descending": `ongoing` sorts before `completed`. */
export const STATUS_THEN_NEWEST = '-fields.status,-sys.createdAt';
