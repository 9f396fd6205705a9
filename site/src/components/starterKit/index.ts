export { FirstHour } from './FirstHour';
export { KitBudget } from './KitBudget';
export { KitSection } from './KitSection';
export { MatterNote } from './MatterNote';
export { KIT_BASE, KIT_DEVICES } from './kitItems';
export { kitImagesByName } from './kitImages';
