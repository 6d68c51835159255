require('@testing-library/jest-dom');

// findBy…/waitFor wait up to 1 s by default: too short for a busy machine. Waiting longer only costs
// time when a test is failing anyway.
require('@testing-library/react').configure({ asyncUtilTimeout: 5_000 });
