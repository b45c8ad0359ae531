// Moved to src/handlers/account/regionContent.ts (the load handlers of /contact and
// /info-centre decide the region's content); kept here for the screens and parts that still import it.
export * from '../../handlers/account/regionContent.ts';
