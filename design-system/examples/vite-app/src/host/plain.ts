// The host page as it is without the design system: the baseline the test runner compares with.
import './host.css';
