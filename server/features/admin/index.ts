// The admin feature's public module: what the rest of the server may use of it (decision 012).
// server/app.ts registers its routes from routes.ts. The own-companions feature (a row above)
// stores a user's companion with the same columns, slugs and image processing as the admin's.
export { slugFromName, toCompanionInput, toCompanionValues } from './companions/companion-values';
export type { EditableCompanionValues } from './companions/companion-values';
export { reencodePhoto, PHOTO_CONTENT_TYPE } from './companions/photo-processing';
export { countActivity } from './companions/repository';
export type { ReceivedFile } from './companions/multipart-form';
