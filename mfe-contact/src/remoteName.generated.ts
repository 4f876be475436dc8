// Generated from the federation table (shared/src/federation/remotes.ts) by
// `npm run generate`: do not edit. This remote's name there, found by its folder.
export const REMOTE_NAME = 'contact';
