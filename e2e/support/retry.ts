// A browser suite shares two cores with a server, a browser and timers measured in seconds; one
// retry keeps a scheduling hiccup from failing the run, and the first failure is still printed.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
