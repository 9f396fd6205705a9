// Every component imports `vars` from here, so any part of the package a host uses
// also brings the values of the variables (theme.css): nothing else has to be
// imported for the components to be themed, whichever bundler drops unused modules.
import './theme.css';

export { vars } from './private/themeContract.css';
