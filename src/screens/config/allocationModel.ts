// Moved to src/handlers/config/allocationModel.ts (issue 9: reading and deciding code lives in handlers).
export * from '../../handlers/config/allocationModel.ts';
