import '@foyer/design-system';
