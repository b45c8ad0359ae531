// Moved to src/handlers/setup/serviceModel.ts (issue 9: reading and deciding code lives in handlers).
export * from '../../handlers/setup/serviceModel.ts';
