// What other features may use of this one (ARCHITECTURE.md, "Server features"); the rest is
// private to the folder, and the lint refuses an import that goes around this file.
export { authorizedLocations } from './service.ts';
export { locationSearch } from './location-search.ts';
