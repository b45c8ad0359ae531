// Moved to src/handlers/config/connectionRows.ts (reading the job is a handler's job); kept so
// the connection editors' imports still work.
export { groupRows, type GroupRow } from '../../handlers/config/connectionRows.ts';
