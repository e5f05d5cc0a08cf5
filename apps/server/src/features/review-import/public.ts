// What other features may use of the review import: its CSV record reader.
export { csvParser } from './parse.ts';
