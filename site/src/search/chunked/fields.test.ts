import { HIERARCHY_LEVELS } from '@foyer/design-system/search';
import { SEARCH_FIELDS } from './fields';

it("searches every heading level the package's records have, then the text", () => {
  expect(SEARCH_FIELDS).toEqual([...HIERARCHY_LEVELS, 'content']);
});
