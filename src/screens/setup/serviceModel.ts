// Moved to src/handlers/setup (issue 9: the reading code lives with the load handlers); kept here under
// the old names for the setup screens that still import it.
export { ALL_PHASES, isEnabled, unitConnections } from '../../handlers/setup/unitConnections.ts';
export { connectionsFromBoxes, enabledBoxesFrom, enabledUnitsFrom, isShown } from '../../handlers/setup/enabledBoxes.ts';
export { allocationRows, solarConnections, type AllocationRow } from '../../handlers/setup/allocationRows.ts';
