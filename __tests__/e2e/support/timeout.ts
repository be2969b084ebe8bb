// Jest reads `testTimeout` from the global configuration only, so a project's own value is ignored:
// the browser tests set theirs here (a file may raise it with its own jest.setTimeout).
jest.setTimeout(60_000);
