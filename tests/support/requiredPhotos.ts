// The photos a three-phase job must have before it goes on without a reason (the CT clamp once per
// phase), as the photo step orders them: their tiles (photo-tile-<tile>) and the titles the photo step
// and the report give them. One list for the photo step's tests and the e2e journeys that take them.
export const REQUIRED_TILES = [
  'meterBoard',
  'ctClamp-L1',
  'ctClamp-L2',
  'ctClamp-L3',
  'unitWiring',
  'unitLabel',
  'outputLabels',
] as const;

/** REQUIRED_TILES' titles, in the same order. */
export const REQUIRED_KINDS = [
  'Meter board, covers off',
  'CT clamp on L1',
  'CT clamp on L2',
  'CT clamp on L3',
  "The unit's wiring",
  "The unit's serial label",
  'Output labels in place',
] as const;
