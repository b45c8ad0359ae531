// Pure domain rules: no React, no fetch, no storage, no DOM. One file per idea.
export * from './allocation';
export * from './connections';
export * from './country';
export * from './countryVariants';
export * from './ctRating';
export * from './debounce';
export * from './decimal';
export * from './deliveryMethod';
export * from './failureMessages';
export * from './perPhaseKw';
export * from './powerIcon';
export * from './progress';
export * from './serial';
export * from './softwareUpdate';
export * from './softwareVersion';
export * from './troubleshooting';
export * from './validation';
