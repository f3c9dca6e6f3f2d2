// The addon is an optimisation: without it `npm start` hands connections out from its starting
// process (cluster round robin), so a failed compile must not fail the install.
console.warn('@il/reuse-port was not built (no C compiler or Node headers?): npm start will hand connections out from its starting process.');
