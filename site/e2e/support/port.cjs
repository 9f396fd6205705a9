// Ports of the browser tests, away from the 9000 and 9001 that `yarn start` uses:
// nginx under test, the forms receiver behind it, an nginx whose receiver is down
// (nothing listens on E2E_DEAD_PORT), an nginx kept for the flood test, and one
// for the page-feedback flood, so the two floods never drain each other's limit.
const E2E_PORT = Number(process.env.E2E_PORT || 9123);
module.exports = {
  E2E_PORT,
  E2E_RECEIVER_PORT: E2E_PORT + 1,
  E2E_RECEIVER_DOWN_PORT: E2E_PORT + 2,
  E2E_FLOOD_PORT: E2E_PORT + 3,
  E2E_DEAD_PORT: E2E_PORT + 4,
  E2E_FEEDBACK_FLOOD_PORT: E2E_PORT + 5,
};
