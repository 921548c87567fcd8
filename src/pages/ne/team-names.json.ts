// /ne/team-names.json: /team-names.json for the Nepali pages, each school by its Nepali name where the CMS has one
// (issue 42).
export { GET } from '../team-names.json.ts';
