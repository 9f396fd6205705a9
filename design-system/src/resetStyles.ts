/**
 * The entry of `dist/reset.css`, which tsup.config.ts builds for its CSS alone: the
 * opt-in reset, in the `foyer.reset` layer. Nothing imports it at run time.
 */
import './theme/reset.css';
