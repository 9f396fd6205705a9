// One port for the nginx under test, away from the 9000 that `yarn start` uses.
module.exports = { E2E_PORT: Number(process.env.E2E_PORT || 9123) };
